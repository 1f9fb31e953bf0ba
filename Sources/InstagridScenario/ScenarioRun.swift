import Support
import InstagridModel

/// The result of replaying one scenario on one device.
public struct ScenarioRun: Sendable {
    public var scenario: Scenario
    public var device: Device
    /// The state when the run ended (or stopped at a failing step).
    public var finalState: AppState
    /// One entry per input, in order.
    public var trace: [AppTraceEntry]
    /// Inputs with their times, for rebuilding any instant.
    public var timeline: Timeline<AppState>
    /// Snapshot steps reached, in order.
    public var snapshots: [SnapshotCapture]
    /// Failed `expect` steps and steps that could not apply.
    public var failures: [StepFailure]

    /// Whether every step applied and every `expect` held.
    public var passed: Bool { failures.isEmpty }

    /// The orientation at the start, which names the golden folder.
    public var startOrientation: Orientation { scenario.orientation }
}

/// The state captured by a `snapshot` step.
public struct SnapshotCapture: Sendable {
    public var name: String
    public var state: AppState
    /// For animation snapshots: the window to sample from the timeline.
    public var window: AnimationWindow?
    public var location: SourceLocation
}

/// A step that failed.
public struct StepFailure: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// An `expect` step did not hold.
        case expectation
        /// A step that cannot apply in the app's state; the run stopped there.
        case inapplicable
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The step's keyword.
    public var step: String
    /// What went wrong, one line per problem; for expectations, one line per differing key.
    public var message: String
    /// For expectations: the keys that did not hold, typed.
    public var differences: [ExpectationDifference]

    /// A step that could not apply.
    package init(inapplicable step: Step, _ message: String) {
        self.kind = .inapplicable
        self.location = step.location
        self.step = step.kind.keyword
        self.message = message
        self.differences = []
    }

    /// An `expect` step at `location` that found `differences` (not empty).
    package init(expectationAt location: SourceLocation, _ differences: [ExpectationDifference]) {
        self.kind = .expectation
        self.location = location
        self.step = "expect"
        self.message = differences.map(\.description).joined(separator: "\n")
        self.differences = differences
    }

    /// `path:line:column: error: step: message`, one such line per line of the message, so that
    /// every differing key of an `expect` points at the step.
    public var description: String {
        message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "\(location): error: \(step): \($0)" }
            .joined(separator: "\n")
    }
}

extension ScenarioRun {
    /// What reports say of the run, whatever the app.
    public var summary: RunSummary {
        RunSummary(scenario: scenario, device: device, inputCount: timeline.inputs.count, failures: failures)
    }

    /// `name on device (orientation)`.
    public var title: String { summary.title }

    /// How many `expect` steps the scenario has.
    public var expectationCount: Int { summary.expectationCount }

    /// One line: passed or failed, with counts.
    public var summaryLine: String { summary.summaryLine }
}

/// What reports say of one run, whatever the app: its scenario, device, inputs and failures.
public struct RunSummary: Sendable {
    public var scenario: Scenario
    public var device: Device
    /// How many inputs the run sent.
    public var inputCount: Int
    /// Failed `expect` steps and steps that could not apply.
    public var failures: [StepFailure]

    public init(scenario: Scenario, device: Device, inputCount: Int, failures: [StepFailure]) {
        self.scenario = scenario
        self.device = device
        self.inputCount = inputCount
        self.failures = failures
    }

    /// Whether every step applied and every `expect` held.
    public var passed: Bool { failures.isEmpty }

    /// The orientation at the start, which names the golden folder.
    public var startOrientation: Orientation { scenario.orientation }

    /// `name on device (orientation)`.
    public var title: String { "\(scenario.name) on \(device.id) (\(scenario.orientation.rawValue))" }

    /// How many `expect` steps the scenario has.
    public var expectationCount: Int {
        scenario.steps.filter { if case .expect = $0.kind { true } else { false } }.count
    }

    /// One line: passed or failed, with counts.
    public var summaryLine: String {
        let steps = [counted(scenario.steps.count, "step"), counted(expectationCount, "expect"),
                     counted(inputCount, "input")].joined(separator: ", ")
        if passed { return "✔ \(title): \(steps)" }
        return "✘ \(title): \(failures.count) failed (\(steps))"
    }
}

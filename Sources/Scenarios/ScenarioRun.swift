import Devices
import Support
import VirtualClock

/// The result of replaying one scenario on one device.
public struct ScenarioRun<App: ScenarioApp>: Sendable {
    public var scenario: Scenario<App>
    public var device: Device
    /// The state when the run ended (or stopped at a failing step).
    public var finalState: App.Model
    /// One entry per input, in order.
    public var trace: [TraceEntry<App.Model>]
    /// Inputs with their times, for rebuilding any instant.
    public var timeline: Timeline<App.Model>
    /// Snapshot steps reached, in order.
    public var snapshots: [SnapshotCapture<App.Model>]
    /// Failed `expect` steps and steps that could not apply.
    public var failures: [StepFailure]
    /// The steps performed, in order, each with when it ran (what a timeline draws).
    public var performed: [PerformedStep<App>] = []

    /// Whether every step applied and every `expect` held.
    public var passed: Bool { failures.isEmpty }

    /// The orientation at the start, which names the golden folder.
    public var startOrientation: Orientation { scenario.orientation }
}

/// A step a run performed: when it started and ended on the scenario's clock, and its failure.
public struct PerformedStep<App: ScenarioApp>: Sendable, Equatable {
    public var step: Step<App>
    /// The scenario's clock when the step began (a tap's touch goes down then).
    public var start: Double
    /// The clock after it.
    public var end: Double
    /// The step's failure, if it had one.
    public var failure: StepFailure?
    /// How many inputs the run had sent before the step began.
    public var inputsBefore: Int

    public init(step: Step<App>, start: Double, end: Double, failure: StepFailure? = nil, inputsBefore: Int = 0) {
        self.step = step
        self.start = start
        self.end = end
        self.failure = failure
        self.inputsBefore = inputsBefore
    }
}

/// The state captured by a `snapshot` step.
public struct SnapshotCapture<Model: AppModel>: Sendable {
    public var name: String
    public var state: Model
    /// For animation snapshots: the window to sample from the timeline.
    public var window: AnimationWindow?
    public var location: SourceLocation
    /// In a world, the participant whose phone the step drew; nil for the world as a whole
    /// (every phone side by side) and in a scenario of one phone.
    public var participant: Int?

    public init(name: String, state: Model, window: AnimationWindow? = nil, location: SourceLocation,
                participant: Int? = nil) {
        self.name = name
        self.state = state
        self.window = window
        self.location = location
        self.participant = participant
    }
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
    public init<App>(inapplicable step: Step<App>, _ message: String) {
        self.kind = .inapplicable
        self.location = step.location
        self.step = step.kind.keyword
        self.message = message
        self.differences = []
    }

    /// What could not apply at `location` (`step`, the keyword or what the harness was doing).
    public init(inapplicableAt location: SourceLocation, step: String, _ message: String) {
        self.kind = .inapplicable
        self.location = location
        self.step = step
        self.message = message
        self.differences = []
    }

    /// An `expect` step at `location` that found `differences` (not empty).
    public init(expectationAt location: SourceLocation, _ differences: [ExpectationDifference]) {
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

    /// The trace, one line per input and one per message a service handled (a world's backend),
    /// in `format`, after `context` fields (JSON).
    public func traceLines(_ format: TraceFormat, context: [(String, String)] = []) -> [String] {
        trace.flatMap { format.lines(App.traceLine($0), context: context) }
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
    /// The scenario's header: what reports and golden paths name.
    public var scenario: ScenarioHeader
    public var device: Device
    /// How many inputs the run sent.
    public var inputCount: Int
    /// Failed `expect` steps and steps that could not apply.
    public var failures: [StepFailure]

    public init(scenario: ScenarioHeader, device: Device, inputCount: Int, failures: [StepFailure]) {
        self.scenario = scenario
        self.device = device
        self.inputCount = inputCount
        self.failures = failures
    }

    public init<App>(scenario: Scenario<App>, device: Device, inputCount: Int, failures: [StepFailure]) {
        self.init(scenario: ScenarioHeader(scenario), device: device, inputCount: inputCount, failures: failures)
    }

    /// Whether every step applied and every `expect` held.
    public var passed: Bool { failures.isEmpty }

    /// The orientation at the start, which names the golden folder.
    public var startOrientation: Orientation { scenario.orientation }

    /// `name on device (orientation)`.
    public var title: String {
        guard scenario.participants.isEmpty else {
            return "\(scenario.name), a world of \(scenario.participants.joined(separator: ", "))"
        }
        return "\(scenario.name) on \(device.id) (\(scenario.orientation.rawValue))"
    }

    /// How many `expect` steps the scenario has.
    public var expectationCount: Int { scenario.expectationCount }

    /// One line: passed or failed, with counts.
    public var summaryLine: String {
        let steps = [counted(scenario.stepCount, "step"), counted(expectationCount, "expect"),
                     counted(inputCount, "input")].joined(separator: ", ")
        if passed { return "✔ \(title): \(steps)" }
        return "✘ \(title): \(failures.count) failed (\(steps))"
    }
}

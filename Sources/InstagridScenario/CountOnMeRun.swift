import CountOnMeModel
import InstagridModel
import Support

/// The result of replaying one CountOnMe scenario on one device.
public struct CountOnMeRun: Sendable {
    public var scenario: Scenario
    public var device: Device
    /// The state when the run ended (or stopped at a failing step).
    public var finalState: CountOnMeState
    /// One entry per input, in order (empty unless traced).
    public var trace: [TraceEntry<CountOnMeState>]
    /// Inputs with their times, for rebuilding any instant.
    public var timeline: Timeline<CountOnMeState>
    /// Snapshot steps reached, in order.
    public var snapshots: [CountOnMeSnapshot]
    /// Failed `expect` steps and steps that could not apply.
    public var failures: [StepFailure]

    /// What reports say of the run.
    public var summary: RunSummary {
        RunSummary(scenario: scenario, device: device, inputCount: timeline.inputs.count, failures: failures)
    }
}

/// The state captured by a `snapshot` step.
public struct CountOnMeSnapshot: Sendable {
    public var name: String
    public var state: CountOnMeState
    /// For animation snapshots: the window to sample from the timeline.
    public var window: AnimationWindow?
    public var location: SourceLocation
}

extension TraceEntry where Model == CountOnMeState {
    /// The display after the input.
    public var display: String { summary }

    /// Whether the calculator ignored the input.
    public var isIgnored: Bool { events.contains { $0.isIgnored } }
}

extension Expectation {
    /// The listed keys that do not hold in the calculator's `state`.
    public func differences(in state: CountOnMeState) -> [ExpectationDifference] {
        var found: [ExpectationDifference] = []
        if let display, state.display != display {
            found.append(.display(expected: display, found: state.display))
        }
        if let result {
            let actual = Presence(state.calculator.result)
            let same: Bool
            switch (result, actual) {
            case (.hidden, .hidden): same = true
            case let (.shown(expected), .shown(value)): same = expected == value || (expected.isNaN && value.isNaN)
            default: same = false
            }
            if !same { found.append(.result(expected: result, found: actual)) }
        }
        if let time, !(abs(state.now - time) <= Self.timeTolerance) {
            found.append(.time(expected: time, found: state.now))
        }
        return found
    }
}

extension TraceFormat {
    /// One line for a calculator's `entry`; JSON lines start with the `context` fields.
    public func line(_ entry: TraceEntry<CountOnMeState>, context: [(String, String)] = []) -> String {
        line(TraceLine(time: entry.time, input: entry.action.summary, inputFields: entry.action.jsonFields,
                       isIgnored: entry.isIgnored, events: entry.events.map(\.summary),
                       reasons: entry.events.filter(\.isIgnored).map(\.summary),
                       did: entry.events.filter { !$0.isIgnored }.map(\.summary),
                       state: ("display", entry.display), stateText: echo(entry.display)),
             context: context)
    }
}

extension CountOnMeAction {
    /// A short human description.
    public var summary: String { appAction.summary }

    var jsonFields: [(String, JSONValue)] { appAction.jsonFields }

    /// The same touch as Instagrid's input, so both apps' traces write touches alike.
    private var appAction: AppAction {
        switch self {
        case let .touchBegan(id, point): .touchBegan(id: id, at: point)
        case let .touchMoved(id, point): .touchMoved(id: id, at: point)
        case let .touchEnded(id, point): .touchEnded(id: id, at: point)
        case let .touchCancelled(id, point): .touchCancelled(id: id, at: point)
        }
    }
}

extension CountOnMeEvent {
    /// A short human description.
    public var summary: String {
        switch self {
        case let .touchDown(_, key): key.map { "touch on \($0)" } ?? "touch on no button"
        case .touchMovedTo: "tracked"
        case .touchLifted: "touch lifted"
        case let .tapMissed(key, slop): "\(key) not fired: touch ended more than \(formatPoints(slop)) pt outside it"
        case .keyPressed(let key, _): "\(key) pressed"
        case .unknownTouch(let id): "ignored: touch \(id) is not down"
        case .duplicateTouch(let id): "ignored: touch \(id) is already down"
        }
    }
}

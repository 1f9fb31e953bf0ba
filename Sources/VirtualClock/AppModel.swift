/// An app's rules as a value: its state, the inputs it takes (named for what happened), and the
/// one function that changes it, returning effects as data (docs/architecture.md, "Apps").
///
/// The state is the conforming type, so a test reads `state.reduce(.touchBegan(…))`; the
/// harness's ``Driver`` runs the effects on a ``Scheduler`` and keeps ``now`` in step with it.
public protocol AppModel: Sendable, Equatable {
    /// The inputs: touches, system answers, timers firing.
    associatedtype Action: Sendable & Equatable
    /// The timers the app schedules (`Never` for an app with none).
    associatedtype Timer: Hashable & Sendable
    /// What the app did with an input, for the trace.
    associatedtype Event: Sendable & Equatable
    /// What the trace shows of the state after each input (a phase, a display's text).
    associatedtype Summary: Sendable & Equatable

    /// The virtual time, in seconds; the driver sets it before each input.
    var now: Double { get set }

    /// Applies `action` at `now` and returns the effects to run.
    mutating func reduce(_ action: Action) -> [Effect<Timer, Event>]

    /// The input sent when `timer` fires.
    static func action(firing timer: Timer) -> Action

    /// What the trace shows of this state.
    var summary: Summary { get }

    /// Whether `timer`, due at the instant of an input, fires after that input rather than
    /// before it: true for the timers of a gesture recognizer (docs/gestures.md, "Order": touch
    /// events at a timer's instant come before it). False by default.
    static func firesAfterInputs(_ timer: Timer) -> Bool

    /// Told by the ``Driver`` whether it keeps a trace (``Driver/isTracing``). When it does not,
    /// the events of `.log` effects are dropped unread, so a model may stop making them; it must
    /// not change anything else. Most models ignore it (the default does nothing).
    mutating func traceKept(_ isKept: Bool)
}

extension AppModel {
    public mutating func traceKept(_ isKept: Bool) {}

    public static func firesAfterInputs(_ timer: Timer) -> Bool { false }
}

extension AppModel where Timer == Never {
    /// An app with no timers has no input for one.
    public static func action(firing timer: Never) -> Action {}
}

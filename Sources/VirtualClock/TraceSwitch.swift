/// Whether a model makes the events of its `.log` effects (``AppModel/traceKept(_:)``): a
/// setting of the run, not part of the state, so two states that differ only in it are equal.
public struct TraceSwitch: Sendable, Equatable {
    public var isOn: Bool

    public init(isOn: Bool = true) {
        self.isOn = isOn
    }

    /// Always equal: the switch is not state.
    public static func == (a: TraceSwitch, b: TraceSwitch) -> Bool { true }
}

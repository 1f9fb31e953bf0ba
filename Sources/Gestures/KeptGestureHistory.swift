/// A ``GestureHistory`` a model keeps only while the driver keeps a trace, and never part of the
/// model's equality, so that a run with its trace and one without end in equal states. A model
/// holds one, sets ``history`` when told the trace is kept, and records through it.
public struct KeptGestureHistory: Sendable, Equatable {
    /// The history, while the trace is kept; nil otherwise.
    public var history: GestureHistory?

    /// No history kept.
    public init() {}

    /// Records a touch handed to the arena, when kept.
    public mutating func record(_ phase: TouchPhase, id: Int, at time: Double) {
        history?.record(phase, id: id, at: time)
    }

    /// Records what the arena reported, when kept.
    public mutating func record(_ reports: [GestureReport], at time: Double) {
        history?.record(reports, at: time)
    }

    /// Always equal: the history records the run, it is not state.
    public static func == (a: KeptGestureHistory, b: KeptGestureHistory) -> Bool { true }
}

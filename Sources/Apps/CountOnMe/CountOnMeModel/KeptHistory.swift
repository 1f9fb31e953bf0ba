import Gestures

/// The arena's history as the calculator keeps it (``CountOnMeState/gestureHistory``): only
/// while the driver keeps a trace (``CountOnMeState/traceKept(_:)``), and never part of the
/// state's equality, so that a run with its trace and one without end in equal states.
struct KeptHistory: Sendable, Equatable {
    var history: GestureHistory?

    /// Records a touch handed to the arena, when kept.
    mutating func record(_ phase: TouchPhase, id: Int, at time: Double) {
        history?.record(phase, id: id, at: time)
    }

    /// Records what the arena reported, when kept.
    mutating func record(_ reports: [GestureReport], at time: Double) {
        history?.record(reports, at: time)
    }

    /// Always equal: the history records the run, it is not state.
    static func == (a: KeptHistory, b: KeptHistory) -> Bool { true }
}

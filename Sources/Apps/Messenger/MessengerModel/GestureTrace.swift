import Gestures

/// A phone's ``GestureHistory``, kept while the driver keeps a trace: a record of the run, not
/// part of the state, so two phones that differ only in it are equal.
struct GestureTrace: Sendable, Equatable {
    var history: GestureHistory?

    /// Always equal: the record is not state.
    static func == (a: GestureTrace, b: GestureTrace) -> Bool { true }
}

import InstagridModel

/// One input and what it did: the state before, the trace entry, the state after. Invariants
/// judge transitions.
package struct Transition: Sendable {
    /// 1 for the run's first input (timers included, as in the trace).
    package var index: Int
    package var before: AppState
    /// The input, what the app did with it, and the phase after it.
    package var entry: TraceEntry
    package var after: AppState

    package init(index: Int, before: AppState, entry: TraceEntry, after: AppState) {
        self.index = index
        self.before = before
        self.entry = entry
        self.after = after
    }

    package var action: AppAction { entry.action }

    /// Whether the input is a touch or a rotation: what a user does to the screen, as opposed
    /// to answers to a modal and timers.
    package var isTouchOrRotation: Bool {
        switch entry.action {
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled, .deviceRotated: true
        default: false
        }
    }
}

import InstagridModel

/// One input and what it did: the state before, the trace entry, the state after. Instagrid's
/// invariants judge transitions (``InstagridInvariant``).
package struct Transition: Sendable {
    package var before: AppState
    /// The input, what the app did with it, and the phase after it.
    package var entry: AppTraceEntry
    package var after: AppState

    package init(before: AppState, entry: AppTraceEntry, after: AppState) {
        self.before = before
        self.entry = entry
        self.after = after
    }

    package var action: AppAction { entry.action }

    /// The input as the app took it: a touch that ended on a button of the presented stand-in
    /// (and was not ignored) is the answer the button sends (R27); any other input is itself.
    package var effectiveAction: AppAction {
        guard case .touchEnded(let id, _) = entry.action, !entry.isIgnored,
              let index = before.standInButton(ofTouch: id),
              let standIn = before.presentedStandIn, standIn.buttons.indices.contains(index) else {
            return entry.action
        }
        return standIn.buttons[index].answer.action
    }

    /// Whether the app accepted the input: its trace entry has no "ignored" event.
    package var isAccepted: Bool { !entry.isIgnored }

    /// Whether the input is a touch or a rotation: what a user does to the screen, as opposed
    /// to answers to a modal (a stand-in's button included), timers, settings and life-cycle changes.
    package var isTouchOrRotation: Bool {
        switch effectiveAction {
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled, .deviceRotated, .deviceTurned: true
        default: false
        }
    }
}

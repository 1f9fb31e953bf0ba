
/// What the app did with an input, for the trace.
public enum AppEvent: Sendable, Equatable {
    case touchDown(id: Int, on: Control?)
    case touchMovedTo(id: Int)
    case touchLifted(id: Int)
    case tapMissed(Control, slop: Double)
    case tapCancelledBySwipe(Control)
    case layoutSelected(Layout)
    case pickerPresented(slot: Int)
    case photoChosen(slot: Int, photo: String)
    case pickerDismissed(slot: Int)
    case swipeRecognized(Direction)
    case swipeFailed(SwipeFailure)
    case slideOutStarted(offset: Point, duration: Double)
    case shareSheetPresented(export: Int)
    case slideBackStarted(ShareOutcome, duration: Double)
    case slideBackFinished
    case alertPresented(AlertKind)
    case alertDismissed
    case rotated(Orientation)
    case ignored(IgnoreReason)

    /// Whether the event says the app ignored its input.
    public var isIgnored: Bool {
        if case .ignored = self { return true }
        return false
    }
}

/// Why the app ignored an input.
public enum IgnoreReason: Sendable, Equatable {
    /// R11: layout buttons, slots and share swipes are locked outside `idle`.
    case busy(Phase, input: String)
    /// R2: tapping the selected layout changes nothing.
    case layoutAlreadySelected(Layout)
    /// R12 with `incompleteGrid: block`.
    case incompleteGridBlocked(emptySlots: [Int])
    /// The input needs a modal that is not presented.
    case notPresented(String, phase: Phase)
    /// A touch id that is not down, or already down.
    case unknownTouch(id: Int)
    case duplicateTouch(id: Int)
    /// The control is no longer on screen.
    case slotHidden(Int)
}

/// Why the swipe recognizer failed (R14).
public enum SwipeFailure: Sendable, Equatable {
    case secondTouch
    case tooSlow(elapsed: Double)
    case againstDirection(Direction, distance: Double)
    case acrossDirection(distance: Double, limit: Double)
    case endedBeforeRecognized
    case cancelled
}

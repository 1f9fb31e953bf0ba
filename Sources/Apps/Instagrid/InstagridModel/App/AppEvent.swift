
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
    /// The device turned without turning the interface (R18, R28).
    case deviceTurned(DeviceOrientation, interface: Orientation)
    /// A rotation while the camera is up waits for it to go (R18).
    case rotationDeferred(Orientation)
    case touchOnButton(id: Int, title: String)
    case sourceSheetPresented(slot: Int, camera: Bool)
    case sourceChosen(SourceChoice)
    case cameraPresented(slot: Int)
    case promptPresented(PermissionKind)
    case permissionSet(PermissionKind, Authorization)
    case openSettings
    case imageSaved(count: Int)
    case imageNotSaved(Authorization)
    case shareHandler(ShareOutcome, activity: ShareActivity?, sheetStays: Bool)
    case gridAlreadyHome
    case slotsCleared
    case shareSheetDismissedByRotation
    case lifecycle(AppLifecycle)
    case touchInterrupted(id: Int)
    case animationEndedEarly(AppTimer)
    /// The slide-out ended under a share sheet already up (R24).
    case slideOutFinished

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
    /// R26: inputs wait until the app is active.
    case notActive(AppLifecycle, input: String)
    /// R26: the touch was cancelled by an interruption.
    case interruptedTouch(id: Int)
    /// A touch on a presented stand-in outside its buttons, or a tap on what it covers.
    case outsideStandIn(String)
    /// The presented stand-in has no such button or action.
    case noSuchButton(String)
    /// R27: another modal is up.
    case modalUp(String)
    /// R26: a life-cycle step that does not apply in this state.
    case lifecycleUnchanged(AppLifecycle, input: String)
}

/// Why the share swipe failed (R14), by the touch at which the kit's swipe failed.
public enum SwipeFailure: Sendable, Equatable {
    /// A second touch began: one touch only.
    case secondTouch
    /// A move broke one of its limits: too slow, too far against or across the share direction.
    case outOfBounds
    /// The touch ended before it was recognized.
    case endedBeforeRecognized
    /// The touch was cancelled (by the system, or an interruption, R26).
    case cancelled
}

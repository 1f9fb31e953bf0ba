/// One thing a ``GestureArena`` did while handling a touch or a timer, in the order it happened
/// (docs/gestures.md, "The log"): an app reads them to act on its recognizers and controls, a
/// lab logs them, a timeline draws them.
public enum GestureReport: Sendable, Equatable {
    /// A recognizer changed state (to `possible` when it starts a new gesture).
    case recognizer(RecognizerID, RecognizerState)
    /// A recognizer would have left `possible` but waits for one it requires to fail.
    case waiting(RecognizerID)
    /// A view received a phase of a touch.
    case delivered(ViewID, touch: Int, TouchPhase)
    /// A button sent a control event.
    case control(ViewID, ControlEvent)
    /// Fire the timer after this many seconds (replacing it if pending); the app schedules it
    /// on its clock and hands it back to ``GestureArena/fire(_:at:into:)``.
    case schedule(GestureTimer, after: Double)
    /// Drop the timer if it is pending.
    case cancel(GestureTimer)
}

/// A recognizer of a ``GestureArena``: its index in ``GestureArena/recognizers``.
public typealias RecognizerID = Int

/// A view of a ``GestureArena``: its index in ``GestureArena/views`` (the screen is 0).
public typealias ViewID = Int

/// A timer of a ``GestureArena``, on the app's one clock, naming its recognizer (so that it
/// survives the screen changing around it, ``GestureArena/update(screen:views:recognizers:)``).
/// The arena's timers fire after any touch at the same instant (docs/gestures.md, "Order").
public enum GestureTimer: Sendable, Equatable, Hashable {
    /// A tap's finger stayed down too long.
    case tapDuration(String)
    /// A multi-tap's next tap did not begin in time.
    case tapInterval(String)
    /// A long press has been held long enough.
    case longPress(String)
    /// An edge pan did not begin in time.
    case edgeWithin(String)
    /// A touch on a scroll view's subview is due to be delivered (`delaysContentTouches`); the
    /// touch's serial number.
    case contentTouch(Int)
}

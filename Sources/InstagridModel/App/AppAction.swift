
/// Everything that can happen to the app, named for what happened.
public enum AppAction: Sendable, Equatable {
    /// A finger went down at `point` (screen points in the current orientation).
    case touchBegan(id: Int, at: Point)
    /// A finger moved to `point`.
    case touchMoved(id: Int, at: Point)
    /// A finger lifted at `point`.
    case touchEnded(id: Int, at: Point)
    /// The system cancelled a touch.
    case touchCancelled(id: Int, at: Point)
    /// The device turned to `orientation`.
    case deviceRotated(to: Orientation)
    /// The user chose `photo` in the picker.
    case pickerChose(photo: String)
    /// The user cancelled the picker.
    case pickerCancelled
    /// The share sheet ended.
    case shareSheetFinished(ShareOutcome)
    /// The user dismissed the alert.
    case alertDismissed
    /// A timer scheduled by an effect fired.
    case timerFired(AppTimer)
}

/// Timers the app schedules.
public enum AppTimer: String, Sendable, Equatable, Hashable {
    case slideOutFinished
    case slideBackFinished
}

/// Work the reducer asks its driver to do, as plain data.
public enum AppEffect: Sendable, Equatable {
    /// Fire `timer` after `delay` seconds of virtual time (replacing any pending one).
    case schedule(AppTimer, after: Double)
    /// Record what the app did with the input, for the trace.
    case log(AppEvent)
}

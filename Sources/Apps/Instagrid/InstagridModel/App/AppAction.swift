
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
    /// The device turned to an orientation of any kind (face up, upside down…; R28).
    /// `deviceRotated` is the same input for the three interface orientations.
    case deviceTurned(to: DeviceOrientation)
    /// The user chose an action of the source sheet (R17).
    case sourceChosen(SourceChoice)
    /// The user answered the permission prompt (R19).
    case permissionAnswered(PermissionAnswer)
    /// The user tapped a button of the alert (R19).
    case alertAnswered(AlertButton)
    /// The share sheet's completion handler ran for an activity (R20, R21).
    case shareActivityFinished(ShareActivity, completed: Bool, sheetStays: Bool)
    /// The user changed an authorization in the Settings app (R19).
    case settingChanged(PermissionKind, to: Authorization)
    /// A call or Control Center made the app inactive (R26).
    case appBecameInactive
    /// The app became active again after `appBecameInactive`.
    case appBecameActive
    /// The home gesture or "Settings" sent the app to the background.
    case appEnteredBackground
    /// The app came back from the background, active.
    case appEnteredForeground
}

/// Timers the app schedules.
public enum AppTimer: String, Sendable, Equatable, Hashable {
    case slideOutFinished
    case slideBackFinished
}

/// Work the reducer asks its driver to do, as plain data: schedule or cancel a timer (R24,
/// R26 end animations early), and log what the app did with the input.
public typealias AppEffect = Effect<AppTimer, AppEvent>

extension AppAction: TouchAction {}

extension AppState {
    /// What is presented over the screen, if anything (R27: at most one).
    public var presented: Modal? {
        if let picker { return .picker(slot: picker, source: pickerSource ?? .library) }
        if sheet == .source { return .sourceSheet(slot: pendingSlot ?? 0) }
        if let prompt { return .prompt(prompt) }
        if let alert { return .alert(alert) }
        if sheet == .share || phase == .sharing { return .shareSheet(export: exports.count) }
        return nil
    }

    /// How many modals are up; R27 keeps it at most 1.
    public var presentedCount: Int {
        (picker == nil ? 0 : 1) + (sheet == nil ? 0 : 1) + (prompt == nil ? 0 : 1) + (alert == nil ? 0 : 1)
    }

    /// Whether the source sheet offers "Camera" (R18).
    public var sourceSheetHasCamera: Bool {
        options.camera == .available || options.cameraUnavailable == .alert
    }

    /// The presented stand-in with buttons, if any: the source sheet, a prompt, or an alert of
    /// R18–R19. The picker, the share sheet and R12's alert are caption panels without buttons.
    public var presentedStandIn: StandIn? {
        switch presented {
        case .sourceSheet: .sourceSheet(camera: sourceSheetHasCamera)
        case .prompt(let kind): .prompt(kind)
        case .alert(let kind): StandIn.alert(kind)
        case .picker, .shareSheet, nil: nil
        }
    }

    /// The share direction (R6, R28): the interface's, or under `orientationSource: device` the
    /// device's.
    public var shareDirection: Direction {
        options.orientationSource == .device ? deviceOrientation.shareDirection : orientation.shareDirection
    }
}

extension AppAction {
    /// For inputs that wait for an active app (R26), how the trace names them; nil for touches
    /// (handled one by one), rotations, timers, settings and life-cycle changes.
    var waitsForActiveApp: String? {
        switch self {
        case .pickerChose, .pickerCancelled: "picker answer"
        case .shareSheetFinished, .shareActivityFinished: "share answer"
        case .alertDismissed, .alertAnswered: "alert answer"
        case .sourceChosen: "source answer"
        case .permissionAnswered: "permission answer"
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled, .deviceRotated, .deviceTurned, .timerFired,
             .settingChanged, .appBecameInactive, .appBecameActive, .appEnteredBackground, .appEnteredForeground:
            nil
        }
    }
}

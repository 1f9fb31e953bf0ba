/// What the app is doing (docs/scenarios.md `expect: phase`).
public enum Phase: String, Sendable, Equatable, Hashable, CaseIterable {
    case idle
    case picking
    case slidingOut = "sliding-out"
    case sharing
    case slidingBack = "sliding-back"
    case alert
    /// The action sheet "Choose a source" is up (R17).
    case choosingSource = "choosing-source"
    /// A system permission prompt is up (R19).
    case prompt
}

/// An alert the app can show (R12, R18, R19).
public enum AlertKind: String, Sendable, Equatable, Hashable, CaseIterable {
    case gridIncomplete = "grid-incomplete"
    case cameraUnavailable = "camera-unavailable"
    case cameraDenied = "camera-denied"
    case libraryDenied = "library-denied"

    /// The alert's buttons, in order: the only button, or Cancel then Settings.
    public var buttons: [AlertButton] {
        switch self {
        case .gridIncomplete, .cameraUnavailable: [.ok]
        case .cameraDenied, .libraryDenied: [.cancel, .settings]
        }
    }
}

/// A button of an alert (R19): the step `alert: ok | cancel | settings` names one.
public enum AlertButton: String, Sendable, Equatable, Hashable, CaseIterable {
    case ok, cancel, settings
}

/// How a share sheet ended (R9).
public enum ShareOutcome: String, Sendable, Equatable, Hashable, CaseIterable {
    case completed, cancelled, failed
}

/// What a share swipe does when a visible slot has no photo (R12).
public enum IncompleteGridPolicy: String, Sendable, Equatable, Hashable, CaseIterable {
    case allow, alert, block
}

/// The scale of exported images (docs/rules.md, "Export"): the device's, or a fixed one.
public enum ExportScale: Sendable, Equatable, Hashable {
    case device
    case fixed(Int)

    /// Pixels per point for a device of scale `deviceScale`.
    public func resolve(deviceScale: Int) -> Int {
        switch self {
        case .device: deviceScale
        case .fixed(let scale): scale
        }
    }
}

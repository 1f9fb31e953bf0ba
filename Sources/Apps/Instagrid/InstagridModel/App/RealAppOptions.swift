/// Where a slot tap takes its photo from (R17).
public enum ImageSource: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The photo picker at once (R4).
    case library
    /// An action sheet: Camera, Photo Library, Cancel.
    case ask
}

/// Whether the device has a camera (R18); `unavailable` as on the Simulator.
public enum CameraAvailability: String, Sendable, Equatable, Hashable, CaseIterable {
    case available, unavailable
}

/// What the app does about a missing camera (R18).
public enum CameraUnavailablePolicy: String, Sendable, Equatable, Hashable, CaseIterable {
    /// "Camera" stays in the action sheet and shows the alert `camera-unavailable`.
    case alert
    /// The action sheet has no "Camera" action.
    case hide
}

/// Whether the app checks library permission before the picker (R19).
public enum LibraryAccess: String, Sendable, Equatable, Hashable, CaseIterable {
    /// No check, as with PHPicker.
    case none
    case readWrite = "read-write"
}

/// What a completed share does to the photos (R22).
public enum CompletedSharePolicy: String, Sendable, Equatable, Hashable, CaseIterable {
    case keep, reset
}

/// What a layout change does to the photos (R23).
public enum LayoutChangePolicy: String, Sendable, Equatable, Hashable, CaseIterable {
    case keep, clear
}

/// When the share sheet is presented (R24).
public enum ShareSheetTiming: String, Sendable, Equatable, Hashable, CaseIterable {
    case afterSlide = "after-slide"
    case withSlide = "with-slide"
}

/// What a rotation does while the share sheet is up (R25).
public enum RotationWhileSharing: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The screen re-lays out, the sheet stays (R10).
    case follow
    /// The sheet is dismissed as `cancelled`.
    case dismiss
}

/// What the share direction follows (R28).
public enum OrientationSource: String, Sendable, Equatable, Hashable, CaseIterable {
    case interface, device
}

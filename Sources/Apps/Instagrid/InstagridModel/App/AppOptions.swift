/// Scenario-level options of the app (docs/scenarios.md `options`).
public struct AppOptions: Sendable, Equatable {
    public var incompleteGrid: IncompleteGridPolicy = .allow
    /// Seconds of the slide-out (R7).
    public var slideDuration: Double = 0.5
    /// Seconds of the slide back (R9).
    public var returnDuration: Double = 0.5
    /// Timing curve of both slides.
    public var curve: TimingCurve = .easeInOut
    /// The layout selected at launch (R1).
    public var initialLayout: Layout = .two
    /// Scale of exported images (docs/rules.md, "Export").
    public var exportScale: ExportScale = .device
    /// Constants of the touch model and swipe recognizer (R13, R14).
    public var gestures: GestureConstants = .init()
    /// Where a slot tap takes its photo from (R17).
    public var imageSource: ImageSource = .library
    /// Whether the device has a camera, and what the app does without one (R18).
    public var camera: CameraAvailability = .available
    public var cameraUnavailable: CameraUnavailablePolicy = .alert
    /// Authorizations at launch (R19).
    public var cameraPermission: Authorization = .authorized
    public var libraryPermission: Authorization = .authorized
    public var addPermission: Authorization = .authorized
    /// Whether the picker needs library permission (R19).
    public var libraryAccess: LibraryAccess = .none
    /// What a completed share does to the photos (R22).
    public var completedShare: CompletedSharePolicy = .keep
    /// What a layout change does to the photos (R23).
    public var layoutChange: LayoutChangePolicy = .keep
    /// When the share sheet comes up (R24).
    public var shareSheet: ShareSheetTiming = .afterSlide
    /// What a rotation does while the share sheet is up (R25).
    public var rotationWhileSharing: RotationWhileSharing = .follow
    /// What the share direction follows (R28).
    public var orientationSource: OrientationSource = .interface

    public init() {}
}

/// Every constant of R13 and R14.
public struct GestureConstants: Sendable, Equatable {
    /// How far outside its frame a touch may end and still fire a button (R13).
    public var tapSlop: Double = 70
    /// Movement from touch-down before the recognizer evaluates (R14).
    public var swipeStartDistance: Double = 10
    /// Movement along the share direction needed at t = 0 (R14's 50).
    public var swipeDistance: Double = 50
    /// Movement across the share direction allowed at t = 0 (R14's 50).
    public var swipeAcrossDistance: Double = 50
    /// Movement against the share direction that fails the swipe (R14's 10).
    public var swipeAgainstDistance: Double = 10
    /// Seconds after touch-down when the swipe fails (R14's 0.5).
    public var swipeMaxDuration: Double = 0.5
    /// The along factor is f = 1 − t·(1 − swipeDistanceRate) (R14's 0.06).
    public var swipeDistanceRate: Double = 0.06
    /// The across factor is g = 1 − t·(1 − swipeAcrossRate) (R14's 0.02).
    public var swipeAcrossRate: Double = 0.02

    public init() {}

    /// f at `elapsed` seconds since touch-down (capped at the maximum duration).
    public func alongFactor(_ elapsed: Double) -> Double {
        1 - min(elapsed, swipeMaxDuration) * (1 - swipeDistanceRate)
    }

    /// g at `elapsed` seconds since touch-down (capped at the maximum duration).
    public func acrossFactor(_ elapsed: Double) -> Double {
        1 - min(elapsed, swipeMaxDuration) * (1 - swipeAcrossRate)
    }
}

/// Option presets bundling what typical implementations chose (docs/scenarios.md, "Profiles").
/// A scenario's explicit options override its profile's.
public enum AppProfile: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The assignment's rules R1–R16: every default.
    case assignment
    /// Library permission checked (and asked for) before the picker; an incomplete grid alerts.
    case libraryAlerts = "library-alerts"
    /// A slot tap asks Camera or Photo Library; the camera permission is asked for.
    case cameraSheet = "camera-sheet"
    /// The share sheet comes up with the slide-out.
    case shareWithSlide = "share-with-slide"

    /// The profile's options, from the defaults.
    public var options: AppOptions {
        var options = AppOptions()
        switch self {
        case .assignment:
            break
        case .libraryAlerts:
            options.libraryAccess = .readWrite
            options.libraryPermission = .notDetermined
            options.incompleteGrid = .alert
        case .cameraSheet:
            options.imageSource = .ask
            options.cameraPermission = .notDetermined
        case .shareWithSlide:
            options.shareSheet = .withSlide
        }
        return options
    }
}

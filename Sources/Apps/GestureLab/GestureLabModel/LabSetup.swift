import Devices
import Gestures

/// What a lab scenario declares (docs/gestures.md, "The gesture lab"): its views in z-order and
/// its recognizers in the order attached.
public struct LabSetup: Sendable, Equatable {
    public var views: [GestureView]
    public var recognizers: [GestureRecognizer]

    /// Views a lab screen may declare, recognizers, and how deep views nest.
    public static let maxViews = 64
    public static let maxRecognizers = 64
    public static let maxDepth = 16

    public init(views: [GestureView] = [], recognizers: [GestureRecognizer] = []) {
        self.views = views
        self.recognizers = recognizers
    }

    /// The arena on `device`'s portrait screen.
    public func arena(on device: Device) throws(GestureError) -> GestureArena {
        return try GestureArena(screen: device.portraitSize, views: views, recognizers: recognizers)
    }
}

/// The device's physical orientation as `UIDevice.current.orientation` reports it (docs/rules.md,
/// R18 and R28). Three of them are interface orientations; the others never turn an iPhone
/// app's interface.
public enum DeviceOrientation: String, Sendable, Equatable, Hashable, CaseIterable {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"
    case portraitUpsideDown = "portrait-upside-down"
    case faceUp = "face-up"
    case faceDown = "face-down"

    /// The device orientation that matches an interface orientation.
    public init(_ orientation: Orientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    /// The interface orientation the app takes when the device turns this way, or nil when the
    /// interface stays as it is (upside down, face up, face down).
    public var interface: Orientation? {
        switch self {
        case .portrait: .portrait
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .portraitUpsideDown, .faceUp, .faceDown: nil
        }
    }

}

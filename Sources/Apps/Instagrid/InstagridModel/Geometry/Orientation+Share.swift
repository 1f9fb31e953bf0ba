
extension Orientation {
    /// The direction of the share swipe: up in portrait, left in either landscape (R7).
    public var shareDirection: Direction { isLandscape ? .left : .up }
}

extension DeviceOrientation {
    /// The share direction when it follows the device (R28, `orientationSource: device`): left
    /// in either landscape, up otherwise.
    public var shareDirection: Direction {
        switch self {
        case .landscapeLeft, .landscapeRight: .left
        case .portrait, .portraitUpsideDown, .faceUp, .faceDown: .up
        }
    }
}

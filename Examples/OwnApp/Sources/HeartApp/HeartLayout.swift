import Devices

/// Where Heart's parts are on a device's screen, in points (portrait): the title bar, the
/// square photo, and the heart button with its caption under the photo.
public struct HeartLayout: Sendable, Equatable {
    /// The title's box, under the status bar.
    public var title: Rect
    /// The photo, as wide as the screen less a margin on each side.
    public var photo: Rect
    /// The heart button, under the photo's left edge.
    public var heart: Rect
    /// The caption's box, right of the heart button.
    public var caption: Rect

    /// The layout on `device`.
    public init(device: Device) {
        let screen = device.screenSize(.portrait)
        let top = device.safeInsets(.portrait).top
        let margin = 16.0
        title = Rect(x: 0, y: top, width: screen.width, height: 56)
        photo = Rect(x: margin, y: title.maxY, width: screen.width - 2 * margin, height: screen.width - 2 * margin)
        heart = Rect(x: margin, y: photo.maxY + 12, width: 44, height: 44)
        caption = Rect(x: heart.maxX + 12, y: heart.y, width: photo.maxX - heart.maxX - 12, height: heart.height)
    }

    /// What a finger at `point` is on: the photo, the heart button, or nothing.
    public func target(at point: Point) -> HeartTarget? {
        if photo.contains(point) { return .photo }
        if heart.contains(point) { return .heart }
        return nil
    }

    /// The frame of a target.
    public func frame(of target: HeartTarget) -> Rect {
        switch target {
        case .photo: photo
        case .heart: heart
        }
    }
}

/// What a finger can touch in Heart.
public enum HeartTarget: String, Sendable, Equatable, CaseIterable {
    case photo
    case heart
}

/// The interface orientation (docs/rules.md, "Devices and geometry").
public enum Orientation: String, Sendable, Equatable, Hashable, CaseIterable {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self != .portrait }
}

/// A swipe direction.
public enum Direction: String, Sendable, Equatable, Hashable, CaseIterable {
    case up, down, left, right

    /// The unit vector of the direction in screen coordinates (y grows downwards).
    public var unit: Point {
        switch self {
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        case .left: Point(x: -1, y: 0)
        case .right: Point(x: 1, y: 0)
        }
    }
}

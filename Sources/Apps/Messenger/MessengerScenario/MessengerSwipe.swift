import Devices
import MessengerModel

/// `swipe: { on: TARGET, to: left, distance: PT, duration: S }` (M12): a straight track at
/// constant speed from the target's centre, drawn as the harness draws every swipe.
public struct MessengerSwipe: Sendable, Equatable {
    /// Which way the finger moves.
    public enum Direction: String, Sendable, Equatable, CaseIterable {
        case left, right, up, down

        /// One point that way, in screen coordinates (y grows downwards).
        public var unit: Point {
            switch self {
            case .left: Point(x: -1, y: 0)
            case .right: Point(x: 1, y: 0)
            case .up: Point(x: 0, y: -1)
            case .down: Point(x: 0, y: 1)
            }
        }
    }

    /// Where the finger goes down: the centre of this target's frame.
    public var target: Target
    public var direction: Direction
    /// Points travelled, more than 0.
    public var distance: Double
    /// Seconds the track takes, more than 0.
    public var duration: Double

    public init(on target: Target, to direction: Direction, distance: Double, duration: Double) {
        self.target = target
        self.direction = direction
        self.distance = distance
        self.duration = duration
    }

    /// The end of the track that starts at `start`.
    public func end(from start: Point) -> Point {
        Point(x: start.x + direction.unit.x * distance, y: start.y + direction.unit.y * distance)
    }
}

/// A touch's velocity as M7 and M8 define it: the displacement between the touch's last two
/// samples at distinct times, the `ended` sample included, over their time apart. Samples at
/// the same instant as the last one replace it.
public struct VelocityTracker: Sendable, Equatable {
    public private(set) var last: Sample
    public private(set) var previous: Sample?

    /// One position of the touch and when.
    public struct Sample: Sendable, Equatable {
        public var point: Point
        public var time: Double
    }

    public init(point: Point, time: Double) {
        last = Sample(point: point, time: time)
    }

    /// Records where the touch is at `time`.
    public mutating func add(_ point: Point, at time: Double) {
        if time > last.time {
            previous = last
            last = Sample(point: point, time: time)
        } else {
            last.point = point
        }
    }

    /// Points per second along x and y, as the thresholds read them
    /// (``MessengerGestures/measured(_:)``); zero with a single instant.
    public var velocity: Point {
        guard let previous, last.time > previous.time else { return .zero }
        let elapsed = last.time - previous.time
        return Point(x: MessengerGestures.measured((last.point.x - previous.point.x) / elapsed),
                     y: MessengerGestures.measured((last.point.y - previous.point.y) / elapsed))
    }
}

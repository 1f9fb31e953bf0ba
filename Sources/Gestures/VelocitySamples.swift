import Devices
import VirtualClock

/// A pan's velocity from the positions of its touches (docs/gestures.md, "Velocity"): each
/// sample is the centroid's displacement between consecutive events at distinct times over their
/// time apart; the velocity is 0.2 × the latest + 0.8 × the previous sample, or the latest alone
/// when there is one, when the latest spans 0.1 s or more, or when the estimate is `latest`.
/// A position at the instant of the previous one replaces it.
struct VelocitySamples: Sendable, Equatable {
    private var older: Position?
    private var previous: Position?
    private var last: Position?

    private struct Position: Sendable, Equatable {
        var point: Point
        var time: Double
    }

    /// The span under which the previous sample still counts.
    static let window = 0.1

    /// Records where the centroid is at `time`.
    mutating func add(_ point: Point, at time: Double) {
        if let last, VirtualTime.snapped(last.time) == VirtualTime.snapped(time) {
            self.last?.point = point
            return
        }
        older = previous
        previous = last
        last = Position(point: point, time: time)
    }

    /// Forgets every position (a new gesture).
    mutating func reset() {
        self = VelocitySamples()
    }

    /// The velocity in points per second.
    func velocity(_ estimate: GestureRecognizer.Pan.VelocityEstimate) -> Point {
        guard let last, let previous else { return .zero }
        let span = last.time - previous.time
        guard span > 0 else { return .zero }
        let latest = Point(x: (last.point.x - previous.point.x) / span, y: (last.point.y - previous.point.y) / span)
        guard estimate == .blended, let older, span < Self.window - 1e-9 else { return latest }
        let before = previous.time - older.time
        guard before > 0 else { return latest }
        let earlier = Point(x: (previous.point.x - older.point.x) / before,
                            y: (previous.point.y - older.point.y) / before)
        return Point(x: 0.2 * latest.x + 0.8 * earlier.x, y: 0.2 * latest.y + 0.8 * earlier.y)
    }
}

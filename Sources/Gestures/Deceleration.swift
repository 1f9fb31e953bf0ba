/// A released scroll view's coast (M10), as UIScrollView's normal deceleration rate:
/// v(t) = v₀ · 0.998^(t in ms), so the offset moves by v₀ · (0.998^ms − 1) / (1000 · ln 0.998)
/// and stops when the speed falls below 5 pt/s.
///
/// Everything is computed with IEEE basic operations (+, −, ×, ÷) only, so every machine gets
/// the same offsets: 0.998^n for whole milliseconds by repeated squaring, the fraction of a
/// millisecond by a short series of e^(f · ln 0.998), and the stopping instant by bisection
/// rather than a platform logarithm.
public struct Deceleration: Sendable, Equatable {
    /// When the coast began, the offset then, and the content's velocity (pt/s, positive
    /// scrolling towards the end).
    public let start: Double
    public let from: Double
    public let velocity: Double
    /// Seconds until the speed falls below `stopSpeed` (0 when it starts below).
    public let duration: Double

    /// UIScrollView's `DecelerationRate.normal`, per millisecond.
    public static let rate: Double = 0.998
    /// ln 0.998, written out (it is a constant; no platform logarithm is asked).
    public static let logRate: Double = -0.0020020026706730793
    /// The speed below which the coast stops, in points per second.
    public static let stopSpeed: Double = 5

    public init(from offset: Double, velocity: Double, at time: Double) {
        start = time
        from = offset
        self.velocity = velocity
        let speed = abs(velocity)
        duration = speed < Self.stopSpeed ? 0 : Self.millisecondsUntil(factor: Self.stopSpeed / speed) / 1000
    }

    /// The offset at `time`: the coast's, or where it stopped.
    public func offset(at time: Double) -> Double {
        let elapsed = min(max(time - start, 0), duration)
        return from + velocity * (Self.power(milliseconds: elapsed * 1000) - 1) / (1000 * Self.logRate)
    }

    /// Where the coast stops.
    public var end: Double { offset(at: start + duration) }

    /// The velocity at `time`, in points per second.
    public func velocity(at time: Double) -> Double {
        let elapsed = min(max(time - start, 0), duration)
        return velocity * Self.power(milliseconds: elapsed * 1000)
    }

    /// Whether the coast is still moving at `time`.
    public func isMoving(at time: Double) -> Bool { time - start < duration }

    /// 0.998^ms for ms ≥ 0.
    public static func power(milliseconds ms: Double) -> Double {
        guard ms > 0 else { return 1 }
        // Beyond a minute the factor is far below any double's use here.
        let clamped = min(ms, 60_000)
        let whole = clamped.rounded(.down)
        var result = 1.0
        var base = rate
        var exponent = Int(whole)
        while exponent > 0 {
            if exponent & 1 == 1 { result *= base }
            base *= base
            exponent >>= 1
        }
        // e^x for |x| ≤ 0.002: five terms are exact to the last bit.
        let x = (clamped - whole) * logRate
        let fraction = 1 + x * (1 + x / 2 * (1 + x / 3 * (1 + x / 4 * (1 + x / 5))))
        return result * fraction
    }

    /// The milliseconds after which the factor 0.998^ms falls to `factor` (0 < factor ≤ 1).
    static func millisecondsUntil(factor: Double) -> Double {
        guard factor < 1, factor > 0 else { return 0 }
        var high = 1.0
        while power(milliseconds: high) > factor, high < 60_000 { high *= 2 }
        var low = 0.0
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if power(milliseconds: middle) > factor { low = middle } else { high = middle }
        }
        return high
    }
}

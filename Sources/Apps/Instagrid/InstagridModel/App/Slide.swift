
/// The grid's slide (R7, R9, R10): direction and length are fixed when the swipe is recognized.
public struct Slide: Sendable, Equatable {
    public enum Stage: Sendable, Equatable {
        /// Moving from zero to `vector` (phase sliding-out).
        case out
        /// Resting at `vector` (phases sharing and alert-less waiting).
        case parked
        /// Moving from `vector` back to zero (phase sliding-back).
        case back
    }

    /// The grid's offset at the end of the slide-out, in points.
    public var vector: Point
    public var stage: Stage
    /// When the current stage began (virtual seconds).
    public var start: Double
    /// How long the current stage lasts.
    public var duration: Double
    public var curve: TimingCurve
    /// The fraction the back stage starts from: 1 from the parked grid, less when the share
    /// sheet's handler runs during the slide-out (R24, R21).
    public var from: Double = 1

    public init(vector: Point, stage: Stage, start: Double, duration: Double, curve: TimingCurve) {
        self.vector = vector
        self.stage = stage
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// Fraction of the full vector at `time`: 0 at rest, 1 off screen.
    public func fraction(at time: Double) -> Double {
        let progress = duration > 0 ? (time - start) / duration : 1
        switch stage {
        case .out: return curve.value(at: progress)
        case .parked: return 1
        case .back: return from * (1 - curve.value(at: progress))
        }
    }

    /// The grid's offset at `time`.
    public func offset(at time: Double) -> Point {
        let f = fraction(at: time)
        // Adding +0 turns a −0 into +0, so a grid at rest prints as 0.
        return Point(x: vector.x * f + 0, y: vector.y * f + 0)
    }
}

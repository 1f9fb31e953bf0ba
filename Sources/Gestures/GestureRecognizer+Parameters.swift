import Devices

extension GestureRecognizer {
    /// A tap's parameters (docs/gestures.md lists each default with its source).
    public struct Tap: Sendable, Equatable {
        /// Taps to recognize (`numberOfTapsRequired`).
        public var taps: Int = 1
        /// Fingers of each tap (`numberOfTouchesRequired`).
        public var touches: Int = 1
        /// How far a finger may move, and a later tap begin, from where the first tap's first
        /// finger went down, in points.
        public var movement: Double = 45
        /// How long one tap's fingers may stay down, in seconds.
        public var duration: Double = 0.75
        /// How long after one tap ends the next must begin, in seconds.
        public var interval: Double = 0.35

        public init(taps: Int = 1, touches: Int = 1, movement: Double = 45, duration: Double = 0.75,
                    interval: Double = 0.35) {
            self.taps = taps
            self.touches = touches
            self.movement = movement
            self.duration = duration
            self.interval = interval
        }
    }

    /// A long press's parameters.
    public struct LongPress: Sendable, Equatable {
        /// How long the fingers must stay down, in seconds (`minimumPressDuration`).
        public var duration: Double = 0.5
        /// How far a finger may move before it begins, in points (`allowableMovement`).
        public var movement: Double = 10
        /// Fingers to hold down (`numberOfTouchesRequired`).
        public var touches: Int = 1

        public init(duration: Double = 0.5, movement: Double = 10, touches: Int = 1) {
            self.duration = duration
            self.movement = movement
            self.touches = touches
        }
    }

    /// A pan's parameters.
    public struct Pan: Sendable, Equatable {
        /// How its velocity is estimated from the samples of its touches.
        public enum VelocityEstimate: String, Sendable, Equatable, CaseIterable {
            /// 0.2 × the latest sample + 0.8 × the one before (UIKit's observed smoothing).
            case blended
            /// The latest sample alone.
            case latest
        }

        /// Fingers needed to begin (`minimumNumberOfTouches`).
        public var minimumTouches: Int = 1
        /// More fingers than this fail it while `possible` (`maximumNumberOfTouches`); nil for no limit.
        public var maximumTouches: Int?
        /// How far the fingers' centroid moves along x or y before it begins, in points.
        public var hysteresis: Double = 10
        /// How its velocity is estimated.
        public var velocityEstimate: VelocityEstimate = .blended
        /// The axes along which the hysteresis counts (a scroll view's pan: where it scrolls).
        public var axes: Axes = .both
        /// The directions it may begin in; empty for any. What a UIKit app says in its delegate's
        /// `gestureRecognizerShouldBegin` ("leftwards, more horizontal than vertical"), as data:
        /// at a move at which its hysteresis is reached, the centroid's displacement from where it
        /// started must be more along one of these directions than across it, or it does not
        /// begin at that move and waits for a later one, as an edge pan waits for a move away from
        /// its edge (docs/gestures.md, "Recognizers"). Displacements are read as its thresholds
        /// read them (``Measure/measured(_:)``).
        public var directions: [Direction] = []

        public init(minimumTouches: Int = 1, maximumTouches: Int? = nil, hysteresis: Double = 10,
                    velocityEstimate: VelocityEstimate = .blended, axes: Axes = .both, directions: [Direction] = []) {
            self.minimumTouches = minimumTouches
            self.maximumTouches = maximumTouches
            self.hysteresis = hysteresis
            self.velocityEstimate = velocityEstimate
            self.axes = axes
            self.directions = directions
        }

        /// Whether a displacement (dx, dy) is more along one of ``directions`` than across it
        /// (always, when none is listed).
        func allowsBeginning(dx: Double, dy: Double) -> Bool {
            guard !directions.isEmpty else { return true }
            return directions.contains { direction in
                let unit = direction.unit
                let along = dx * unit.x + dy * unit.y
                let across = abs(dx * unit.y - dy * unit.x)
                return along > across
            }
        }
    }

    /// A swipe's parameters: R14's rule along each allowed direction (docs/rules.md).
    public struct Swipe: Sendable, Equatable {
        /// The directions it recognizes (`direction`).
        public var directions: [Direction] = [.right]
        /// Fingers of the swipe (`numberOfTouchesRequired`); one more fails it.
        public var touches: Int = 1
        /// Movement from touch-down before it evaluates, in points.
        public var startDistance: Double = 10
        /// Movement along the direction needed at t = 0, in points.
        public var distance: Double = 50
        /// Movement across the direction allowed at t = 0, in points.
        public var acrossDistance: Double = 50
        /// Movement against the direction that fails it, in points.
        public var againstDistance: Double = 10
        /// Seconds after touch-down when it fails.
        public var maximumDuration: Double = 0.5
        /// The along factor f = 1 − t·(1 − rate), t capped at the maximum duration.
        public var distanceRate: Double = 0.06
        /// The across factor g = 1 − t·(1 − rate).
        public var acrossRate: Double = 0.02

        public init(directions: [Direction] = [.right], touches: Int = 1) {
            self.directions = directions
            self.touches = touches
        }

        /// f at `elapsed` seconds since touch-down.
        public func alongFactor(_ elapsed: Double) -> Double {
            1 - min(elapsed, maximumDuration) * (1 - distanceRate)
        }

        /// g at `elapsed` seconds since touch-down.
        public func acrossFactor(_ elapsed: Double) -> Double {
            1 - min(elapsed, maximumDuration) * (1 - acrossRate)
        }
    }

    /// A screen-edge pan's parameters.
    public struct EdgePan: Sendable, Equatable {
        /// The edges a touch may begin at (`edges`).
        public var edges: [Edge] = [.left]
        /// How close to an edge a touch must begin, in points.
        public var region: Double = 13
        /// How far the touch moves away from the edge, more than along it, before it begins.
        public var hysteresis: Double = 15
        /// Seconds after touch-down by which it must have begun; nil for no limit.
        public var within: Double? = 0.25
        /// How its velocity is estimated.
        public var velocityEstimate: Pan.VelocityEstimate = .blended

        public init(edges: [Edge] = [.left], region: Double = 13, hysteresis: Double = 15, within: Double? = 0.25,
                    velocityEstimate: Pan.VelocityEstimate = .blended) {
            self.edges = edges
            self.region = region
            self.hysteresis = hysteresis
            self.within = within
            self.velocityEstimate = velocityEstimate
        }
    }

    /// A pinch's parameters.
    public struct Pinch: Sendable, Equatable {
        /// How much the fingers' distance changes before it begins, in points.
        public var hysteresis: Double = 8

        public init(hysteresis: Double = 8) {
            self.hysteresis = hysteresis
        }
    }

    /// A rotation's parameters.
    public struct Rotation: Sendable, Equatable {
        /// How far the line between the fingers turns before it begins, in radians (the
        /// harness's choice, docs/gestures.md).
        public var hysteresis: Double = 0.05

        public init(hysteresis: Double = 0.05) {
            self.hysteresis = hysteresis
        }
    }

    /// The axes a pan's hysteresis counts along.
    public enum Axes: String, Sendable, Equatable, CaseIterable {
        case horizontal, vertical, both
    }

    /// An edge of the screen.
    public enum Edge: String, Sendable, Equatable, CaseIterable {
        case left, right, top, bottom
    }
}

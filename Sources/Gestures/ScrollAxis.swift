import VirtualClock

/// One axis of a scroll view's offset (docs/gestures.md, "The scroll view"): at rest, following
/// a finger, coasting after a release, returning from past an end, or settling on a page. The
/// offset at any instant is a function of the motion, so drawing and hit-testing read it at any
/// time without timers.
public struct ScrollAxis: Sendable, Equatable {
    /// What the content does along the axis.
    public enum Motion: Sendable, Equatable {
        case resting
        /// Following a finger; the offset changes at each of its moves.
        case dragging
        /// Coasting after a release, stopped at the ends.
        case decelerating(Deceleration)
        /// Returning to an end after a release past it, or settling on a page: from one offset
        /// to another over a duration, ease-out.
        case settling(from: Double, to: Double, start: Double, duration: Double)
    }

    /// The offset when the motion began, or the current one while resting or dragging.
    public var offset: Double
    public var motion: Motion
    /// The largest offset: the content's size less the view's (0 when it does not scroll).
    public var maxOffset: Double
    /// The view's size along the axis: the rubber band's dimension and a page's size.
    public var dimension: Double
    /// Whether it scrolls, and bounces, even when the content is not larger than the view
    /// (UIKit's `alwaysBounceVertical` and `alwaysBounceHorizontal`).
    public var alwaysBounces: Bool

    /// How long a release past an end takes to return (0.4 s), and a page to settle (0.3 s).
    public static let returnDuration = RubberBand.returnDuration
    public static let pageDuration = 0.3
    /// The speed from which a paging release goes to the next page in its direction, pt/s.
    public static let pageFlickSpeed = 300.0

    public init(offset: Double = 0, maxOffset: Double, dimension: Double, alwaysBounces: Bool = false) {
        self.offset = offset
        self.motion = .resting
        self.maxOffset = max(maxOffset, 0)
        self.dimension = dimension
        self.alwaysBounces = alwaysBounces
    }

    /// Whether the content moves along this axis: it is larger than the view, or always bounces.
    public var scrolls: Bool { maxOffset > 0 || alwaysBounces }

    /// The offset at `time`.
    public func offset(at time: Double) -> Double {
        switch motion {
        case .resting, .dragging:
            return offset
        case .decelerating(let coast):
            return min(max(coast.offset(at: time), 0), maxOffset)
        case let .settling(from, to, start, duration):
            let progress = duration > 0 ? (time - start) / duration : 1
            return to + (from - to) * (1 - RubberBand.returnCurve.value(at: progress))
        }
    }

    /// Whether the content moves on its own at `time`.
    public func isMoving(at time: Double) -> Bool {
        switch motion {
        case .resting, .dragging:
            return false
        case .decelerating(let coast):
            let current = offset(at: time)
            return coast.isMoving(at: time) && current > 0 && current < maxOffset
        case let .settling(_, _, start, duration):
            return time - start < duration
        }
    }

    /// Stops where it is at `time`.
    mutating func stop(at time: Double) {
        offset = offset(at: time)
        motion = .resting
    }

    /// The raw offset a drag starts from: past an end, the drag the rubber band shows as the
    /// current overscroll.
    func rawOffset() -> Double {
        RubberBand.raw(shown: offset, maxOffset: maxOffset, dimension: dimension)
    }

    /// Follows a finger: `raw` is the offset the drag asks for, resisted past the ends.
    mutating func drag(to raw: Double) {
        motion = .dragging
        offset = RubberBand.offset(raw: raw, maxOffset: maxOffset, dimension: dimension)
    }

    /// The finger let go with the content moving at `velocity` (pt/s, positive towards the end).
    mutating func release(velocity: Double, paging: Bool, at time: Double) {
        if paging {
            settle(to: page(for: velocity), duration: Self.pageDuration, at: time)
        } else if offset < 0 || offset > maxOffset {
            settle(to: offset < 0 ? 0 : maxOffset, duration: Self.returnDuration, at: time)
        } else if abs(velocity) >= Deceleration.stopSpeed {
            motion = .decelerating(Deceleration(from: offset, velocity: velocity, at: time))
        } else {
            motion = .resting
        }
    }

    private mutating func settle(to target: Double, duration: Double, at time: Double) {
        if target == offset {
            motion = .resting
        } else {
            motion = .settling(from: offset, to: target, start: time, duration: duration)
        }
    }

    /// The page a paging release settles on: the next one in the direction of a fast release,
    /// else the nearest; pages are at multiples of the view's size, the last at the end.
    func page(for velocity: Double) -> Double {
        guard dimension > 0, maxOffset > 0 else { return 0 }
        let position = offset / dimension
        let index: Double
        if Measure.measured(abs(velocity)) >= Self.pageFlickSpeed {
            index = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        let lastIndex = (maxOffset / dimension).rounded(.up)
        return min(min(max(index, 0), lastIndex) * dimension, maxOffset)
    }
}

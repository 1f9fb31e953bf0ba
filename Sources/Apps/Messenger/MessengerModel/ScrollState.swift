import Gestures

/// One scroll view's position (M10): at rest, following a finger, coasting after a release,
/// or returning from past an end. `offset(at:)` gives the content offset at any instant for
/// drawing and hit-testing; the model changes it only at inputs.
public struct ScrollState: Sendable, Equatable {
    /// What the content is doing.
    public enum Motion: Sendable, Equatable {
        case resting
        /// Following a finger; `offset` is updated at each move.
        case dragging
        /// Coasting after a release, clamped to the ends (a coast that reaches an end stops
        /// there).
        case decelerating(Deceleration, maxOffset: Double)
        /// Returning to an end after an overscrolled release (0.4 s, ease-out).
        case returning(from: Double, to: Double, start: Double)
    }

    /// The offset when the motion began, or the current one while resting or dragging
    /// (content scrolled up by this much; 0 shows the top).
    public var offset: Double
    public var motion: Motion

    public init(offset: Double = 0) {
        self.offset = offset
        motion = .resting
    }

    /// The content offset at `time`.
    public func offset(at time: Double) -> Double {
        switch motion {
        case .resting, .dragging:
            return offset
        case let .decelerating(coast, maxOffset):
            return min(max(coast.offset(at: time), 0), max(maxOffset, 0))
        case let .returning(from, to, start):
            let progress = (time - start) / RubberBand.returnDuration
            return to + (from - to) * (1 - RubberBand.returnCurve.value(at: progress))
        }
    }

    /// Whether the content moves on its own at `time` (a touch then only stops it).
    public func isMoving(at time: Double) -> Bool {
        switch motion {
        case .resting, .dragging:
            return false
        case let .decelerating(coast, maxOffset):
            let current = offset(at: time)
            return coast.isMoving(at: time) && current > 0 && current < max(maxOffset, 0)
        case let .returning(_, _, start):
            return time - start < RubberBand.returnDuration
        }
    }

    /// Stops any motion where it is at `time` (a touch down on the view, or a finished motion).
    public mutating func stop(at time: Double) {
        offset = offset(at: time)
        motion = .resting
    }

    /// The finger let go with the content moving at `velocity` (pt/s, positive towards the
    /// end): return from past an end, else coast.
    public mutating func release(velocity: Double, maxOffset: Double, at time: Double) {
        let end = max(maxOffset, 0)
        if offset < 0 || offset > end {
            motion = .returning(from: offset, to: offset < 0 ? 0 : end, start: time)
        } else if abs(velocity) >= Deceleration.stopSpeed {
            motion = .decelerating(Deceleration(from: offset, velocity: velocity, at: time), maxOffset: end)
        } else {
            motion = .resting
        }
    }

    /// Keeps a resting offset within 0…`maxOffset` (after the content shrank).
    public mutating func clamp(maxOffset: Double, at time: Double) {
        stop(at: time)
        offset = min(max(offset, 0), max(maxOffset, 0))
    }
}

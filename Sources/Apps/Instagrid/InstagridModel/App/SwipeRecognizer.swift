
/// The share-swipe recognizer of R14, modelled on UIKit's `UISwipeGestureRecognizer`.
/// A value: the reducer feeds it touches and reads back what it decided.
public struct SwipeRecognizer: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        /// No touch is down.
        case ready
        /// Tracking one touch that may become a swipe.
        case possible(touch: Int, start: Point, startTime: Double)
        /// This gesture cannot be a swipe any more; waits for every touch to lift.
        case failed
        /// Recognized; waits for every touch to lift.
        case recognized
    }

    /// What one touch event did to the recognizer.
    public enum Decision: Sendable, Equatable {
        case none
        case recognized(Direction)
        case failed(SwipeFailure)
    }

    public private(set) var state: State = .ready

    public init() {}

    /// A touch went down; `touchesDown` counts the touches down before this one.
    public mutating func touchBegan(id: Int, at point: Point, time: Double, touchesDown: Int) -> Decision {
        switch state {
        case .ready where touchesDown == 0:
            state = .possible(touch: id, start: point, startTime: time)
            return .none
        case .possible:
            state = .failed
            return .failed(.secondTouch)
        default:
            return .none
        }
    }

    /// A touch moved. Checks run in R14's order.
    public mutating func touchMoved(id: Int, to point: Point, time: Double, direction: Direction,
                                    constants: GestureConstants) -> Decision {
        guard case let .possible(touch, start, startTime) = state, touch == id else { return .none }
        let dx = point.x - start.x
        let dy = point.y - start.y
        let minimum = constants.swipeStartDistance
        guard dx * dx + dy * dy >= minimum * minimum else { return .none }
        let elapsed = time - startTime
        let unit = direction.unit
        let along = dx * unit.x + dy * unit.y
        let across = abs(dx * unit.y - dy * unit.x)
        if elapsed > constants.swipeMaxDuration {
            state = .failed
            return .failed(.tooSlow(elapsed: elapsed))
        }
        if -along > constants.swipeAgainstDistance {
            state = .failed
            return .failed(.againstDirection(direction, distance: -along))
        }
        let acrossLimit = constants.swipeAcrossDistance * constants.acrossFactor(elapsed)
        if across > acrossLimit {
            state = .failed
            return .failed(.acrossDirection(distance: across, limit: acrossLimit))
        }
        if along >= constants.swipeDistance * constants.alongFactor(elapsed) {
            state = .recognized
            return .recognized(direction)
        }
        return .none
    }

    /// A touch lifted or was cancelled; `touchesLeft` counts the touches still down after it.
    public mutating func touchEnded(id: Int, cancelled: Bool, touchesLeft: Int) -> Decision {
        var decision = Decision.none
        if case let .possible(touch, _, _) = state, touch == id {
            state = .failed
            decision = .failed(cancelled ? .cancelled : .endedBeforeRecognized)
        }
        if touchesLeft == 0 { state = .ready }
        return decision
    }
}

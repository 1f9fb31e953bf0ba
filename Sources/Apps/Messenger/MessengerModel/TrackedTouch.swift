/// One finger that is down, from its first sample: where it began, what it may still become
/// (a tap on the target it began on, or one of the pans that may start from it), and what it
/// became.
public struct TrackedTouch: Sendable, Equatable {
    /// What the touch is for now.
    public enum Role: Sendable, Equatable {
        /// A tap on `target` or a pan may still come of it.
        case possible
        /// A recognized pan owns it; its tap is cancelled (R13).
        case pan(Pan)
        /// It only closes an open row, stops a moving list, or lands where nothing answers:
        /// it does nothing more.
        case spent
    }

    /// The pans of M7, M8 and M10.
    public enum Pan: Sendable, Equatable {
        case edgePop
        /// A row of Chats, by index from 0, dragged from its offset `from`.
        case rowSwipe(Int)
        /// A list dragged from offset `from`, with the finger at `anchorY` then.
        case scroll(ScrollArea, from: Double, anchorY: Double)
    }

    public var id: Int
    public var start: Point
    public var startTime: Double
    public var samples: VelocityTracker
    /// What a tap would fire: the target the touch began on.
    public var target: Target?
    public var role: Role = .possible
    /// The pans this touch may still start, decided when it began.
    public var mayEdgePop = false
    public var mayRowSwipe: Int?
    public var mayScroll: ScrollArea?

    public init(id: Int, at point: Point, time: Double, target: Target?) {
        self.id = id
        start = point
        startTime = time
        samples = VelocityTracker(point: point, time: time)
        self.target = target
    }

    /// The displacement from where the touch began to its last sample, as the thresholds read
    /// it (``MessengerGestures/measured(_:)``).
    public var displacement: Point {
        Point(x: MessengerGestures.measured(samples.last.point.x - start.x),
              y: MessengerGestures.measured(samples.last.point.y - start.y))
    }

    /// The pan this touch starts with its last move, if any, in priority order: the edge pop
    /// (right 10 pt, more horizontal than vertical), a row's swipe (left 10 pt, more horizontal
    /// than vertical), a list's scroll (10 pt vertically, at least as vertical as horizontal).
    public func recognizedPan(scrollOffset: (ScrollArea) -> Double) -> Pan? {
        let d = displacement
        let threshold = MessengerGestures.panThreshold
        if mayEdgePop, d.x >= threshold, d.x > abs(d.y) { return .edgePop }
        if let row = mayRowSwipe, -d.x >= threshold, -d.x > abs(d.y) { return .rowSwipe(row) }
        if let area = mayScroll, abs(d.y) >= threshold, abs(d.y) >= abs(d.x) {
            return .scroll(area, from: scrollOffset(area), anchorY: samples.last.point.y)
        }
        return nil
    }
}

/// The scroll views of M10.
public enum ScrollArea: String, Sendable, Equatable, Hashable {
    case chats, results, chat, profile
}

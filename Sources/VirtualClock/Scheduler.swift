import HeapModule

/// Virtual time and the timers pending on it, like swift-nio's `EmbeddedEventLoop`: a deadline
/// heap, ties fired in the order they were scheduled, and time that moves only when told
/// (docs/architecture.md, "One clock").
///
/// A timer is a value (an app's `Timer` type, or a world's), so a run is data from end to end.
/// Scheduling a timer that is pending replaces it; cancelling one that is not pending does
/// nothing.
public struct Scheduler<Timer: Hashable & Sendable>: Sendable {
    /// The virtual time, in seconds. It never goes backwards.
    public private(set) var now: Double

    private var deadlines = Heap<Deadline>()
    /// The sequence number of each timer's live deadline; older ones in the heap are stale.
    private var live: [Timer: UInt64] = [:]
    private var sequence: UInt64 = 0

    /// A scheduler at `now` with nothing pending.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Fires `timer` at `time`, replacing any pending deadline of it. A time already past fires
    /// at the next `popDue(notAfter:)`, without moving the clock back. Deadlines are ordered, and
    /// compared with the time `popDue(notAfter:)` is given, on the clock's nanosecond grid
    /// (``VirtualTime``): two that are the same instant fire in the order they were scheduled.
    public mutating func schedule(_ timer: Timer, at time: Double) {
        sequence += 1
        live[timer] = sequence
        deadlines.insert(Deadline(time: time, instant: VirtualTime.snapped(time), sequence: sequence, timer: timer))
    }

    /// Fires `timer` `delay` seconds from now, replacing any pending deadline of it.
    public mutating func schedule(_ timer: Timer, after delay: Double) {
        schedule(timer, at: now + delay)
    }

    /// Drops `timer` if it is pending.
    public mutating func cancel(_ timer: Timer) {
        live[timer] = nil
    }

    /// Whether `timer` is pending.
    public func isPending(_ timer: Timer) -> Bool {
        live[timer] != nil
    }

    /// The time of the next pending timer, if any.
    public var nextDeadline: Double? {
        var copy = deadlines
        while let next = copy.popMin() {
            if live[next.timer] == next.sequence { return next.time }
        }
        return nil
    }

    /// The next timer due at or before `time`, taken off the heap, with the clock moved to its
    /// deadline; nil when none is due (the clock does not move).
    public mutating func popDue(notAfter time: Double) -> Timer? {
        let instant = VirtualTime.snapped(time)
        while let next = deadlines.min, next.instant <= instant {
            _ = deadlines.popMin()
            guard live[next.timer] == next.sequence else { continue }
            live[next.timer] = nil
            if next.time > now { now = next.time }
            return next.timer
        }
        return nil
    }

    /// The next timer due before `time`, or at `time` unless `isDeferred` says it waits for the
    /// inputs of that instant (docs/gestures.md, "Order": a gesture's timers fire after the
    /// touches at their instant). Deferred timers stay pending in their order.
    public mutating func popDue(notAfter time: Double, deferring isDeferred: (Timer) -> Bool) -> Timer? {
        let instant = VirtualTime.snapped(time)
        var deferred: [Deadline] = []
        defer { for deadline in deferred { deadlines.insert(deadline) } }
        while let next = deadlines.min, next.instant <= instant {
            _ = deadlines.popMin()
            guard live[next.timer] == next.sequence else { continue }
            if next.instant == instant, isDeferred(next.timer) {
                deferred.append(next)
                continue
            }
            live[next.timer] = nil
            if next.time > now { now = next.time }
            return next.timer
        }
        return nil
    }

    /// Moves the clock to `time` without firing anything: call it once `popDue(notAfter:)`
    /// returns nil. Time never goes backwards.
    public mutating func move(to time: Double) {
        if time > now { now = time }
    }

    /// A pending timer on the virtual clock.
    private struct Deadline: Comparable, Sendable {
        /// The time asked for, which the clock moves to when it fires.
        var time: Double
        /// `time` on the grid, which orders deadlines.
        var instant: Double
        var sequence: UInt64
        var timer: Timer

        static func == (a: Deadline, b: Deadline) -> Bool {
            a.instant == b.instant && a.sequence == b.sequence
        }

        static func < (a: Deadline, b: Deadline) -> Bool {
            (a.instant, a.sequence) < (b.instant, b.sequence)
        }
    }
}

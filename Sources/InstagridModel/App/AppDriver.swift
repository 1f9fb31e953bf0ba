import HeapModule

/// Runs the reducer on a virtual clock: sends inputs at given times, runs the effects it
/// returns, and fires scheduled timers in deadline order (time, then order of scheduling), like
/// NIO's `EmbeddedEventLoop`.
public struct AppDriver: Sendable {
    public private(set) var state: AppState
    /// One entry per input, when `isTracing`.
    public private(set) var trace: [TraceEntry] = []
    /// Whether `trace` is kept (off for benchmarks).
    public var isTracing: Bool

    private var deadlines = Heap<Deadline>()
    /// The sequence number of each timer's live deadline; older ones in the heap are stale.
    private var live: [AppTimer: UInt64] = [:]
    private var sequence: UInt64 = 0

    public init(state: AppState, isTracing: Bool = true) {
        self.state = state
        self.isTracing = isTracing
    }

    /// The virtual time.
    public var now: Double { state.now }

    /// Moves the clock to `time`, firing every timer due by then. Time never goes backwards.
    public mutating func advance(to time: Double) {
        while let next = deadlines.min, next.time <= time {
            _ = deadlines.popMin()
            guard live[next.timer] == next.sequence else { continue }
            live[next.timer] = nil
            if next.time > state.now { state.now = next.time }
            run(.timerFired(next.timer))
        }
        if time > state.now { state.now = time }
    }

    /// Advances the clock to `time`, then sends `action`.
    public mutating func send(_ action: AppAction, at time: Double) {
        advance(to: time)
        run(action)
    }

    /// Sends `action` now.
    public mutating func send(_ action: AppAction) {
        run(action)
    }

    /// The time of the next pending timer, if any.
    public var nextDeadline: Double? {
        var copy = deadlines
        while let next = copy.popMin() {
            if live[next.timer] == next.sequence { return next.time }
        }
        return nil
    }

    private mutating func run(_ action: AppAction) {
        let effects = state.reduce(action)
        var events: [AppEvent] = []
        for effect in effects {
            switch effect {
            case let .schedule(timer, delay):
                sequence += 1
                live[timer] = sequence
                deadlines.insert(Deadline(time: state.now + delay, sequence: sequence, timer: timer))
            case .log(let event):
                if isTracing { events.append(event) }
            case .cancel(let timer):
                live[timer] = nil
            }
        }
        if isTracing {
            trace.append(TraceEntry(time: state.now, action: action, events: events, phase: state.phase))
        }
    }
}

/// A pending timer on the virtual clock.
struct Deadline: Comparable, Sendable {
    var time: Double
    var sequence: UInt64
    var timer: AppTimer

    static func < (a: Deadline, b: Deadline) -> Bool {
        (a.time, a.sequence) < (b.time, b.sequence)
    }
}

/// One input in the trace: when, what, what the app did, and the phase after it.
public struct TraceEntry: Sendable, Equatable {
    public var time: Double
    public var action: AppAction
    public var events: [AppEvent]
    public var phase: Phase

    /// Whether the app ignored the input.
    public var isIgnored: Bool { events.contains { $0.isIgnored } }
}

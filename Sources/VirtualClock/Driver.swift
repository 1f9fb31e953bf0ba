/// Runs an app's reducer on the virtual clock: sends inputs at given times, runs the effects it
/// returns, and fires the timers it scheduled in deadline order (time, then order of
/// scheduling) on one ``Scheduler``.
public struct Driver<Model: AppModel>: Sendable {
    public private(set) var state: Model
    /// One entry per input, when `isTracing`.
    public private(set) var trace: [TraceEntry<Model>] = []
    /// Whether `trace` is kept (off for benchmarks and timelines). The model is told
    /// (``AppModel/traceKept(_:)``).
    public var isTracing: Bool {
        didSet { state.traceKept(isTracing) }
    }

    private var scheduler: Scheduler<Model.Timer>

    public init(state: Model, isTracing: Bool = true) {
        self.state = state
        self.isTracing = isTracing
        self.scheduler = Scheduler(now: state.now)
        self.state.traceKept(isTracing)
    }

    /// The virtual time.
    public var now: Double { state.now }

    /// Moves the clock to `time`, firing every timer due by then. Time never goes backwards.
    public mutating func advance(to time: Double) {
        while let timer = scheduler.popDue(notAfter: time) {
            if scheduler.now > state.now { state.now = scheduler.now }
            run(Model.action(firing: timer))
        }
        scheduler.move(to: time)
        if time > state.now { state.now = time }
    }

    /// Advances the clock to `time`, then sends `action`. Timers due at `time` fire before it,
    /// but those the model says fire after the inputs of their instant
    /// (``AppModel/firesAfterInputs(_:)``, a gesture's timers) fire after it.
    public mutating func send(_ action: Model.Action, at time: Double) {
        advance(toInputAt: time)
        run(action)
    }

    /// Moves the clock to `time` as an input at `time` would, firing every timer due by then but
    /// those that fire after the inputs of their instant (``AppModel/firesAfterInputs(_:)``) due
    /// at `time`, which stay pending: an input sent next at `time` comes before them, and
    /// ``advance(to:)`` fires them.
    public mutating func advance(toInputAt time: Double) {
        while let timer = scheduler.popDue(notAfter: time, deferring: Model.firesAfterInputs) {
            if scheduler.now > state.now { state.now = scheduler.now }
            run(Model.action(firing: timer))
        }
        scheduler.move(to: time)
        if time > state.now { state.now = time }
    }

    /// Sends `action` now.
    public mutating func send(_ action: Model.Action) {
        run(action)
    }

    /// The time of the next pending timer, if any.
    public var nextDeadline: Double? { scheduler.nextDeadline }

    private mutating func run(_ action: Model.Action) {
        scheduler.move(to: state.now)
        var effects = state.reduce(action)
        var events: [Model.Event] = []
        // Taken out in order, each moved rather than copied.
        effects.reverse()
        while let effect = effects.popLast() {
            switch effect {
            case let .schedule(timer, delay):
                scheduler.schedule(timer, at: state.now + delay)
            case .log(let event):
                if isTracing { events.append(event) }
            case .cancel(let timer):
                scheduler.cancel(timer)
            }
        }
        if isTracing {
            trace.append(TraceEntry(time: state.now, action: action, events: events, summary: state.summary))
        }
    }
}

/// One input in a trace: when, what, what the app did, and what the state showed after it.
public struct TraceEntry<Model: AppModel>: Sendable, Equatable {
    public var time: Double
    public var action: Model.Action
    public var events: [Model.Event]
    /// The state's ``AppModel/summary`` after the input.
    public var summary: Model.Summary

    public init(time: Double, action: Model.Action, events: [Model.Event], summary: Model.Summary) {
        self.time = time
        self.action = action
        self.events = events
        self.summary = summary
    }
}

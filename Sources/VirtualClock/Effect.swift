/// Work a reducer asks its driver to do, as plain data: timers on the virtual clock, and what
/// to write in the trace.
public enum Effect<Timer: Hashable & Sendable, Event: Sendable & Equatable>: Sendable, Equatable {
    /// Fire `timer` after `delay` seconds of virtual time (replacing any pending one).
    case schedule(Timer, after: Double)
    /// Record what the app did with the input, for the trace.
    case log(Event)
    /// Drop `timer` if it is pending.
    case cancel(Timer)
}

import Gestures

/// Instagrid on the harness's virtual clock: its reducer run by the one `Driver`.
public typealias AppDriver = Driver<AppState>

/// One Instagrid input in the trace: when, what, what the app did, and the phase after it.
public typealias AppTraceEntry = TraceEntry<AppState>

extension AppState: AppModel {
    public static func action(firing timer: AppTimer) -> AppAction { .timerFired(timer) }

    /// The trace shows the phase after each input.
    public var summary: Phase { phase }

    /// The arena's history is kept while the driver keeps a trace (``gestureHistory``); nothing
    /// else changes with it.
    public mutating func traceKept(_ isKept: Bool) {
        if !isKept {
            kept.history = nil
        } else if kept.history == nil {
            kept.history = GestureHistory()
        }
    }

    /// What happened on the arena (``arena``) since the trace was kept, in order: the touches
    /// handed to it and what it reported; nil while no trace is kept. Never part of the state's
    /// equality.
    public var gestureHistory: GestureHistory? { kept.history }
}

extension TraceEntry where Model == AppState {
    /// The phase after the input.
    public var phase: Phase { summary }

    /// Whether the app ignored the input.
    public var isIgnored: Bool { events.contains { $0.isIgnored } }
}

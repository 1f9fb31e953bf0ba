
/// Instagrid on the harness's virtual clock: its reducer run by the one `Driver`.
public typealias AppDriver = Driver<AppState>

/// One Instagrid input in the trace: when, what, what the app did, and the phase after it.
public typealias AppTraceEntry = TraceEntry<AppState>

extension AppState: AppModel {
    public static func action(firing timer: AppTimer) -> AppAction { .timerFired(timer) }

    /// The trace shows the phase after each input.
    public var summary: Phase { phase }
}

extension TraceEntry where Model == AppState {
    /// The phase after the input.
    public var phase: Phase { summary }

    /// Whether the app ignored the input.
    public var isIgnored: Bool { events.contains { $0.isIgnored } }
}

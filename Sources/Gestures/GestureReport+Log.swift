import VirtualClock

extension GestureArena {
    /// A report as the log shows it (docs/gestures.md, "The log"): `"NAME STATE"` for a
    /// recognizer's transition, `"VIEW began"` for a phase a view received, `"VIEW
    /// touch-up-inside"` for a control event; nil for what the log leaves out (a recognizer
    /// returning to `possible`, waiting, timers).
    public func logEntry(for report: GestureReport) -> String? {
        switch report {
        case let .recognizer(id, state):
            state == .possible ? nil : "\(recognizers[id].name) \(state.rawValue)"
        case let .delivered(view, _, phase):
            "\(views[view].name) \(phase.rawValue)"
        case let .control(view, event):
            "\(views[view].name) \(event.rawValue)"
        case .waiting, .schedule, .cancel:
            nil
        }
    }
}

extension Sequence where Element == GestureReport {
    /// The timers of these reports as effects on an app's clock, each wrapped in the app's own
    /// timer type (the arena's timers fire after the touches of their instant:
    /// `AppModel.firesAfterInputs(_:)`).
    public func timerEffects<Timer, Event>(_ wrap: (GestureTimer) -> Timer) -> [Effect<Timer, Event>] {
        compactMap { report in
            switch report {
            case let .schedule(timer, delay): .schedule(wrap(timer), after: delay)
            case let .cancel(timer): .cancel(wrap(timer))
            default: nil
            }
        }
    }
}

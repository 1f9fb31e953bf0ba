import InstagridModel
import InstagridScenario
import VirtualClock

/// Replays a run's timeline on a fresh driver and checks invariants after every input, timers
/// included: the inputs are the ones the scenario runner sent, so the states are the run's.
package enum CheckedReplay {
    /// The replay's trace, and the first invariant that failed, if any.
    package static func check(_ timeline: Timeline<AppState>, invariants: [Invariant]) -> (trace: [AppTraceEntry], violation: Violation?) {
        var driver = AppDriver(state: timeline.initial)
        /// Moves the driver by `move` and checks the input(s) it traced.
        func step(_ move: (inout AppDriver) -> Void) -> Violation? {
            let before = driver.state
            let first = driver.trace.count
            move(&driver)
            for index in first..<driver.trace.count {
                let transition = Transition(index: index + 1, before: before, entry: driver.trace[index],
                                            after: driver.state)
                for invariant in invariants {
                    if let message = invariant.check(transition) {
                        return Violation(invariant: invariant.name, rules: invariant.rules, message: message,
                                         input: index + 1, time: transition.entry.time,
                                         action: transition.action.summary)
                    }
                }
            }
            return nil
        }
        /// Fires, one deadline at a time, the timers due by `time` (on the clock's grid, as the
        /// driver decides what is due).
        func fireTimers(dueBy time: Double) -> Violation? {
            while let deadline = driver.nextDeadline, VirtualTime.snapped(deadline) <= VirtualTime.snapped(time) {
                if let violation = step({ $0.advance(to: deadline) }) { return violation }
            }
            return nil
        }
        for input in timeline.inputs {
            if let violation = fireTimers(dueBy: input.time) { return (driver.trace, violation) }
            if let violation = step({ $0.send(input.action, at: input.time) }) { return (driver.trace, violation) }
        }
        if let violation = fireTimers(dueBy: timeline.end) { return (driver.trace, violation) }
        driver.advance(to: timeline.end)
        return (driver.trace, nil)
    }
}

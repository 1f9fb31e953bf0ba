import VirtualClock

extension Timeline {
    /// The first of `invariants` this run breaks (docs/explore.md): those checked at every input
    /// after each input and after each instant at which timers fire (timers due at an input's
    /// instant that fire before it are an instant of their own), in the run's order; those
    /// checked at rest on the state at the run's end, every timer due by then fired. Nil when
    /// every one holds.
    public func firstViolation(of invariants: [AppInvariant<Model>]) -> InvariantViolation? {
        let everyInput = invariants.filter { $0.moment == .everyInput }
        let judgesInputs = everyInput.contains { $0.input != nil }
        var driver = Driver(state: initial, isTracing: judgesInputs)
        func step(_ event: (inout Driver<Model>) -> Void) -> InvariantViolation? {
            let checkpoints = everyInput.map { $0.input == nil ? $0.checkpoint(driver.state) : 0 }
            let before: Model? = judgesInputs ? driver.state : nil
            let traced = driver.trace.count
            event(&driver)
            for (invariant, checkpoint) in zip(everyInput, checkpoints) {
                if let input = invariant.input {
                    guard let before else { continue }
                    for entry in driver.trace[traced...] {
                        if let detail = input(before, entry, driver.state) {
                            return InvariantViolation(invariant: invariant.name, detail: detail, time: driver.now)
                        }
                    }
                } else if let detail = invariant.check(before: checkpoint, after: driver.state) {
                    return InvariantViolation(invariant: invariant.name, detail: detail, time: driver.now)
                }
            }
            return nil
        }
        for input in inputs {
            let instant = VirtualTime.snapped(input.time)
            // Timers due before the input, an instant at a time; then those due at its instant
            // that fire before it, as sending it fires them.
            while let deadline = driver.nextDeadline, VirtualTime.snapped(deadline) < instant {
                if let violation = step({ $0.advance(to: deadline) }) { return violation }
            }
            if let deadline = driver.nextDeadline, VirtualTime.snapped(deadline) == instant {
                if let violation = step({ $0.advance(toInputAt: input.time) }) { return violation }
            }
            if let violation = step({ $0.send(input.action, at: input.time) }) { return violation }
        }
        while let deadline = driver.nextDeadline, VirtualTime.snapped(deadline) <= VirtualTime.snapped(end) {
            if let violation = step({ $0.advance(to: deadline) }) { return violation }
        }
        driver.advance(to: end)
        return AppInvariant.firstViolation(of: invariants, atRest: driver.state, time: driver.now)
    }
}

import VirtualClock

extension Timeline {
    /// The first of `invariants` this run breaks (docs/explore.md): those checked at every input
    /// after each input and after each instant at which timers fire, in the run's order; those
    /// checked at rest on the state at the run's end, every timer due by then fired. Nil when
    /// every one holds.
    public func firstViolation(of invariants: [AppInvariant<Model>]) -> InvariantViolation? {
        let everyInput = invariants.filter { $0.moment == .everyInput }
        var driver = Driver(state: initial, isTracing: false)
        func step(_ event: (inout Driver<Model>) -> Void) -> InvariantViolation? {
            let before = everyInput.map { $0.checkpoint(driver.state) }
            event(&driver)
            for (invariant, checkpoint) in zip(everyInput, before) {
                if let detail = invariant.check(before: checkpoint, after: driver.state) {
                    return InvariantViolation(invariant: invariant.name, detail: detail, time: driver.now)
                }
            }
            return nil
        }
        for input in inputs {
            // Timers due before the input, an instant at a time; those due at its instant fire as
            // sending it fires them.
            while let deadline = driver.nextDeadline, VirtualTime.snapped(deadline) < VirtualTime.snapped(input.time) {
                if let violation = step({ $0.advance(to: deadline) }) { return violation }
            }
            if let violation = step({ $0.send(input.action, at: input.time) }) { return violation }
        }
        while let deadline = driver.nextDeadline, VirtualTime.snapped(deadline) <= VirtualTime.snapped(end) {
            if let violation = step({ $0.advance(to: deadline) }) { return violation }
        }
        driver.advance(to: end)
        for invariant in invariants where invariant.moment == .atRest {
            if let detail = invariant.check(before: 0, after: driver.state) {
                return InvariantViolation(invariant: invariant.name, detail: detail, time: driver.now)
            }
        }
        return nil
    }
}

import Devices
import GestureLabModel
import GestureLabScenario
import Gestures
import Scenarios
import VirtualClock

extension LabExploration {
    /// A broken invariant: which, what broke it, and after how many steps.
    public struct Failure: Sendable, Equatable {
        public var invariant: String
        public var detail: String
        /// The number of steps up to the one during which it broke.
        public var steps: Int
    }

    /// The first invariant `steps` break over `setup`, checked after every touch and every timer
    /// (and, once the steps are over and a second has passed, that every touch a view received
    /// ended there); nil when all hold.
    public func check(_ steps: [StepKind<GestureLab>], over setup: LabSetup,
                      invariants: [LabInvariant] = LabInvariant.all) -> Failure? {
        var runner = ScenarioRunner(scenario: scenario(steps, over: setup), device: device, tracing: false)
        var checked = 0
        var driver = Driver(state: runner.state, isTracing: false)
        for (index, kind) in steps.enumerated() {
            _ = runner.perform(Step(kind, at: SourceLocation(path: "explore", line: index + 1, column: 1)))
            // Replays the inputs the step sent one at a time, timers between them one at a time.
            let inputs = runner.inputs
            while checked < inputs.count {
                let input = inputs[checked]
                // Timers due before the input; those at its instant fire after it (docs/gestures.md, "Order").
                while let deadline = driver.nextDeadline, deadline < input.time {
                    if let failure = step(&driver, invariants, index + 1, { $0.advance(to: deadline) }) { return failure }
                }
                if let failure = step(&driver, invariants, index + 1, { $0.send(input.action, at: input.time) }) {
                    return failure
                }
                checked += 1
            }
            while let deadline = driver.nextDeadline, deadline < runner.clock {
                if let failure = step(&driver, invariants, index + 1, { $0.advance(to: deadline) }) { return failure }
            }
            driver.advance(toInputAt: runner.clock)
        }
        while let deadline = driver.nextDeadline, deadline <= runner.clock + 2 {
            if let failure = step(&driver, invariants, steps.count, { $0.advance(to: deadline) }) { return failure }
        }
        driver.advance(to: runner.clock + 2)
        let before = LabInvariant.Checkpoint(driver.state)
        if driver.state.arena.touchesDown().isEmpty, let detail = LabInvariant.deliveriesEnd.broken(before, driver.state) {
            return Failure(invariant: LabInvariant.deliveriesEnd.name, detail: detail, steps: steps.count)
        }
        return nil
    }

    private func step(_ driver: inout Driver<LabState>, _ invariants: [LabInvariant], _ steps: Int,
                      _ event: (inout Driver<LabState>) -> Void) -> Failure? {
        let before = LabInvariant.Checkpoint(driver.state)
        event(&driver)
        for invariant in invariants {
            if let detail = invariant.broken(before, driver.state) {
                return Failure(invariant: invariant.name, detail: detail, steps: steps)
            }
        }
        return nil
    }

    /// The lab scenario of `steps` over `setup` on the explored device.
    public func scenario(_ steps: [StepKind<GestureLab>], over setup: LabSetup, name: String = "explore")
        -> Scenario<GestureLab> {
        Scenario(name: name, path: "\(name).yaml", devices: [device], settings: setup,
                 steps: steps.enumerated().map { Step($1, at: SourceLocation(path: "\(name).yaml", line: $0 + 1, column: 1)) })
    }

    /// A failing case made smaller while it still breaks the same invariant: steps left out one
    /// at a time, then recognizers (with what names them).
    public func shrink(_ steps: [StepKind<GestureLab>], over setup: LabSetup, failing invariant: String)
        -> (steps: [StepKind<GestureLab>], setup: LabSetup) {
        var kept = steps
        var arrangement = setup
        func fails(_ steps: [StepKind<GestureLab>], _ setup: LabSetup) -> Failure? {
            guard let failure = check(steps, over: setup), failure.invariant == invariant else { return nil }
            return failure
        }
        var index = 0
        while index < kept.count {
            var fewer = kept
            fewer.remove(at: index)
            if let failure = fails(fewer, arrangement) {
                kept = Array(fewer.prefix(failure.steps))
            } else {
                index += 1
            }
        }
        index = 0
        while index < arrangement.recognizers.count {
            var smaller = arrangement
            let name = smaller.recognizers.remove(at: index).name
            for other in smaller.recognizers.indices {
                smaller.recognizers[other].requires.removeAll { $0 == name }
                smaller.recognizers[other].simultaneous.removeAll { $0 == name }
            }
            if fails(kept, smaller) != nil {
                arrangement = smaller
            } else {
                index += 1
            }
        }
        return (kept, arrangement)
    }
}

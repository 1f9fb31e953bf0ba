import Devices
import Scenarios
import Support
import VirtualClock

/// `explore` for any app (docs/explore.md): an app's ``ExplorePlan`` run over many seeds on
/// every core, each sequence checked with the app's invariants after every input and timer, a
/// failing one shrunk and printed as a scenario that fails where it did.
public struct ExploreEngine<App: ScenarioWritable>: Sendable {
    public var plan: ExplorePlan<App>
    public var request: ExploreRequest

    public init(plan: ExplorePlan<App>, request: ExploreRequest) {
        self.plan = plan
        self.request = request
    }

    /// The sequence of `seed`: drawn, performed, brought to rest and checked.
    public func run(seed: UInt64) throws -> ExploreOutcome<App> {
        var random = SeededGenerator(seed: seed)
        let scenario = try plan.start(request, &random)
        var runner = ScenarioRunner(scenario: scenario, device: request.device, tracing: false)
        var actions: [[Step<App>]] = []
        var draws = 0
        while actions.count < request.inputs, draws < 4 * request.inputs {
            draws += 1
            guard let action = plan.draw(&random, runner), !action.isEmpty else { continue }
            if Self.apply(action, to: &runner) { actions.append(action) }
        }
        return finish(seed: seed, scenario: scenario, actions: actions, runner: &runner,
                      drawn: actions.reduce(0) { $0 + $1.count })
    }

    /// `actions` run again from `scenario`, each that still applies (a shrunk sequence may leave
    /// some out), then brought to rest and checked.
    func replay(seed: UInt64, scenario: Scenario<App>, actions: [[Step<App>]], drawn: Int) -> ExploreOutcome<App> {
        var runner = ScenarioRunner(scenario: scenario, device: request.device, tracing: false)
        let applied = actions.filter { Self.apply($0, to: &runner) }
        return finish(seed: seed, scenario: scenario, actions: applied, runner: &runner, drawn: drawn)
    }

    private func finish(seed: UInt64, scenario: Scenario<App>, actions: [[Step<App>]],
                        runner: inout ScenarioRunner<App>, drawn: Int) -> ExploreOutcome<App> {
        guard let settle = plan.settle(&runner) else {
            return ExploreOutcome(seed: seed, scenario: scenario, actions: actions, settle: [], inputs: runner.inputs.count,
                                  violation: InvariantViolation(invariant: "comes-to-rest",
                                                                detail: "the run did not come to rest", time: runner.clock),
                                  drawn: drawn)
        }
        let violation: InvariantViolation?
        if plan.invariants.allSatisfy({ $0.moment == .atRest }) {
            // Only the state at rest is judged: the runner's own, every timer due fired.
            var driver = runner.driver
            driver.advance(to: runner.clock)
            violation = AppInvariant.firstViolation(of: plan.invariants, atRest: driver.state, time: driver.now)
        } else {
            let timeline = Timeline(initial: App.initialState(on: request.device, for: scenario), inputs: runner.inputs,
                                    end: runner.clock)
            violation = timeline.firstViolation(of: plan.invariants)
        }
        return ExploreOutcome(seed: seed, scenario: scenario, actions: actions, settle: settle,
                              inputs: runner.inputs.count, violation: violation, drawn: drawn)
    }

    /// Performs `action` on `runner` when every step applies; leaves it as it was otherwise.
    static func apply(_ action: [Step<App>], to runner: inout ScenarioRunner<App>) -> Bool {
        var attempt = runner
        for step in action where attempt.perform(step) != nil {
            return false
        }
        runner = attempt
        return true
    }

    /// A run of `actions` performed on `runner` by guided exploration, brought to rest and
    /// checked as any other.
    func finished(seed: UInt64, scenario: Scenario<App>, actions: [[Step<App>]],
                  runner: inout ScenarioRunner<App>) -> ExploreOutcome<App> {
        finish(seed: seed, scenario: scenario, actions: actions, runner: &runner, drawn: actions.reduce(0) { $0 + $1.count })
    }
}

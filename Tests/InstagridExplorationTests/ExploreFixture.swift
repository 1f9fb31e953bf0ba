import Harness
import InstagridExploration
import InstagridModel
import InstagridScenario

/// The harness's explorer over Instagrid's plan, as `explore` makes it, for the tests.
enum ExploreFixture {
    /// An engine for `inputs` steps a sequence on `device`, checking Instagrid's invariants and
    /// `extra` ones after them.
    static func engine(device id: String = "iphone-8", orientation: Orientation = .portrait, options: String? = nil,
                       inputs: Int = 200, runs: Int = 1, extra: [AppInvariant<AppState>] = []) -> ExploreEngine<Instagrid> {
        var plan = InstagridExploration.plan
        plan.invariants = Instagrid.invariants + extra
        let request = ExploreRequest(seed: 1, runs: runs, inputs: inputs, device: Device.named(id) ?? .iPhone8,
                                     orientation: orientation, options: options,
                                     command: { "instagrid-sim explore --seed \($0)" })
        return ExploreEngine(plan: plan, request: request)
    }

    /// The steps of an outcome, in order.
    static func steps(_ outcome: ExploreOutcome<Instagrid>) -> [StepKind<Instagrid>] {
        outcome.actions.flatMap { $0 }.map(\.kind)
    }

    /// The scenario of an outcome's steps, as `explore` prints it without the final `expect`.
    static func scenario(_ outcome: ExploreOutcome<Instagrid>) -> Scenario<Instagrid> {
        var scenario = outcome.scenario
        scenario.name = "explore-\(outcome.seed)"
        scenario.steps = outcome.actions.flatMap { $0 }
        return scenario
    }
}

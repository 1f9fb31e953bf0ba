import Exploration
import Harness
import InstagridModel
import InstagridScenario

extension Explorer {
    /// Instagrid's `explore` (docs/explore.md): its inputs drawn for the state before them, the
    /// rules' invariants after every input, `--options` read as a scenario's `options`.
    public static let instagrid = Explorer(maxInputs: Exploration.maxInputs) { request in
        var options = AppOptions()
        if let text = request.options {
            options = try ScenarioParser<Instagrid>.parseOptions(yaml: text, path: "--options")
        }
        let exploration = Exploration(device: request.device, orientation: request.orientation, options: options,
                                      inputs: request.inputs)
        let result = exploration.explore(firstSeed: request.seed, runs: request.runs)
        if let (seed, outcome) = result.failure {
            return ExploreReport(text: exploration.failureReport(outcome, seed: seed, drawn: request.inputs,
                                                                 command: request.command(seed)),
                                 failed: true)
        }
        return ExploreReport(text: exploration.passedLine(runs: request.runs, firstSeed: request.seed,
                                                          inputs: result.inputs),
                             failed: false)
    }
}

import InstagridScenario
import Scenarios

extension Exploration {
    /// `device (orientation)`.
    package var title: String { "\(device.id) (\(orientation.rawValue))" }

    /// The line printed when every sequence kept every invariant.
    package func passedLine(runs: Int, firstSeed: UInt64, inputs total: Int) -> String {
        let seeds = runs == 1 ? "seed \(firstSeed)" : "seeds \(firstSeed)…\(firstSeed &+ UInt64(runs - 1))"
        return "✔ explore on \(title), \(seeds): \(ScenarioText.counted(runs, "sequence")) of \(ScenarioText.counted(inputs, "step")), "
            + "\(ScenarioText.counted(invariants.count + 1, "invariant")) held after \(ScenarioText.counted(total, "input"))"
    }

    /// What is printed for a failing sequence: the shrunk scenario that reproduces it, as YAML
    /// whose first comments say what failed and the next how it was found, so that the output
    /// saved as a file is the scenario.
    package func failureReport(_ outcome: Outcome, seed: UInt64, drawn: Int, command: String) -> String {
        let violation = outcome.violation.map(\.description) ?? "no invariant failed"
        let steps = outcome.scenario.steps.count
        return ScenarioWriter.yaml(outcome.scenario, comments: [
            "✘ explore on \(title), seed \(seed): \(violation)",
            "  shrunk from \(ScenarioText.counted(drawn, "step")) to \(steps); this scenario reproduces it:",
            "Found by: \(command)",
            violation,
            "The photos are the project's samples: save this file in Scenarios/ and run",
            "instagrid-sim replay --trace text <file> to see every input.",
        ])
    }
}

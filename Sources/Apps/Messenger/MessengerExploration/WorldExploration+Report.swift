import MessengerScenario
import Scenarios

extension WorldExploration {
    /// `messenger on DEVICE (dataLayer L[, jitter])`.
    package var title: String {
        "messenger on \(device.id) (dataLayer \(settings.dataLayer.rawValue)\(jitter ? ", jitter" : ""))"
    }

    /// The users per world, as the summary line says it.
    var usersText: String { users.map { ScenarioText.counted($0, "user") } ?? "2–4 users" }

    /// The line printed when every world kept every invariant.
    package func passedLine(runs: Int, firstSeed: UInt64, steps: Int) -> String {
        let seeds = runs == 1 ? "seed \(firstSeed)" : "seeds \(firstSeed)…\(firstSeed &+ UInt64(runs - 1))"
        return "✔ explore \(title), \(seeds): \(ScenarioText.counted(runs, "world")) of \(usersText) and \(ScenarioText.counted(actions, "action")), "
            + "W1–W5 held after \(ScenarioText.counted(steps, "step"))"
    }

    /// The scenario that reproduces `outcome`: its actions, the steps that bring the world to
    /// rest, and a final `expect` of what the broken invariant says.
    package func scenario(_ outcome: Outcome, seed: UInt64) -> Scenario<Messenger> {
        var steps = outcome.actions.flatMap(\.located) + outcome.settle.map { Step($0, at: Self.location) }
        if let violation = outcome.violation {
            let expectation = MessengerExpectation(participant: violation.participant, checks: violation.expectation)
            steps.append(Step(.expect(expectation), at: Self.location, participant: violation.participant))
        }
        return scenario(outcome.world, seed: seed, steps: steps)
    }

    /// What is printed for a failing world: the shrunk world scenario, whose first comments say
    /// what failed and the next how it was found and how to replay it, so that the output saved
    /// as a file is the scenario.
    package func failureReport(_ outcome: Outcome, seed: UInt64, command: String) -> String {
        let violation = outcome.violation.map(\.description) ?? "no invariant failed"
        return ScenarioWriter.yaml(scenario(outcome, seed: seed), comments: [
            "✘ explore \(title), seed \(seed): \(violation)",
            "  shrunk from \(ScenarioText.counted(actions, "action")) to \(outcome.actions.count) and "
                + "\(ScenarioText.counted(outcome.world.users.count, "user")); this world reproduces it:",
            "Found by: \(command)",
            "Seed \(seed): \(violation)",
            "Save this file in Scenarios/ and run instagrid-sim replay <file>: it exits 1 at the final expect,",
            "which states the invariant.",
        ])
    }
}

import Harness
import MessengerExploration
import MessengerScenario
import Scenarios

extension Explorer {
    /// Messenger's `explore` (docs/explore.md, "Worlds"): random worlds of 2–4 users (or
    /// `--users`), their actions and, with `--jitter`, every message's latency; W1–W5 checked
    /// once each world is quiet; `--options` read as a world's `options`.
    public static let messenger = Explorer(maxInputs: WorldExploration.maxActions,
                                           participants: WorldExploration.userRange) { request in
        var settings = MessengerSettings()
        if let text = request.options {
            settings = try ScenarioParser<Messenger>.parseOptions(yaml: text, path: "--options")
        }
        let exploration = WorldExploration(device: request.device, settings: settings, actions: request.inputs,
                                           users: request.users, jitter: request.jitter)
        let result = exploration.explore(firstSeed: request.seed, runs: request.runs)
        if let (seed, outcome) = result.failure {
            return ExploreReport(text: exploration.failureReport(outcome, seed: seed, command: request.command(seed)),
                                 failed: true)
        }
        return ExploreReport(text: exploration.passedLine(runs: request.runs, firstSeed: request.seed,
                                                          steps: result.steps),
                             failed: false)
    }
}

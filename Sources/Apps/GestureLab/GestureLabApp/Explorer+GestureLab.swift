import GestureLabModel
import GestureLabScenario
import Harness
import Scenarios

extension Explorer {
    /// The lab's `explore` (docs/gestures.md, "Exploring arrangements"): ``LabExploration`` with
    /// the kit's invariants, in portrait; the lab has no options.
    public static let gestureLab = Explorer(maxInputs: 10_000) { request in
        guard request.options == nil else { throw ScenarioError("gesture-lab has no options", path: "--options") }
        guard request.orientation == .portrait else {
            throw ScenarioError("gesture-lab runs in portrait only", path: "--orientation")
        }
        let exploration = LabExploration(device: request.device, steps: request.inputs)
        for run in 0..<UInt64(request.runs) {
            let seed = request.seed &+ run
            let setup = exploration.arrangement(seed: seed)
            let steps = exploration.sequence(seed: seed, over: setup)
            guard let failure = exploration.check(steps, over: setup) else { continue }
            let (shrunk, arrangement) = exploration.shrink(Array(steps.prefix(failure.steps)), over: setup,
                                                          failing: failure.invariant)
            let detail = exploration.check(shrunk, over: arrangement)?.detail ?? failure.detail
            // What failed and how it was found are comments: the output saved as a file is the scenario.
            let yaml = ScenarioWriter.yaml(exploration.scenario(shrunk, over: arrangement, name: "explore-\(seed)"), comments: [
                "✘ explore gesture-lab on \(request.device.id), seed \(seed): '\(failure.invariant)' failed "
                    + "(\(detail)); shrunk to \(shrunk.count) steps and \(arrangement.recognizers.count) recognizers",
                "found by: \(request.command(seed))",
            ])
            return ExploreReport(text: yaml, failed: true)
        }
        let runs = "seeds \(request.seed)…\(request.seed &+ UInt64(request.runs - 1))"
        return ExploreReport(text: "✔ explore gesture-lab on \(request.device.id), \(runs): \(request.runs) arrangements "
                             + "with \(request.inputs) steps each, \(LabInvariant.all.count + 1) invariants held after "
                             + "every touch and timer", failed: false)
    }
}

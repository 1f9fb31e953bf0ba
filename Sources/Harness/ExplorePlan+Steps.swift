import Devices
import Scenarios
import VirtualClock

extension ExplorePlan where App.Settings == NoSettings {
    /// The plan of an app of one phone with no options (docs/explore.md): each sequence starts
    /// on the requested device with no steps — refusing `--options`, and an orientation other
    /// than portrait for a portrait-only app — and draws one step per action with `step`.
    ///
    /// - Parameters:
    ///   - step: one step drawn from the generator for the run so far.
    ///   - simplify: simpler forms of a step, simplest first, tried while shrinking.
    public init(step: @escaping @Sendable (inout SeededGenerator, ScenarioRunner<App>) -> StepKind<App>,
                simplify: @escaping @Sendable (StepKind<App>) -> [StepKind<App>] = { _ in [] }) {
        let app = App.vocabulary.app
        let portraitOnly = App.vocabulary.isPortraitOnly
        self.init(
            start: { request, _ in
                guard request.options == nil else { throw ScenarioError("\(app) has no options", path: "--options") }
                guard !portraitOnly || request.orientation == .portrait else {
                    throw ScenarioError("\(app) runs in portrait only", path: "--orientation")
                }
                return Scenario(name: "explore", path: "explore.yaml", devices: [request.device],
                                orientation: request.orientation, steps: [])
            },
            draw: { random, runner in
                [Step(step(&random, runner), at: SourceLocation(path: "explore.yaml", line: 0, column: 0))]
            },
            simplify: simplify)
    }
}

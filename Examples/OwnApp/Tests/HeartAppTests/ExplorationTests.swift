import HarnessTesting
import HeartApp
import Testing

@Suite("Heart's explore")
struct ExplorationTests {
    @Test("Heart's invariants hold on 30 sequences of 100 steps")
    func invariantsHold() {
        #expect(HeartExploration(device: .iPhone8, steps: 100).explore(seed: 1, runs: 30) == nil)
    }

    @Test("the taps' 0.75 s timer never fires: the long press begins first, or a slide fails them all")
    func onlyHeartsTimersFire() {
        let exploration = HeartExploration(device: .iPhone8, steps: 200)
        for seed: UInt64 in 1...20 {
            let run = ScenarioRunner.run(exploration.scenario(exploration.sequence(seed: seed)), on: .iPhone8)
            for case .fired(let timer) in run.trace.map(\.action) {
                #expect([.hold, .secondTap, .burst].contains(timer), "seed \(seed): \(timer) timer")
            }
        }
    }

    @Test("a broken invariant is found, shrunk, and written as a scenario that fails it again")
    func brokenInvariant() throws {
        let tagsNeverShow = HeartExploration.Invariant("the tags never show") { !$0.showsTags }
        let exploration = HeartExploration(device: .iPhone8, steps: 100, invariants: [tagsNeverShow])
        let failure = try #require(exploration.explore(seed: 1, runs: 5))
        #expect(failure.invariant == "the tags never show")
        #expect(failure.steps.count <= 3, "a tap and the wait after it: \(failure.steps)")
        let yaml = ScenarioWriter.yaml(exploration.scenario(failure.steps))
        let scenario = try ScenarioParser<Heart>.parse(yaml: yaml, path: "explore.yaml")
        #expect(ScenarioRunner.run(scenario, on: .iPhone8).finalState.showsTags)
    }

    @Test("`explore` prints the shrunk scenario and fails; it refuses options")
    func explorer() throws {
        let explorer = try #require(HarnessApp.heart.explorer)
        let request = ExploreRequest(seed: 1, runs: 3, inputs: 50, device: .iPhone8, orientation: .portrait,
                                     options: nil, command: { "heart-sim explore --seed \($0)" })
        let report = try explorer.explore(request)
        #expect(!report.failed)
        #expect(report.text.hasPrefix("✔ explore heart on iphone-8, seeds 1…3: 3 sequences of 50 steps"))
        var withOptions = request
        withOptions.options = "{curve: spring}"
        #expect(throws: ScenarioError.self) { try explorer.explore(withOptions) }
    }
}

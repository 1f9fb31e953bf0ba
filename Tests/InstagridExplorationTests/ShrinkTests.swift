@testable import Harness
import InstagridExploration
import InstagridModel
import InstagridScenario
import Testing

@Suite("explore: a failure is shrunk and printed as a scenario that reproduces it")
struct ShrinkTests {
    /// A deliberately wrong rule: layout 3 is never selected.
    static let neverLayoutThree = AppInvariant<AppState>("never-layout-3") { state in
        state.layout == .three ? "layout 3 is selected" : nil
    }

    /// A deliberately wrong rule: no photo is ever in slot 2 while the grid slides back.
    static let noSlideBackWithSlotTwo = AppInvariant<AppState>("no-slide-back-with-slot-2") { state in
        state.phase == .slidingBack && state.photos[2] != nil ? "slot 2 has a photo while sliding back" : nil
    }

    @Test("A broken invariant is found, shrunk to the one tap that breaks it, and printed")
    func shrinksToOneTap() throws {
        let engine = ExploreFixture.engine(extra: [Self.neverLayoutThree])
        let outcome = engine.shrink(try engine.run(seed: 3))
        let violation = try #require(outcome.violation)
        #expect(violation.invariant == "never-layout-3")
        #expect(ExploreFixture.steps(outcome) == [.tap(.control(.layoutButton(.three)))])
        let report = engine.printed(outcome)
        #expect(report.hasPrefix("# ✘ explore instagrid on iphone-8 (portrait), seed 3: invariant 'never-layout-3' "
                                 + "failed at 0.05 s: layout 3 is selected\n"
                                 + "#   shrunk from 200 steps to 1\n"
                                 + "# found by: instagrid-sim explore --seed 3\n"), "\(report)")
        #expect(report.hasSuffix("""
            name: explore-3
            app: instagrid
            devices: [iphone-8]
            photos: { a: Photos/square.png, b: Photos/landscape-4x3.png, c: Photos/portrait-3x4.png }
            steps:
              - tap: layout-3

            """), "\(report)")
    }

    @Test("Several sequences stop at the first that fails, with its seed")
    func stopsAtFirstFailure() throws {
        let result = try ExploreFixture.engine(inputs: 3, runs: 50, extra: [Self.neverLayoutThree]).explore()
        let failure = try #require(result.summary.failure)
        #expect(failure.invariant == "never-layout-3")
        let earlier = try ExploreFixture.engine(inputs: 3, runs: Int(failure.seed - 1), extra: [Self.neverLayoutThree])
            .explore()
        #expect(earlier.summary.failure == nil)
        #expect(result.summary.inputsSent > earlier.summary.inputsSent)
    }

    @Test("The printed scenario reads back and fails the same invariant at the same time")
    func printedScenarioReproduces() throws {
        let device = try #require(Device.named("iphone-xr"))
        let engine = ExploreFixture.engine(device: "iphone-xr", orientation: .landscapeRight,
                                           options: "{returnDuration: 2}", inputs: 300,
                                           extra: [Self.noSlideBackWithSlotTwo])
        let outcome = engine.shrink(try engine.run(seed: 11))
        let violation = try #require(outcome.violation)
        #expect(violation.invariant == "no-slide-back-with-slot-2")
        #expect(outcome.actions.count < 10)
        let reread = try ScenarioParser<Instagrid>.parseSteps(yaml: engine.printed(outcome), path: "explore-11.yaml")
        #expect(reread.orientation == .landscapeRight)
        #expect(reread.options == outcome.scenario.options)
        let run = ScenarioRunner<Instagrid>.run(reread, on: device)
        #expect(run.timeline.firstViolation(of: engine.plan.invariants) == violation)
        // Without the broken rule, the same steps keep every invariant.
        #expect(run.timeline.firstViolation(of: Instagrid.invariants) == nil)
    }

    @Test("Steps that no longer apply after shrinking are skipped, not failed")
    func inapplicableStepsSkipped() throws {
        let engine = ExploreFixture.engine()
        let location = SourceLocation(path: "explore.yaml", line: 0, column: 0)
        let steps: [StepKind<Instagrid>] = [.share(.completed), .tap(.control(.slot(4))), .picker(.cancel),
                                            .tap(.control(.layoutButton(.one)))]
        let outcome = engine.replay(seed: 1, scenario: InstagridExploration.scenario(device: .iPhone8),
                                    actions: steps.map { [Step($0, at: location)] }, drawn: steps.count)
        #expect(ExploreFixture.steps(outcome) == [.tap(.control(.layoutButton(.one)))])
        #expect(outcome.violation == nil)
        #expect(outcome.inputs == 2)
    }
}

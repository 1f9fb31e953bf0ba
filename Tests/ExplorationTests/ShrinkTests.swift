import Testing
import InstagridModel
import InstagridScenario
@testable import Exploration

@Suite("explore: a failure is shrunk and printed as a scenario that reproduces it")
struct ShrinkTests {
    /// A deliberately wrong rule: layout 3 is never selected.
    static let neverLayoutThree = Invariant(name: "never layout 3", rules: "test") { t in
        t.after.layout == .three ? "layout 3 is selected" : nil
    }

    /// A deliberately wrong rule: no photo is ever in slot 2 while the grid slides back.
    static let noSlideBackWithSlotTwo = Invariant(name: "no slide back with slot 2", rules: "test") { t in
        t.after.phase == .slidingBack && t.after.photos[2] != nil ? "slot 2 has a photo while sliding back" : nil
    }

    @Test("A broken invariant is found, shrunk to the one tap that breaks it, and printed")
    func shrinksToOneTap() throws {
        let device = try #require(Device.named("iphone-8"))
        let exploration = Exploration(device: device, inputs: 200, invariants: Invariant.all + [Self.neverLayoutThree])
        let outcome = exploration.explore(seed: 3)
        let violation = try #require(outcome.violation)
        #expect(violation.invariant == "never layout 3")
        #expect(outcome.scenario.steps.map(\.kind) == [.tap(.control(.layoutButton(.three)))])
        let report = exploration.failureReport(outcome, seed: 3, drawn: 200, command: "instagrid-sim explore --seed 3")
        #expect(report.hasPrefix("# ✘ explore on iphone-8 (portrait), seed 3: invariant 'never layout 3' (test) failed "
                                 + "after input 2 at 0.05 s (touch 1 ended (288.5, 580.25)): layout 3 is selected\n"
                                 + "#   shrunk from 200 steps to 1; this scenario reproduces it:\n"
                                 + "# Found by: instagrid-sim explore --seed 3\n"))
        #expect(report.hasSuffix("""
            name: explore-3
            app: instagrid
            devices: [iphone-8]
            photos: { a: Photos/square.png, b: Photos/landscape-4x3.png, c: Photos/portrait-3x4.png }
            steps:
              - tap: layout-3

            """))
    }

    @Test("Several sequences stop at the first that fails, with its seed")
    func stopsAtFirstFailure() throws {
        let exploration = Exploration(device: try #require(Device.named("iphone-8")), inputs: 3,
                                      invariants: Invariant.all + [Self.neverLayoutThree])
        let result = exploration.explore(firstSeed: 1, runs: 50)
        let failure = try #require(result.failure)
        #expect(failure.outcome.violation?.invariant == "never layout 3")
        let earlier = exploration.explore(firstSeed: 1, runs: Int(failure.seed - 1))
        #expect(earlier.failure == nil)
        #expect(result.inputs > earlier.inputs)
    }

    @Test("The printed scenario reads back and fails the same invariant at the same input")
    func printedScenarioReproduces() throws {
        let device = try #require(Device.named("iphone-xr"))
        let options = try ScenarioParser<Instagrid>.parseOptions(yaml: "{returnDuration: 2}", path: "options")
        let exploration = Exploration(device: device, orientation: .landscapeRight, options: options, inputs: 300,
                                      invariants: Invariant.all + [Self.noSlideBackWithSlotTwo])
        let outcome = exploration.explore(seed: 11)
        let violation = try #require(outcome.violation)
        #expect(violation.invariant == "no slide back with slot 2")
        #expect(outcome.scenario.steps.count < 10)
        let yaml = ScenarioWriter.yaml(outcome.scenario, comments: ["\(violation)"])
        let reread = try ScenarioParser<Instagrid>.parseSteps(yaml: yaml, path: "explore-11.yaml")
        #expect(reread.orientation == .landscapeRight)
        #expect(reread.options == options)
        let again = exploration.check(seed: 11, steps: reread.steps.map(\.kind))
        #expect(again.violation == violation)
        // Without the broken rule, the same steps keep every invariant.
        let rules = Exploration(device: device, orientation: .landscapeRight, options: options, inputs: 300)
        #expect(rules.check(seed: 11, steps: reread.steps.map(\.kind)).violation == nil)
    }

    @Test("Steps that no longer apply after shrinking are skipped, not failed")
    func inapplicableStepsSkipped() throws {
        let exploration = Exploration(device: try #require(Device.named("iphone-8")))
        let outcome = exploration.check(seed: 1, steps: [.share(.completed), .tap(.control(.slot(4))), .picker(.cancel),
                                                         .tap(.control(.layoutButton(.one)))])
        #expect(outcome.scenario.steps.map(\.kind) == [.tap(.control(.layoutButton(.one)))])
        #expect(outcome.violation == nil)
        #expect(outcome.inputs == 2)
    }
}

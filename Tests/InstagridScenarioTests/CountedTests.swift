import InstagridScenario
import Support
import Testing

@Suite("Counted nouns")
struct CountedTests {
    @Test("one is singular, every other count plural", arguments: [
        (0, "0 checks"), (1, "1 check"), (2, "2 checks"), (136, "136 checks"), (-1, "-1 checks"),
    ])
    func check(count: Int, text: String) {
        #expect(counted(count, "check") == text)
    }

    @Test("several words and irregular plurals")
    func words() {
        #expect(counted(1, "orphaned golden") == "1 orphaned golden")
        #expect(counted(3, "orphaned golden") == "3 orphaned goldens")
        #expect(counted(1, "match", plural: "matches") == "1 match")
        #expect(counted(2, "match", plural: "matches") == "2 matches")
    }

    @Test("a run's summary line counts steps, expects and inputs with the right number")
    func summaryLine() throws {
        let scenario = try ScenarioParser<Instagrid>.parse(yaml: "steps:\n  - expect: { phase: idle }\n", path: "one.yaml")
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0], tracing: false)
        #expect(run.summaryLine == "✔ one on iphone-8 (portrait): 1 step, 1 expect, 0 inputs")
    }
}

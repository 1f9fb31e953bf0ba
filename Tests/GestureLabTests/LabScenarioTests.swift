import Devices
import GestureLabApp
import GestureLabModel
import GestureLabScenario
import Harness
import Scenarios
import Testing

@Suite struct LabScenarioTests {
    @Test func theExampleRuns() throws {
        let scenario = try ScenarioParser<GestureLab>.parse(contentsOf: "Scenarios/GestureLab/tap-or-double-tap.yaml")
        let run = ScenarioRunner.run(scenario, on: scenario.devices[0])
        #expect(run.failures.map(\.message) == [])
    }
}

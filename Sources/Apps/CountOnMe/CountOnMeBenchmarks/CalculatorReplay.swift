import CountOnMeModel
import CountOnMeScenario
import Devices
import Foundation
import HarnessBenchmarks
import Scenarios

/// CountOnMe's part of `replay`: a generated calculator session on the model and runner, with
/// and without its trace.
enum CalculatorReplay {
    /// Replays a generated CountOnMe scenario of about `inputs` inputs on `device`, best of
    /// `repeats`, and prints its lines.
    static func run(device: Device, inputs: Int, repeats: Int) {
        let scenario = generate(inputs: inputs)
        let probe = ScenarioRunner.run(scenario, on: device, tracing: true)
        let count = Double(probe.trace.count)
        print("calculator scenario: \(ScenarioText.counted(scenario.steps.count, "step")), "
              + "\(ScenarioText.counted(probe.trace.count, "input")), passed: \(probe.failures.isEmpty); best of \(repeats)")
        let plain = bestTime(repeats: repeats) { _ = ScenarioRunner.run(scenario, on: device, tracing: false) }
        let traced = bestTime(repeats: repeats) { _ = ScenarioRunner.run(scenario, on: device, tracing: true) }
        print("calculator replay (no trace):   \(String(format: "%8.2f", plain * 1000)) ms  \(grouped(count / plain)) inputs/s")
        print("calculator replay (with trace): \(String(format: "%8.2f", traced * 1000)) ms  \(grouped(count / traced)) inputs/s")
    }

    /// Taps that type `12 + 345 x 6 - 78 / 9 =`, then `=` again, an operator after the result,
    /// and `AC`, repeated until about `inputs` inputs (two per tap).
    static func generate(inputs: Int) -> Scenario<CountOnMe> {
        let here = SourceLocation(path: "generated.yaml", line: 1, column: 1)
        let round: [CalculatorKey] = [.digit(1), .digit(2), .plus, .digit(3), .digit(4), .digit(5), .times, .digit(6),
                                      .minus, .digit(7), .digit(8), .divide, .digit(9), .equal, .equal, .plus, .clear]
        var steps: [Step<CountOnMe>] = []
        while steps.count * 2 < inputs {
            steps += round.map { Step(.tap(.named($0)), at: here) }
        }
        return Scenario(name: "generated-calculator", path: "generated.yaml", devices: [Device.all[1]], steps: steps)
    }
}

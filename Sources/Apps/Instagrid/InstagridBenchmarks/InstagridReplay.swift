import Devices
import Foundation
import HarnessBenchmarks
import InstagridModel
import InstagridScenario
import Scenarios

/// Instagrid's part of `replay`: a generated session of about `inputs` inputs on the model and
/// runner, with and without its trace, and the trace written as JSON Lines.
enum InstagridReplay {
    /// Replays the generated session on `device`, best of `repeats`, and prints its lines.
    static func run(device: Device, inputs: Int, repeats: Int) {
        let scenario = generate(inputs: inputs)
        let probe = ScenarioRunner<Instagrid>.run(scenario, on: device, tracing: true)
        let count = Double(probe.trace.count)
        print("scenario: \(ScenarioText.counted(scenario.steps.count, "step")), "
              + "\(ScenarioText.counted(probe.trace.count, "input")), "
              + "\(ScenarioText.counted(probe.finalState.shares.count, "share")), passed: \(probe.passed); best of \(repeats)")
        let plain = bestTime(repeats: repeats) { _ = ScenarioRunner<Instagrid>.run(scenario, on: device, tracing: false) }
        let traced = bestTime(repeats: repeats) { _ = ScenarioRunner<Instagrid>.run(scenario, on: device, tracing: true) }
        var formatted = 0
        let format = bestTime(repeats: 1) {
            for entry in probe.trace { formatted &+= TraceFormat.json.line(Instagrid.traceLine(entry)).utf8.count }
        }
        print("replay (no trace):   \(String(format: "%8.2f", plain * 1000)) ms  \(grouped(count / plain)) inputs/s")
        print("replay (with trace): \(String(format: "%8.2f", traced * 1000)) ms  \(grouped(count / traced)) inputs/s")
        print("trace to JSON Lines: \(String(format: "%8.2f", format * 1000)) ms  \(grouped(count / format)) lines/s (\(formatted) bytes)")
    }

    /// A long session: picks, layout changes, taps, raw swipes that fail or share, rotations,
    /// share outcomes and waits, repeated until about `inputs` inputs.
    static func generate(inputs: Int) -> Scenario<Instagrid> {
        let here = SourceLocation(path: "generated.yaml", line: 1, column: 1)
        var steps: [Step<Instagrid>] = []
        var estimate = 0
        var round = 0
        func add(_ kind: StepKind<Instagrid>, _ count: Int) {
            steps.append(Step(kind, at: here))
            estimate += count
        }
        while estimate < inputs {
            let layout = Layout.allCases[round % 3]
            add(.tap(.control(.layoutButton(layout))), 2)
            for slot in layout.visibleSlots {
                add(.pick(slot: slot, photo: "p\(slot)"), 3)
            }
            add(.tap(.point(Point(x: 10, y: 10))), 2)
            // A slow swipe that fails, then a real one.
            var slow: [TouchSample] = [TouchSample(time: 0, id: 3, phase: .began, point: Point(x: 187, y: 400))]
            for k in 1...20 {
                slow.append(TouchSample(time: Double(k) * 0.05, id: 3, phase: .moved, point: Point(x: 187, y: 400 - Double(k) * 3)))
            }
            slow.append(TouchSample(time: 1.05, id: 3, phase: .ended, point: Point(x: 187, y: 340)))
            add(.touches(slow), slow.count)
            add(.swipe(.direction(.up)), 11)
            add(.rotate(.landscapeLeft), 1)
            add(.wait(0.6), 1)
            add(.share(ShareOutcome.allCases[round % 3]), 1)
            add(.rotate(.portrait), 1)
            add(.wait(0.6), 1)
            round += 1
        }
        return Scenario(name: "generated", path: "generated.yaml", devices: Device.all,
                        steps: steps)
    }
}

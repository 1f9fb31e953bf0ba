import Testing
import InstagridModel
@testable import InstagridScenario
@testable import Scenarios
import Yams

/// Scenario text nobody vetted: every number, count, name and word is bounded where it is read,
/// and the error points at the value.
@Suite struct HostileScenarioTests {
    typealias Case = ScenarioErrorTests.Case

    static let numberErrors: [Case] = [
        Case("steps:\n  - swipe: {from: [10, 10], to: [100, 100], duration: 1e300}\n",
             "s.yaml:2:55: error: 'duration' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("steps:\n  - swipe: {from: [10, 10], to: [100, 100], duration: 1e6}\n",
             "s.yaml:2:55: error: 'duration' must be at most 3600 s, the longest a scenario may run; found 1000000"),
        Case("steps:\n  - swipe: {from: [1e300, 10], to: [100, 100]}\n",
             "s.yaml:2:20: error: 'from' must be between -100000 and 100000 points, found 1e+300"),
        Case("steps:\n  - swipe: {from: [10, 10], to: [100, -100001]}\n",
             "s.yaml:2:39: error: 'to' must be between -100000 and 100000 points, found -100001"),
        Case("steps:\n  - tap: {x: 1e300, y: 10}\n",
             "s.yaml:2:14: error: 'x' must be between -100000 and 100000 points, found 1e+300"),
        Case("steps:\n  - wait: 3600.5\n",
             "s.yaml:2:11: error: 'wait' must be at most 3600 s, the longest a scenario may run; found 3600.5"),
        Case("steps:\n  - at: 1e300\n",
             "s.yaml:2:9: error: 'at' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("steps:\n  - wait: .inf\n", "s.yaml:2:11: error: 'wait' must be a finite number, found .inf"),
        Case("steps:\n  - touches: [[1e300, 1, began, 0, 0]]\n",
             "s.yaml:2:16: error: touch time must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("steps:\n  - touches: [[0, 1, began, 0, 1e300]]\n",
             "s.yaml:2:32: error: 'y' must be between -100000 and 100000 points, found 1e+300"),
        Case("steps:\n  - touches: [[0, 1e300, began, 0, 0]]\n",
             "s.yaml:2:19: error: expected a whole number for 'id', found a number 1e300"),
        Case("steps:\n  - expect: {time: 1e300}\n",
             "s.yaml:2:20: error: 'time' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("steps:\n  - expect: {gridOffset: [0, 1e300]}\n",
             "s.yaml:2:30: error: 'gridOffset' must be between -100000 and 100000 points, found 1e+300"),
        Case("options: {slideDuration: 1e300}\nsteps: []\n",
             "s.yaml:1:26: error: 'slideDuration' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("options: {returnDuration: 3601}\nsteps: []\n",
             "s.yaml:1:27: error: 'returnDuration' must be at most 3600 s, the longest a scenario may run; found 3601"),
        Case("options: {swipeMaxDuration: 1e300}\nsteps: []\n",
             "s.yaml:1:29: error: 'swipeMaxDuration' must be at most 3600, found 1e+300"),
        Case("options: {tapSlop: 1e300}\nsteps: []\n", "s.yaml:1:20: error: 'tapSlop' must be at most 100000, found 1e+300"),
        Case("options: {swipeDistance: 100001}\nsteps: []\n",
             "s.yaml:1:26: error: 'swipeDistance' must be at most 100000, found 100001"),
        Case("options: {curve: {cubic-bezier: [0.5, 1e300, 0.5, 1]}}\nsteps: []\n",
             "s.yaml:1:39: error: y1 of 'cubic-bezier' must be between -100 and 100, found 1e+300"),
        Case("options: {curve: {cubic-bezier: [0.5, 0, 0.5, -101]}}\nsteps: []\n",
             "s.yaml:1:47: error: y2 of 'cubic-bezier' must be between -100 and 100, found -101"),
        Case("options: {curve: {spring: {damping: 1e300}}}\nsteps: []\n",
             "s.yaml:1:37: error: 'damping' must be at most 100, found 1e+300"),
    ]

    static let windowErrors: [Case] = [
        Case("steps:\n  - snapshot: {name: a, from: 0, to: 1e300, fps: 1e300}\n",
             "s.yaml:2:38: error: 'to' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("steps:\n  - snapshot: {name: a, from: 1e300, to: 1e301, fps: 1}\n",
             "s.yaml:2:31: error: 'from' must be at most 3600 s, the longest a scenario may run; found 1e+300"),
        Case("steps:\n  - snapshot: {name: a, from: 0, to: 1, fps: 1e300}\n",
             "s.yaml:2:46: error: 'fps' must be at most 1000, found 1e+300"),
        Case("steps:\n  - snapshot: {name: a, from: 0, to: 3600, fps: 1000}\n",
             "s.yaml:2:15: error: this window holds 3600001 frames; an animation snapshot holds at most 300 "
                + "(lower 'fps' or shorten the window; instagrid-sim frames dumps longer spans)"),
        Case("steps:\n  - snapshot: {name: a, from: 0, to: 10, fps: 30}\n",
             "s.yaml:2:15: error: this window holds 301 frames; an animation snapshot holds at most 300 "
                + "(lower 'fps' or shorten the window; instagrid-sim frames dumps longer spans)"),
    ]

    static let totalErrors: [Case] = [
        Case("steps:\n  - wait: 3000\n  - wait: 600\n  - tap: slot-1\n",
             "s.yaml:4:10: error: this step runs the scenario to 3600.05 s; a scenario runs at most 3600 s"),
        Case("steps:\n  - at: 3599.9\n  - swipe: {from: [0, 0], to: [0, 1], duration: 0.2}\n",
             "s.yaml:3:12: error: this step runs the scenario to 3600.1 s; a scenario runs at most 3600 s"),
        Case("steps:\n  - wait: 3599\n  - touches: [[0, 1, began, 0, 0], [2, 1, ended, 0, 0]]\n",
             "s.yaml:3:14: error: this step runs the scenario to 3601 s; a scenario runs at most 3600 s"),
    ]

    @Test(arguments: numberErrors) func numbers(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: windowErrors) func windows(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: totalErrors) func totals(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }

    @Test("Values at the bounds are accepted")
    func bounds() throws {
        let yaml = """
            options: {slideDuration: 3600, tapSlop: 100000, curve: {cubic-bezier: [0, -100, 1, 100]}}
            steps:
              - tap: {x: -100000, y: 100000}
              - snapshot: {name: sheet, from: 0, to: 29.9, fps: 10}
              - wait: 3599.95
              - expect: {time: 3600, gridOffset: [100000, -100000]}
            """
        let scenario = try Fixture.parse(yaml)
        guard case .snapshot(let request) = scenario.steps[1].kind else {
            Issue.record("expected a snapshot")
            return
        }
        #expect(request.window?.frameCount == ScenarioLimits.maxSheetFrames)
    }

    @Test("The snapshots of one scenario draw at most 1,000 screens; the step that goes over is named")
    func snapshotScreens() {
        let stills = (1...700).map { "  - snapshot: s\($0)\n" }.joined()
        let windows = "  - snapshot: {name: w1, from: 0, to: 29.7, fps: 10}\n"
            + "  - snapshot: {name: w2, from: 0, to: 0.1, fps: 10}\n"
        #expect(Fixture.error("steps:\n" + stills + windows) == nil)
        #expect(Fixture.error("steps:\n" + stills + windows + "  - snapshot: last\n")
            == "s.yaml:704:15: error: this snapshot brings the scenario to 1001 screens to draw; the snapshots of a "
            + "scenario draw at most 1000 (a still counts one, an animation its frames)")
    }

    @Test("A scenario sends at most 1,000,000 inputs; the step that goes over is named")
    func inputCount() throws {
        var parser = ScenarioParser<Instagrid>(path: "s.yaml")
        parser.inputs = ScenarioLimits.maxInputs - 2
        try parser.checkTotals(after: .tap(.control(.slot(1))), at: Node("tap"))
        #expect(parser.inputs == ScenarioLimits.maxInputs)
        let samples = [TouchSample(time: 0, id: 1, phase: .began, point: Point(x: 0, y: 0))]
        #expect(throws: ScenarioError("this step brings the scenario to 1000001 inputs; a scenario sends at most "
                                      + "1000000; split it into several scenarios",
                                      at: ScenarioLocation(path: "s.yaml", line: 1, column: 1))) {
            try parser.checkTotals(after: .touches(samples), at: Node("touches"))
        }
    }

    @Test("The static input count is what the run sends, for every kind of step")
    func inputCountMatchesRun() throws {
        let yaml = """
            photos: {beach: Photos/landscape-4x3.png}
            steps:
              - tap: slot-1
              - picker: {choose: beach}
              - pick: {slot: 2, photo: beach}
              - rotate: landscape-left
              - rotate: portrait
              - swipe: up
              - wait: 1
              - share: completed
              - swipe: {from: [100, 400], to: [100, 100], duration: 0.37}
              - touches: [[0, 1, began, 10, 10], [0.1, 1, moved, 20, 20], [0.2, 1, ended, 20, 20]]
              - expect: {layout: 2}
              - snapshot: a
            """
        let scenario = try Fixture.parse(yaml)
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.timeline.inputs.count == scenario.steps.map { $0.kind.inputCount }.reduce(0, +))
    }

    @Test("A drawn swipe's moves never trap, whatever its duration", arguments: [
        (0.0, 0), (-5, 0), (.nan, 0), (1.0 / 60, 0), (0.017, 1), (0.15, 8), (0.11, 6), (3600, 215_999),
        (1e300, 1_000_000), (.infinity, 1_000_000),
    ])
    func moveCount(duration: Double, moves: Int) {
        #expect(IdealGesture.moveCount(duration: duration) == moves)
    }

    @Test("An animation window's frame count never traps, whatever its numbers", arguments: [
        (AnimationWindow(from: 0, to: 1, fps: 10), 11),
        (AnimationWindow(from: 0, to: 1e300, fps: 1e300), Int.max),
        (AnimationWindow(from: 0, to: .infinity, fps: 1), Int.max),
        (AnimationWindow(from: 0, to: .nan, fps: 1), 0),
        (AnimationWindow(from: 0, to: 1, fps: .nan), 0),
        (AnimationWindow(from: 2, to: 1, fps: 1), 0),
    ])
    func frameCount(window: AnimationWindow, count: Int) {
        #expect(window.frameCount == count)
    }
}

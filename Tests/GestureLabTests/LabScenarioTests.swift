import Devices
import Foundation
import GestureLabApp
import GestureLabModel
import GestureLabScenario
import Harness
import Scenarios
import Testing

/// The lab's scenarios (Scenarios/GestureLab): every one replays with its `expect` steps holding.
@Suite struct LabScenarioTests {
    static let folder = "Scenarios/GestureLab"
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func thereAreTwentyOrMore() {
        #expect(Self.files.count >= 20)
    }

    @Test(arguments: files)
    func everyScenarioHolds(file: String) throws {
        let scenario = try ScenarioParser<GestureLab>.parse(contentsOf: "\(Self.folder)/\(file)")
        let run = ScenarioRunner.run(scenario, on: scenario.devices[0])
        #expect(run.failures.map(\.message) == [])
        #expect(run.performed.contains { if case .expect = $0.step.kind { true } else { false } })
    }

    @Test(arguments: files)
    func everyScenarioIsWrittenBackAsItWasRead(file: String) throws {
        let scenario = try ScenarioParser<GestureLab>.parse(contentsOf: "\(Self.folder)/\(file)")
        let written = ScenarioWriter.yaml(scenario)
        var again = try ScenarioParser<GestureLab>.parse(yaml: written, path: scenario.path)
        again.description = scenario.description
        #expect(again.settings == scenario.settings)
        #expect(again.steps.map(\.kind) == scenario.steps.map(\.kind))
    }

    @Test func aLogIsReadSinceThePreviousExpectWithALog() throws {
        let yaml = """
            app: gesture-lab
            views: [{ card: { frame: [0, 0, 100, 100] } }]
            recognizers: [{ tap: { kind: tap, view: card } }]
            steps:
              - tap: card
              - expect: { state: { tap: ended } }
              - expect: { log: ["card began", "tap ended", "card cancelled"] }
              - touches: [[0, 1, began, 50, 50]]
              - expect: { log: ["card began"] }
              - expect: { log: [] }
              - touches: [[0, 1, ended, 50, 50]]
              - expect: { log: ["tap ended", "card cancelled"], recognized: { tap: 2 } }
            """
        let scenario = try ScenarioParser<GestureLab>.parse(yaml: yaml, path: "log.yaml")
        let run = ScenarioRunner.run(scenario, on: scenario.devices[0])
        #expect(run.failures.map(\.message) == [])
    }

    @Test func aFailedExpectSaysWhatItFound() throws {
        let yaml = """
            app: gesture-lab
            views: [{ card: { frame: [0, 0, 100, 100] } }]
            recognizers: [{ tap: { kind: tap, view: card } }, { pan: { kind: pan, view: card } }]
            steps:
              - tap: card
              - expect: { state: { tap: failed }, recognized: { pan: 1 }, translation: { pan: [1, 2] },
                          log: ["tap ended"], highlighted: [], time: 1 }
            """
        let scenario = try ScenarioParser<GestureLab>.parse(yaml: yaml, path: "fail.yaml")
        let run = ScenarioRunner.run(scenario, on: scenario.devices[0])
        #expect(run.failures.map(\.message) == ["""
            state.tap: expected failed, found ended
            recognized.pan: expected 1, found 0
            log: expected ["tap ended"], found ["card began", "tap ended", "pan failed", "card cancelled"]
            translation.pan: expected [1, 2], found [0, 0]
            time: expected 1 s, found 0.05 s
            """])
    }
}

/// Touches at a timer's instant come before it, whatever step reached that instant, and a run's
/// pictures at any time are its timeline's (docs/gestures.md, "Order").
@Suite struct LabOrderTests {
    static let yaml = """
        app: gesture-lab
        views: [{ card: { frame: [0, 0, 300, 300] } }]
        recognizers: [{ double: { kind: tap, view: card, taps: 2 } }, { single: { kind: tap, view: card, requires: [double] } }]
        steps:
          - tap: card
          - wait: 0.35
          - expect: { time: 0.4, state: { double: failed, single: ended } }
          - snapshot: settled
          - tap: card
          - expect: { state: { double: ended }, recognized: { double: 1, single: 0 } }
        """

    @Test func aTouchAfterAWaitToATimersInstantComesBeforeTheTimer() throws {
        let scenario = try ScenarioParser<GestureLab>.parse(yaml: Self.yaml, path: "order.yaml")
        let run = ScenarioRunner.run(scenario, on: scenario.devices[0])
        #expect(run.failures.map(\.message) == [])
    }

    @Test func theTimelineReplaysTheRunInItsOrder() throws {
        let scenario = try ScenarioParser<GestureLab>.parse(yaml: Self.yaml, path: "order.yaml")
        let run = ScenarioRunner.run(scenario, on: scenario.devices[0])
        // The snapshot is the end of its instant, before the touch that comes next at it.
        let snapshot = try #require(run.snapshots.first)
        #expect(snapshot.state.summary == "double failed, single ended")
        // Frames replay the inputs: the touch at 0.4 comes before the timer there, as in the run.
        #expect(run.timeline.state(at: 0.2).summary == "double possible, single waiting")
        #expect(run.timeline.state(at: 0.42).summary == "double possible, single waiting")
        #expect(run.timeline.state(at: run.finalState.now).summary == "double ended, single failed")
        #expect(run.timeline.state(at: run.finalState.now) == run.finalState)
    }
}

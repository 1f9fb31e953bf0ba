import Foundation
import CountOnMeScenario
import InstagridModel
@testable import InstagridScenario
@testable import Scenarios
import Testing

/// `app: countonme` scenarios: reading, errors with their lines, replay.
@Suite struct CountOnMeScenarioTests {
    static let head = "app: countonme\n"

    @Test("app: countonme selects the calculator; its targets and expect keys are read")
    func parses() throws {
        let scenario = try Fixture.parseCalculator(Self.head + """
            devices: [iphone-se]
            steps:
              - tap: digit-7
              - tap: { x: 10, y: 10 }
              - expect: { display: 7 + 2 = 9, result: 9 }
              - expect: { display: "0", result: null }
              - expect: { result: inf }
              - expect: { result: nan }
              - expect: { result: "9.999999700000002e+23" }
            """)
        #expect(scenario.app == "countonme")
        #expect(scenario.steps[0].kind == .tap(.named(.digit(7))))
        #expect(scenario.steps[1].kind == .tap(.point(Point(x: 10, y: 10))))
        guard case .expect(let first) = scenario.steps[2].kind, case .expect(let second) = scenario.steps[3].kind,
              case .expect(let inf) = scenario.steps[4].kind, case .expect(let nan) = scenario.steps[5].kind else {
            Issue.record("expected four expect steps")
            return
        }
        #expect(first.display == "7 + 2 = 9" && first.result == .shown(9))
        #expect(second.display == "0" && second.result == .hidden)
        #expect(inf.result == .shown(.infinity))
        if case .shown(let value)? = nan.result { #expect(value.isNaN) } else { Issue.record("nan not read") }
        if case .expect(let quoted) = scenario.steps[6].kind { #expect(quoted.result == .shown(9.999999700000002e+23)) }
        #expect(try Fixture.parse("steps: []\n").app == "instagrid")
        #expect(try Fixture.parse("app: instagrid\nsteps: []\n").app == "instagrid")
    }

    static let errors: [ScenarioErrorTests.Case] = [
        .init(head + "steps:\n  - swipe: up\n",
              "s.yaml:3:5: error: 'swipe' is not an input of countonme; its steps are: tap, touches, wait, at, expect, snapshot, "
                + "double-tap, long-press, drag, flick, edge-swipe, pinch, rotate, two-finger-tap"),
        .init(head + "steps:\n  - wait: 1\n  - rotate: landscape-left\n",
              "s.yaml:4:13: error: countonme has no device rotation: 'rotate' turns two fingers and takes a mapping such "
                + "as '{ on: digit-0, angle: 90 }', found a string 'landscape-left'"),
        .init(head + "steps:\n  - tap: layout-1\n",
              "s.yaml:3:10: error: 'layout-1' is a target of instagrid, not of countonme; its targets are: digit-0, "
                + "digit-1, digit-2, digit-3, digit-4, digit-5, digit-6, digit-7, digit-8, digit-9, plus, minus, times, "
                + "divide, equal, clear"),
        .init(head + "steps:\n  - tap: digit-12\n", "s.yaml:3:10: error: unknown tap target 'digit-12'; did you mean 'digit-1'?"),
        .init(head + "steps:\n  - expect: { phase: idle }\n",
              "s.yaml:3:15: error: 'phase' is not an expect key of countonme; its keys are: display, result, time"),
        .init(head + "steps:\n  - expect: { display: [1] }\n",
              "s.yaml:3:24: error: expected the display's text (quote it when it ends with a space) for 'display', found a list"),
        .init(head + "steps:\n  - expect: { display: null }\n",
              "s.yaml:3:24: error: expected the display's text (quote it when it ends with a space) for 'display', found nothing"),
        .init(head + "steps:\n  - expect: { result: five }\n",
              "s.yaml:3:23: error: expected a number, inf, nan or null for 'result', found a string 'five'"),
        .init(head + "orientation: landscape-left\nsteps: []\n",
              "s.yaml:2:14: error: countonme is portrait only; remove 'orientation' or write portrait"),
        .init(head + "options: { slideDuration: 1 }\nsteps: []\n", "s.yaml:2:1: error: 'options' is not used by countonme"),
        .init("app: calculator\nsteps: []\n", "s.yaml:1:6: error: unknown app 'calculator'; expected instagrid or countonme"),
        .init("steps:\n  - tap: digit-1\n",
              "s.yaml:2:10: error: 'digit-1' is a target of countonme, not of instagrid; write 'app: countonme' at the "
                + "top level to drive it"),
        .init("steps:\n  - expect: { display: \"0\" }\n",
              "s.yaml:2:15: error: 'display' is not an expect key of instagrid; its keys are: phase, layout, orientation, "
                + "slots, visibleSlots, gridOffset, picker, alert, shares, time, sheet, prompt, pickerSource, permissions, "
                + "app, savedImages, deviceOrientation"),
    ]

    @Test(arguments: errors) func error(_ c: ScenarioErrorTests.Case) { #expect(Fixture.error(c.yaml) == c.error) }

    @Test("the runner taps buttons at their centres and checks display and result, with the step's line")
    func runs() throws {
        let scenario = try Fixture.parseCalculator(Self.head + """
            steps:
              - tap: digit-9
              - tap: divide
              - tap: digit-0
              - tap: equal
              - expect: { display: 9 / 0 = 0, result: 0 }
              - expect: { display: "9 / 0 = 1", result: 1 }
              - snapshot: zero
            """)
        let device = try #require(Device.named("iphone-8"))
        let run = ScenarioRunner.run(scenario, on: device)
        #expect(run.finalState.display == "9 / 0 = 0")
        #expect(run.timeline.inputs.count == 8)
        #expect(run.trace.count == 8)
        #expect(run.snapshots.map(\.name) == ["zero"])
        #expect(run.failures.map(\.description) == [
            "\(Fixture.scenarioPath):8:5: error: expect: display: expected \"9 / 0 = 1\", found \"9 / 0 = 0\"\n"
                + "\(Fixture.scenarioPath):8:5: error: expect: result: expected 1, found 0",
        ])
        #expect(run.summary.summaryLine == "✘ s on iphone-8 (portrait): 1 failed (7 steps, 2 expects, 8 inputs)")
        #expect(run.timeline.states(at: [0.0, 0.05, 0.2])[1].display == "9")
        #expect(run.timeline.state(at: 1).display == "9 / 0 = 0")
        #expect(TraceFormat.json.line(CountOnMe.traceLine(run.trace[1])).hasSuffix(",\"did\":[\"touch lifted\",\"digit-9 pressed\"],\"display\":\"9\"}"))
    }
}

/// `ScenarioWriter` writes the calculator's scenarios so that they read back the same.
@Suite struct CountOnMeScenarioWriterTests {
    static let folder = ScenarioWriterTests.scenarios + "/CountOnMe"

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("every CountOnMe scenario of the project reads back the same", arguments: files)
    func roundTrip(file: String) throws {
        let path = Self.folder + "/" + file
        let original = try ScenarioParser<CountOnMe>.parse(contentsOf: path)
        let reread = try ScenarioParser<CountOnMe>.parse(yaml: ScenarioWriter.yaml(original), path: path)
        #expect(reread.app == "countonme")
        #expect(reread.name == original.name && reread.devices == original.devices)
        #expect(reread.steps.map(\.kind) == original.steps.map(\.kind))
    }

    @Test("display, result null, inf and nan are written so that they read back")
    func expectations() throws {
        let yaml = "app: countonme\nsteps:\n  - expect: { display: \"0\", result: null }\n"
            + "  - expect: { display: \"1 + \", result: inf }\n  - expect: { result: nan }\n  - expect: { result: -2.5 }\n"
        let original = try Fixture.parseCalculator(yaml)
        let written = ScenarioWriter.yaml(original)
        let reread = try Fixture.parseCalculator(written)
        #expect(reread.steps.count == 4)
        #expect(Array(reread.steps.map(\.kind).prefix(2)) == Array(original.steps.map(\.kind).prefix(2)))
        #expect(reread.steps[3].kind == original.steps[3].kind)
        guard case .expect(let nan) = reread.steps[2].kind, case .shown(let value)? = nan.result else {
            Issue.record("nan not read back from \(written)")
            return
        }
        #expect(value.isNaN)
    }
}

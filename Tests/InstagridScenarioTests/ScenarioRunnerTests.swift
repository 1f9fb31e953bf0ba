import InstagridModel
import InstagridScenario
import Testing

@Suite("The runner: steps on the virtual clock, failures with lines and phases")
struct ScenarioRunnerTests {
    func run(_ yaml: String) throws -> ScenarioRun<Instagrid> {
        let scenario = try Fixture.parse(yaml)
        return ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
    }

    @Test("Idealized gestures take 0.05 s (tap) and 0.15 s (swipe) on the clock")
    func gestureTimes() throws {
        let result = try run("""
            steps:
              - tap: layout-3
              - expect: { time: 0.05 }
              - swipe: left
              - expect: { time: 0.2 }
              - wait: 0.3
              - at: 1
              - expect: { time: 1 }
            """)
        #expect(result.passed)
        #expect(result.finalState.now == 1)
    }

    @Test("An idealized swipe up is recognized at its third move and slides the grid out")
    func idealizedSwipe() throws {
        let result = try run("""
            steps:
              - swipe: up
            """)
        let recognized = try #require(result.trace.first { $0.events.contains(.swipeRecognized(.up)) })
        #expect(abs(recognized.time - 0.05) < 1e-12)
        #expect(result.finalState.phase == .slidingOut)
    }

    @Test("A failed expect shows expected and actual with the step's line, and the run goes on")
    func expectFailure() throws {
        let result = try run("""
            steps:
              - tap: layout-3
              - expect: { layout: 1, phase: idle }
              - tap: layout-1
              - expect: { layout: 1 }
            """)
        #expect(result.failures.count == 1)
        let failure = try #require(result.failures.first)
        #expect(failure.kind == .expectation)
        #expect(failure.location.line == 3)
        // One line per differing key, at the step's line; `phase: idle` held, so it is not listed.
        #expect(failure.description == Fixture.scenarioPath + ":3:5: error: expect: layout: expected 1, found 3")
        #expect(failure.message == "layout: expected 1, found 3")
        #expect(failure.differences == [.layout(expected: .one, found: .three)])
    }

    @Test("Steps that cannot apply fail the run with their line and the phase found",
          arguments: [
            ("share: completed", "share: no share sheet is presented (phase: idle)"),
            ("picker: cancel", "picker: no picker is presented (phase: idle)"),
            ("alert: dismiss", "alert: no alert is presented (phase: idle)"),
            ("tap: slot-2", "tap: slot-2 is not on screen in layout 1 (phase: idle)"),
          ])
    func inapplicable(step: String, message: String) throws {
        let result = try run("""
            steps:
              - tap: layout-1
              - \(step)
              - tap: layout-3
            """)
        #expect(result.failures.map(\.description) == ["\(Fixture.scenarioPath):3:5: error: \(message)"])
        #expect(result.failures.first?.kind == .inapplicable)
        // The run stops at the failing step: layout-3 was never tapped.
        #expect(result.finalState.layout == .one)
    }

    @Test("A pick whose tap opens no picker fails, naming the phase")
    func pickWithoutPicker() throws {
        let result = try run("""
            photos: { a: Photos/landscape-4x3.png }
            steps:
              - swipe: up
              - pick: { slot: 1, photo: a }
            """)
        #expect(result.failures.map(\.message) == ["tapping slot-1 did not open the picker (phase: sliding-out)"])
    }

    @Test("Ignored inputs are not errors; the trace says why")
    func ignoredInTrace() throws {
        let result = try run("""
            steps:
              - tap: slot-1
              - tap: layout-3
              - expect: { phase: picking, layout: 2 }
            """)
        #expect(result.passed)
        let ignored = result.trace.filter(\.isIgnored)
        #expect(ignored.count == 1)
        #expect(TraceFormat.json.line(Instagrid.traceLine(ignored[0])).contains(#""result":"ignored","reason":"tap on layout-3 while picking (locked outside idle)""#))
    }

    @Test("The timeline rebuilds any instant; the same scenario gives the same trace (R15)")
    func timeline() throws {
        let yaml = """
            options: { curve: linear }
            steps:
              - swipe: up
              - wait: 1
            """
        let a = try run(yaml)
        let b = try run(yaml)
        #expect(a.trace == b.trace)
        let state = a.timeline.state(at: 0.3)
        #expect(abs(state.gridOffset.y - -333.5) < 1e-9)
        #expect(a.timeline.states(at: [0.3, 0.55, 1.15]).map(\.phase) == [.slidingOut, .sharing, .sharing])
    }

    @Test("Frame times come from the index, not from adding steps")
    func frameTimes() {
        let window = AnimationWindow(from: 0.1, to: 0.7, fps: 30)
        #expect(window.frameCount == 19)
        #expect(window.time(ofFrame: 18) == 0.1 + 18.0 / 30)
        #expect(AnimationWindow(from: 0, to: 1, fps: 60).frameCount == 61)
    }
}

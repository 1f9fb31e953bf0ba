import InstagridModel
import InstagridScenario
import Testing

/// The idealized gestures' timings come from one place: the parser's static timeline and the
/// runner's clock agree with `IdealGesture`.
@Suite struct IdealGestureTests {
    @Test("The parser's timeline and the runner's clock both advance by IdealGesture's durations")
    func timelineAndClockAgree() throws {
        let tap = IdealGesture.tapDuration
        let swipe = IdealGesture.swipeDuration
        let track = IdealGesture.defaultTrackDuration
        let end = tap + tap + swipe + track
        let yaml = """
            photos: { beach: Photos/landscape-4x3.png }
            steps:
              - tap: layout-3
              - pick: { slot: 1, photo: beach }
              - swipe: right
              - swipe: { from: [10, 10], to: [10, 20] }
              - expect: { time: \(end) }
              - at: \(end)
            """
        let scenario = try Fixture.parse(yaml)
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        #expect(run.passed, "\(run.failures)")
        #expect(run.timeline.end == end)
        // `at` a millisecond earlier than the gestures took goes back in time.
        #expect(Fixture.error(yaml.replacingOccurrences(of: "- at: \(end)", with: "- at: \(end - 0.001)"))?
            .contains("goes back in time") == true)
    }

    @Test("An idealized swipe is a drag of swipeDistance, moves at each 1/60 s before its end, touch touchID")
    func swipeInputs() throws {
        let scenario = try Fixture.parse("steps:\n  - swipe: down\n")
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        let inputs = run.timeline.inputs
        // 0.15 s: moves at 1/60 … 8/60 s; the touch lifts at 0.15 s (9/60) at the end point.
        #expect(inputs.count == 8 + 2)
        #expect(inputs.dropFirst().dropLast().map(\.time) == (1...8).map { Double($0) / 60 })
        guard case let .touchBegan(id, start)? = inputs.first?.action,
              case let .touchEnded(endID, end)? = inputs.last?.action else {
            Issue.record("expected a touch down first and a touch up last: \(inputs)")
            return
        }
        #expect(id == IdealGesture.touchID && endID == IdealGesture.touchID)
        #expect(end.y - start.y == IdealGesture.swipeDistance && end.x == start.x)
        #expect(inputs.last?.time == IdealGesture.swipeDuration)
    }
}

import Devices
import MessengerModel
@testable import MessengerScenario
import MessengerWorld
import Scenarios
import Testing

/// The gesture steps in a world (docs/scenarios.md, "Gesture steps"; docs/worlds.md): a step
/// addressed to a user touches that user's phone, at the target's centre on that phone.
@Suite("Messenger worlds: gesture steps go to the addressed user's phone")
struct MessengerGestureTests {
    static let header = MessengerBadInputTests.header

    /// The touches a run sent to phones: time, phone, input.
    static func touches(_ run: ScenarioRun<Messenger>) -> [(Double, Int, MessengerAction)] {
        run.timeline.inputs.compactMap { input in
            guard case let .phone(index, action) = input.action else { return nil }
            switch action {
            case .touchBegan, .touchMoved, .touchEnded, .touchCancelled: return (input.time, index, action)
            default: return nil
            }
        }
    }

    @Test("bob's double tap touches bob's phone at its compose button; alice's two-finger tap hers")
    func addressed() throws {
        let run = try MessengerWorldTests.run(Self.header + "  - wait: 1\n  - bob: { double-tap: compose }\n"
                                              + "  - alice: { two-finger-tap: { at: [30, 40] } }\n")
        #expect(run.failures.isEmpty, "\(run.failures)")
        let scenario = try MessengerWorldTests.parse(Self.header + "  - wait: 1\n")
        var runner = ScenarioRunner(scenario: scenario, device: .iPhone8)
        runner.perform(scenario.steps[0])
        let compose = try #require(runner.state.phones[1].frame(of: .compose)).center
        let found = Self.touches(run)
        #expect(found.map(\.0) == [1, 1.05, 1.15, 1.2, 1.2, 1.2, 1.25, 1.25])
        #expect(found.map(\.1) == [1, 1, 1, 1, 0, 0, 0, 0])
        #expect(found.map(\.2) == [
            .touchBegan(id: 1, at: compose), .touchEnded(id: 1, at: compose),
            .touchBegan(id: 1, at: compose), .touchEnded(id: 1, at: compose),
            .touchBegan(id: 1, at: Point(x: 20, y: 40)), .touchBegan(id: 2, at: Point(x: 40, y: 40)),
            .touchEnded(id: 1, at: Point(x: 20, y: 40)), .touchEnded(id: 2, at: Point(x: 40, y: 40)),
        ])
    }

    static let refused: [(String, String)] = [
        (header + "  - alice: { pinch: 2 }\n",
         "world.yaml:4:21: error: expected a mapping such as '{ on: attach }' for 'pinch', found a number 2"),
        (header + "  - double-tap: compose\n",
         "world.yaml:4:5: error: 'double-tap' is a step of one participant's phone; address it, e.g. 'alice: { double-tap: … }'"),
        (header + "  - alice: { edge-swipe: { edge: lef } }\n",
         "world.yaml:4:34: error: unknown edge 'lef'; did you mean 'left'?"),
    ]

    @Test("a gesture step written where it cannot be read is refused at its line", arguments: refused)
    func refusedWhenRead(yaml: String, expected: String) {
        #expect(MessengerWorldTests.message(yaml) == expected)
    }

    @Test("a gesture on a target not on the user's screen stops the run at its line, naming the screen")
    func notOnScreen() throws {
        let run = try MessengerWorldTests.run(Self.header + "  - wait: 1\n  - alice: { long-press: delete }\n")
        #expect(run.failures.map(\.description) == ["world.yaml:5:14: error: long-press: delete is not on screen (chats)"])
        #expect(Self.touches(run).isEmpty)
    }

    @Test("a drag, a pinch and a rotation written to a user are read as that user's, and written back so")
    func writtenBack() throws {
        let yaml = Self.header + "  - bob: { drag: { on: compose, by: [0, 40] } }\n  - alice: { rotate: { at: [1, 2] } }\n"
            + "  - alice: { rotate: portrait }\n  - bob: { pinch: { on: compose, scale: 0.5 } }\n"
        let scenario = try MessengerWorldTests.parse(yaml)
        #expect(scenario.steps.map(\.participant) == [1, 0, 0, 1])
        #expect(scenario.steps[2].kind == .app(.rotate(.portrait)))
        let reread = try MessengerWorldTests.parse(ScenarioWriter.yaml(scenario))
        #expect(reread.steps.map(\.kind) == scenario.steps.map(\.kind))
        #expect(reread.steps.map(\.participant) == scenario.steps.map(\.participant))
    }
}

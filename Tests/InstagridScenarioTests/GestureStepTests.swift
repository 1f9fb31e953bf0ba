import InstagridModel
import Testing
@testable import InstagridScenario
@testable import Scenarios

/// The gesture steps in Instagrid (docs/scenarios.md, "Gesture steps"): `rotate` with a word
/// still turns the device, with a mapping it turns two fingers; the targets are Instagrid's, and
/// the screen's edges those of its current orientation.
@Suite("Gesture steps in Instagrid")
struct GestureStepTests {
    @Test("rotate: a word turns the device, a mapping turns two fingers")
    func rotateForms() throws {
        let scenario = try Fixture.parse("steps:\n  - rotate: landscape-left\n  - rotate: { on: slot-1, angle: 45 }\n")
        #expect(scenario.steps.map(\.kind) == [
            .rotate(.landscapeLeft),
            .gesture(.rotate(.control(.slot(1)), angle: 45, distance: 100, duration: 0.4)),
        ])
        #expect(Fixture.error("steps:\n  - rotate: { on: slot-1, angel: 45 }\n")
                == "s.yaml:2:27: error: unknown key 'angel' in 'rotate'; did you mean 'angle'?")
        #expect(Fixture.error("steps:\n  - rotate: landscap-left\n")?.hasPrefix("s.yaml:2:13: error: unknown orientation") == true)
    }

    @Test("a gesture on a slot touches its centre; on a slot the layout hides it fails as a tap does")
    func slots() throws {
        // The double tap's first tap opens the picker: the phase the failure names.
        let scenario = try Fixture.parse("steps:\n  - double-tap: slot-1\n  - pinch: { on: slot-4 }\n  - tap: slot-1\n")
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        let center = try #require(AppState(device: .iPhone8).geometry.frame(of: .slot(1), layout: .two, gridOffset: .zero)).center
        #expect(run.timeline.inputs.map(\.action) == [.touchBegan(id: 1, at: center), .touchEnded(id: 1, at: center),
                                                     .touchBegan(id: 1, at: center), .touchEnded(id: 1, at: center)])
        #expect(run.timeline.inputs.map(\.time) == [0, 0.05, 0.15, 0.2])
        #expect(run.failures.map(\.description) == ["\(Fixture.scenarioPath):3:5: error: pinch: slot-4 is not on screen in "
                                                    + "layout 2 (phase: picking)"])
    }

    @Test("an edge-swipe starts at the edge of the screen in the interface's orientation after a rotation")
    func edgeAfterRotation() throws {
        let scenario = try Fixture.parse("steps:\n  - rotate: landscape-left\n  - edge-swipe: bottom\n")
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        // The iPhone 8 in landscape is 667 × 375 points.
        let touches = run.timeline.inputs.compactMap { input -> Point? in
            if case let .touchBegan(_, point) = input.action { return point }
            if case let .touchEnded(_, point) = input.action { return point }
            return nil
        }
        #expect(touches == [Point(x: 333.5, y: 371), Point(x: 333.5, y: 251)])
    }
}

import GestureLabModel
import GestureLabRender
import GestureLabScenario
import Harness
import Scenarios

extension LiveApp {
    /// The gesture lab's live phone (docs/studio.md, "The gesture lab"): the views and
    /// recognizers of the built-in arrangement (`LabSetup.example(on:)`) or of a
    /// lab scenario of the project chosen as the setup, a touch that does what the idealized
    /// tap does recorded as `tap: VIEW` on the view under it, any other as a track, and
    /// "Expect the current state" writing every lab key, the log since the previous `expect`
    /// with a log. Beside it, a panel of every recognizer's state and count and the log as it
    /// happens, and the recording's lanes (`replay --timeline`). No controls; portrait only.
    public static let gestureLab = LiveApp(
        GestureLab.self,
        screen: { _ in
            let renderer = LabRenderer()
            return LiveScreen(draw: { renderer.render($0) }, drawsSame: { LabLook($0) == LabLook($1) })
        },
        visible: { LabOutcome($0) },
        expectationInRunner: { runner in
            LabExpectation(everythingIn: runner.state, logSince: GestureLab.logStart(in: runner))
        },
        target: { point, state in
            // The view a touch there goes to; the screen itself is no target (`tap: {x, y}`).
            guard let view = state.arena.hitTest(point, at: state.now), view != 0 else { return nil }
            return state.arena.views[view].name
        },
        settings: { start in LabSetup.example(on: start.device) },
        panel: LivePanel(title: "Recognizers", content: { $0.panel(logLines: LiveLimits.standard.maxPanelLogLines) }),
        timeline: { GestureLab.timeline(of: $0) },
        setups: true)
}

import CountOnMeModel
import CountOnMeRender
import CountOnMeScenario
import Frames
import Harness
import Scenarios

extension HarnessApp {
    /// CountOnMe (docs/countonme.md): its scenarios, drawn by `CountOnMeRenderer` (one for a
    /// whole session, so that each device's buttons are drawn once per run); no files to decode;
    /// its keys and touches as lanes in `replay --timeline`; driven live in the studio.
    public static let countOnMe = HarnessApp(
        CountOnMe.self, drawing: { let renderer = CountOnMeRenderer(); return { renderer.render($0) } },
        timeline: { CountOnMe.timeline(of: $0) }, explorer: .countOnMe, live: .countOnMe)
}

/// The calculator has no phases or rotation: the defaults, idle and portrait, and nothing more to say.
extension CountOnMeState: FrameState {}

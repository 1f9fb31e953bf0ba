import Devices
import Frames
import GestureLabModel
import GestureLabRender
import GestureLabScenario
import Harness
import Scenarios

extension HarnessApp {
    /// The gesture lab (docs/gestures.md, "The gesture lab"): any arrangement of views and UIKit
    /// recognizers a scenario declares, drawn by `LabRenderer`, with its recognizers, views and
    /// touches as lanes in `replay --timeline`, and a live phone in the studio (``LiveApp/gestureLab``).
    public static let gestureLab = HarnessApp(
        GestureLab.self, drawing: { let renderer = LabRenderer(); return { renderer.render($0) } },
        timeline: { GestureLab.timeline(of: $0) }, explorer: .gestureLab, live: .gestureLab)
}

/// The lab is portrait only (the default); its phase is whether a touch is down.
extension LabState: FrameState {
    public var phaseName: String { arena.touchesDown().isEmpty ? "idle" : "touching" }
}

import Devices
import Frames
import Harness
import Scenarios

extension HarnessApp {
    /// Heart as the harness drives it: its scenario files read by `Heart`'s words, each run drawn
    /// by `HeartRenderer` (a still per snapshot, a contact sheet per animation window), and
    /// `explore` through ``Explorer/heart``.
    public static let heart = HarnessApp(Heart.self, draw: HeartRenderer.render, explorer: .heart)
}

extension Explorer {
    /// Heart's `explore`: the harness's explorer over ``HeartExploration/plan``, with Heart's
    /// invariants, in portrait; Heart has no options.
    public static let heart = Explorer(maxInputs: 10_000, plan: HeartExploration.plan)
}

/// What `frames` and contact sheets say of a state: portrait, its phase, and whether it is liked.
extension HeartState: FrameState {
    /// Heart runs in portrait only.
    public var orientation: Orientation { .portrait }

    /// `peeking`, `bursting`, `touching`, `waiting` (for a second tap) or `idle`.
    public var phaseName: String {
        if isPeeking { return "peeking" }
        if burstStart != nil { return "bursting" }
        if !arena.touchesDown().isEmpty { return "touching" }
        return awaitsSecondTap ? "waiting" : "idle"
    }

    /// Whether the post is liked, in each frame of the manifest.
    public var manifestFields: [ManifestField] { [ManifestField("liked", json: liked ? "true" : "false")] }
}

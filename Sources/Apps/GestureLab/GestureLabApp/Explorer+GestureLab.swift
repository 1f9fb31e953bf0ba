import GestureLabScenario
import Harness

extension Explorer {
    /// The lab's `explore` (docs/gestures.md, "Exploring arrangements"): the harness's explorer
    /// over ``LabExploration/plan``, with the kit's invariants.
    public static let gestureLab = Explorer(maxInputs: 10_000, plan: LabExploration.plan)
}

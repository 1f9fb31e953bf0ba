import GestureLabModel
import GestureLabScenario
import Scenarios
import Timelines

extension GestureLab {
    /// A lab run as lanes (docs/timeline.md, "Gesture lanes"): the phone's steps, then a lane
    /// per recognizer with its state over time, a lane per view with the phases and control
    /// events it received, and the touches.
    static func timeline(of run: ScenarioRun<GestureLab>) -> TimelineChart {
        var chart = run.timelineChart()
        run.finalState.history.addLanes(to: &chart, arena: run.finalState.arena)
        return chart
    }
}

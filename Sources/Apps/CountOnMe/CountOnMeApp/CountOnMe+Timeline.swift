import CountOnMeModel
import CountOnMeScenario
import Gestures
import Scenarios
import Timelines

extension CountOnMe {
    /// A calculator run as lanes (docs/timeline.md, "Gesture lanes"): the phone's steps, then a
    /// lane per key that received a touch with the phases and control events it received, and
    /// the touches. The run must have been made with its trace.
    static func timeline(of run: ScenarioRun<CountOnMe>) -> TimelineChart {
        var chart = run.timelineChart()
        run.finalState.gestureHistory?.addLanes(to: &chart, arena: run.finalState.arena)
        return chart
    }
}

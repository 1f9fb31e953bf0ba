import Gestures
import InstagridModel
import InstagridScenario
import Scenarios
import Timelines

extension Instagrid {
    /// An Instagrid run as lanes (docs/timeline.md, "Gesture lanes"): the phone's steps, then the
    /// share swipe's state over time, a lane per view that received a touch (slots, layout
    /// buttons, the stand-in and its buttons) with the phases and control events it received,
    /// and the touches. The run must have been made with its trace.
    static func timeline(of run: ScenarioRun<Instagrid>) -> TimelineChart {
        var chart = run.timelineChart()
        run.finalState.gestureHistory?.addLanes(to: &chart, arena: run.finalState.arena)
        return chart
    }
}

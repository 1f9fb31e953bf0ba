import GestureLabModel
import GestureLabScenario
import Scenarios
import Timelines

extension GestureLab {
    /// A lab run as lanes (docs/timeline.md): the phone's steps.
    static func timeline(of run: ScenarioRun<GestureLab>) -> TimelineChart {
        run.timelineChart()
    }
}

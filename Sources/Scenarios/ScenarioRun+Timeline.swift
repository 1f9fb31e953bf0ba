import Timelines

extension ScenarioRun where App: ScenarioWritable {
    /// The run's lanes and steps as a timeline chart (docs/timeline.md), for an app to add its
    /// services and messages to: one lane per participant in the scenario's order (a scenario of
    /// one phone has one lane, named after its device); each step of a phone a mark on its lane
    /// at the instant it began, written as in the scenario (`tap: send`, `type: "Hi Bob"`;
    /// waits and snapshots are left out); a failed step in red with its line and what failed;
    /// a failed `expect` of the world across every lane.
    public func timelineChart() -> TimelineChart {
        let lanes = scenario.participants.isEmpty
            ? [TimelineChart.Lane(device.id)] : scenario.participants.map { TimelineChart.Lane($0.name) }
        var marks: [TimelineChart.Mark] = []
        for done in performed {
            let lane = scenario.participants.isEmpty ? 0 : done.step.participant
            if let failure = done.failure {
                let what = failure.message.split(separator: "\n").first.map(String.init) ?? ""
                marks.append(TimelineChart.Mark(lane: lane, time: done.start,
                                                text: "✘ line \(failure.location.line) \(failure.step): \(what)",
                                                kind: .failure))
                continue
            }
            guard let lane else { continue }
            switch done.step.kind {
            case .wait, .at, .snapshot: continue
            case .touches(let samples):
                marks.append(TimelineChart.Mark(lane: lane, time: done.start, text: "touches: \(samples.count)"))
            default:
                marks.append(TimelineChart.Mark(lane: lane, time: done.start, text: ScenarioWriter.stepText(done.step.kind)))
            }
        }
        return TimelineChart(title: scenario.name, lanes: lanes, marks: marks, end: timeline.end)
    }
}

import Scenarios

extension Explorer {
    /// `explore` of an app through the harness's engine (``ExploreEngine``): its plan's seeds on
    /// every core, checked, shrunk and printed the same way for every app.
    public init<App: ScenarioWritable>(maxInputs: Int, participants: ClosedRange<Int>? = nil, plan: ExplorePlan<App>) {
        self.init(maxInputs: maxInputs, participants: participants) { request in
            let engine = ExploreEngine(plan: plan, request: request)
            let (summary, outcome) = try engine.explore()
            if let failure = summary.failure, outcome != nil {
                return ExploreReport(text: failure.scenario, failed: true, summary: summary)
            }
            return ExploreReport(text: Self.line(summary), failed: false, summary: summary)
        }
        guides = true
    }

    /// `✔ explore APP on DEVICE (ORIENTATION), seeds A…B: N sequences of S steps, K invariants
    /// held after M inputs`, with what stopped a run early.
    public static func line(_ summary: ExploreSummary) -> String {
        let spans = ExploreSummary.normalized(summary.covered)
        let seeds = spans.map { span -> String in
            let first = summary.seed &+ UInt64(span.first)
            let last = summary.seed &+ UInt64(span.first + max(0, span.count - 1) * span.stride)
            let range = span.count == 1 ? "\(first)" : "\(first)…\(last)"
            return span.stride == 1 || span.count == 1 ? range : "\(range) every \(span.stride)"
        }
        let covered = seeds.isEmpty ? "no seed" : (seeds.count == 1 && !seeds[0].contains("…") ? "seed " : "seeds ")
            + seeds.joined(separator: ", ")
        let stop = switch summary.stopped {
        case "time": " (stopped when the time was up)"
        case "interrupted": " (interrupted)"
        default: ""
        }
        let guided = summary.transitions.map { "; guided, \($0.count) transitions of what it shows covered" } ?? ""
        return "✔ explore \(summary.app) on \(summary.device) (\(summary.orientation)), \(covered): "
            + "\(summary.sequences) sequences of \(summary.inputs) steps, \(summary.invariants) invariants held after "
            + "\(summary.inputsSent) inputs\(guided)\(stop)"
    }
}

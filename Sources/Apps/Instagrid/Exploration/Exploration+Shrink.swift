import InstagridModel
import InstagridScenario

extension Exploration {
    /// The most sequences one shrink tries.
    static let shrinkBudget = 3_000

    /// A shorter sequence that fails `failing`'s invariant too: chunks of steps are removed
    /// while the invariant still fails (halves first, then down to single steps, until no
    /// removal keeps the failure), then the steps are made simpler one at a time (a drawn
    /// gesture becomes a tap, a wait shorter).
    func shrink(seed: UInt64, steps initial: [StepKind<Instagrid>], failing violation: Violation) -> Outcome {
        var budget = Self.shrinkBudget
        var best = check(seed: seed, steps: initial)
        /// The outcome of `candidate` when it fails the same invariant.
        func failing(_ candidate: [StepKind<Instagrid>]) -> Outcome? {
            guard budget > 0 else { return nil }
            budget -= 1
            let outcome = check(seed: seed, steps: candidate)
            return outcome.violation?.invariant == violation.invariant ? outcome : nil
        }
        var steps = best.scenario.steps.map(\.kind)
        var chunk = max(steps.count / 2, 1)
        while chunk >= 1, budget > 0 {
            var removed = false
            var start = 0
            while start < steps.count, budget > 0 {
                var candidate = steps
                candidate.removeSubrange(start..<min(start + chunk, steps.count))
                if let outcome = failing(candidate) {
                    best = outcome
                    steps = outcome.scenario.steps.map(\.kind)
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        var index = 0
        while index < steps.count, budget > 0 {
            for simpler in Self.simpler(steps[index]) {
                var candidate = steps
                candidate[index] = simpler
                if let outcome = failing(candidate), outcome.scenario.steps.count == steps.count {
                    best = outcome
                    steps = outcome.scenario.steps.map(\.kind)
                    break
                }
            }
            index += 1
        }
        return best
    }

    /// Simpler forms of a step, simplest first.
    static func simpler(_ kind: StepKind<Instagrid>) -> [StepKind<Instagrid>] {
        switch kind {
        case .wait(let seconds) where seconds > 0.01:
            return [0.01, 0.1, 0.5, 1].filter { $0 < seconds }.map(StepKind<Instagrid>.wait)
        case .touches(let samples):
            guard let began = samples.first, let last = samples.last else { return [] }
            let single = samples.filter { $0.id == began.id }
            return [.tap(.point(began.point)), .swipe(.track(from: began.point, to: last.point, duration: max(last.time, 0.01)))]
                + (single.count < samples.count ? [.touches(single)] : [])
        case let .app(.swipe(.track(from, to, duration))):
            return [.tap(.point(from))] + Direction.allCases.map { .swipe(.direction($0)) }
                + (duration == IdealGesture.swipeDuration ? [] : [.swipe(.track(from: from, to: to, duration: IdealGesture.swipeDuration))])
        case .app(.shareActivity(_, let completed, _)):
            return [.share(completed ? .completed : .cancelled)]
        case .tap(.point):
            return (Layout.allCases.map(Control.layoutButton) + (1...4).map(Control.slot)).map { .tap(.control($0)) }
        default:
            return []
        }
    }
}

import Devices
import Scenarios

extension ExploreEngine {
    /// The most replays a shrink makes: a bound on its work, whatever the sequence.
    static var shrinkBudget: Int { 4_000 }

    /// A failing sequence made smaller while it still breaks the same invariant: its actions left
    /// out in halves, quarters… down to one at a time (delta debugging), then each step made
    /// simpler — shorter waits, fewer moves, rounder numbers.
    public func shrink(_ outcome: ExploreOutcome<App>) -> ExploreOutcome<App> {
        guard let invariant = outcome.violation?.invariant else { return outcome }
        var best = outcome
        var replays = 0
        func attempt(_ actions: [[Step<App>]]) -> ExploreOutcome<App>? {
            guard replays < Self.shrinkBudget else { return nil }
            replays += 1
            let result = replay(seed: outcome.seed, scenario: outcome.scenario, actions: actions, drawn: outcome.drawn)
            return result.violation?.invariant == invariant ? result : nil
        }
        var chunk = max(1, best.actions.count / 2)
        while !best.actions.isEmpty {
            var index = 0
            var removed = false
            while index < best.actions.count {
                var fewer = best.actions
                fewer.removeSubrange(index..<min(index + chunk, fewer.count))
                if let smaller = attempt(fewer) {
                    best = smaller
                    removed = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 {
                if !removed { break }
            } else {
                chunk /= 2
            }
        }
        for action in best.actions.indices {
            for step in best.actions[action].indices {
                var changed = true
                while changed, action < best.actions.count, step < best.actions[action].count {
                    changed = false
                    let current = best.actions[action][step]
                    for simpler in simpler(current.kind) {
                        var candidate = best.actions
                        candidate[action][step] = Step(simpler, at: current.location, participant: current.participant)
                        if let smaller = attempt(candidate), smaller.actions.count == best.actions.count {
                            best = smaller
                            changed = true
                            break
                        }
                    }
                }
            }
        }
        return best
    }

    /// Simpler forms of a step, simplest first: the app's (``ExplorePlan/simplify``), then for
    /// the shared steps shorter waits, fewer moves and rounder numbers.
    func simpler(_ kind: StepKind<App>) -> [StepKind<App>] {
        plan.simplify(kind) + harnessSimpler(kind)
    }

    /// The harness's simpler forms of a shared or gesture step.
    private func harnessSimpler(_ kind: StepKind<App>) -> [StepKind<App>] {
        switch kind {
        case .wait(let seconds):
            return [0.01, (seconds * 10).rounded(.down) / 10, (seconds * 50).rounded(.down) / 100]
                .filter { $0 > 0 && $0 < seconds }.uniqued.map { .wait($0) }
        case .touches(let samples):
            var forms: [[TouchSample]] = []
            let fewer = samples.enumerated().filter { index, sample in
                sample.phase != .moved || index == samples.count - 1 || samples[index + 1].phase != .moved
                    || samples[index + 1].id != sample.id
            }.map(\.element)
            if fewer.count < samples.count { forms.append(fewer) }
            let rounder = samples.map { sample in
                var copy = sample
                copy.point = Point(x: sample.point.x.rounded(), y: sample.point.y.rounded())
                return copy
            }
            if rounder != samples { forms.append(rounder) }
            return forms.map { .touches($0) }
        case .tap(.point(let point)):
            let rounder = Point(x: (point.x / 10).rounded() * 10, y: (point.y / 10).rounded() * 10)
            return rounder == point ? [] : [.tap(.point(rounder))]
        case .gesture(let gesture):
            return simpler(gesture).map { .gesture($0) }
        case .app, .tap, .at, .expect, .invariants, .snapshot:
            return []
        }
    }

    private func simpler(_ gesture: GestureStep<App.AppTarget>) -> [GestureStep<App.AppTarget>] {
        func rounder(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        switch gesture {
        case let .drag(from, to, duration, hold):
            var forms: [GestureStep<App.AppTarget>] = []
            if hold > 0 { forms.append(.drag(from: from, to: to, duration: duration, hold: 0)) }
            if rounder(duration) != duration, rounder(duration) > 0 {
                forms.append(.drag(from: from, to: to, duration: rounder(duration), hold: hold))
            }
            return forms
        case let .longPress(target, duration):
            return rounder(duration) != duration && rounder(duration) > 0 ? [.longPress(target, duration: rounder(duration))] : []
        default:
            return []
        }
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, in order.
    var uniqued: [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

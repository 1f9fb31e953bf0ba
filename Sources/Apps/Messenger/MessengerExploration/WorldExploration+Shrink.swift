import MessengerScenario
import Scenarios

extension WorldExploration {
    /// The most worlds one shrink runs.
    static let shrinkBudget = 2_000

    /// A smaller world that fails the same invariant: chunks of actions removed (halves first,
    /// then down to single actions) while it still fails, then users removed with their actions,
    /// then the jitter replaced by the links' fixed latency, then waits shortened.
    func shrink(_ outcome: Outcome, seed: UInt64, failing invariant: WorldViolation.Invariant) -> Outcome {
        var budget = Self.shrinkBudget
        var best = outcome
        /// `candidate`'s outcome when it fails the same invariant.
        func failing(_ world: World, _ candidate: [WorldAction]) -> Outcome? {
            guard budget > 0 else { return nil }
            budget -= 1
            let outcome = check(world, seed: seed, actions: candidate)
            return outcome.violation?.invariant == invariant ? outcome : nil
        }
        var chunk = max(best.actions.count / 2, 1)
        while chunk >= 1, budget > 0 {
            var removed = false
            var start = 0
            while start < best.actions.count, budget > 0 {
                var candidate = best.actions
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let outcome = failing(best.world, candidate) {
                    best = outcome
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        var user = best.world.users.count - 1
        while user >= 0, best.world.users.count > 2, budget > 0 {
            var world = best.world
            world.users.remove(at: user)
            if let outcome = failing(world, best.actions.compactMap { $0.dropping(user: user) }) { best = outcome }
            user -= 1
        }
        if best.world.settings.jitter != nil {
            var world = best.world
            world.settings.jitter = nil
            if let outcome = failing(world, best.actions) { best = outcome }
        }
        var index = 0
        while index < best.actions.count, budget > 0 {
            if best.actions[index].kind == .wait, case .wait(let seconds)? = best.actions[index].steps.first {
                for shorter in [0.01, 0.1, 0.5] where shorter < seconds {
                    var candidate = best.actions
                    candidate[index].steps = [.wait(shorter)]
                    if let outcome = failing(best.world, candidate), outcome.actions.count == best.actions.count {
                        best = outcome
                        break
                    }
                }
            }
            index += 1
        }
        return best
    }
}

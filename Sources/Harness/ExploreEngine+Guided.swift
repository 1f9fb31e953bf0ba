import Scenarios
import VirtualClock

/// `explore --guided` (docs/explore.md, "Guided exploration"): as coverage-guided fuzzers do, the
/// runs that showed something new are kept (``ExploreCorpus``) and later runs mutate them —
/// splice two, insert or drop actions, jitter their times, draw a new tail after a prefix —
/// instead of each drawing its whole sequence.
///
/// Runs go in rounds of ``guidedRound`` seeds: every run of a round mutates the corpus as it was
/// when the round began, and the round's runs are kept, in seed order, once all have run. A
/// run's sequence thus follows from its seed and the runs before its round alone, whatever
/// `--jobs` is.
extension ExploreEngine {
    /// Seeds per round of guided exploration.
    static var guidedRound: Int { 8 }

    /// One part of a mutated sequence: an action kept from a sequence, one action drawn at that
    /// point, or actions drawn until the sequence is full.
    enum Slot: Sendable {
        case kept([Step<App>])
        case draw
        case drawToEnd
    }

    /// The sequence of `seed` in guided exploration, with the transitions it covered: drawn as
    /// ``run(seed:)`` draws it in the first round and one run in four; otherwise one of the
    /// corpus's sequences, mutated with the seed's own random numbers, from the scenario it ran
    /// from or, half the time, from a new one.
    func run(seed: UInt64, guidedBy corpus: ExploreCorpus<App>) throws -> (ExploreOutcome<App>, [UInt64]) {
        var mutation = SeededGenerator(seed: seed ^ 0x6A09_E667_F3BC_C909)
        guard !corpus.entries.isEmpty, !mutation.chance(1, in: Self.freshShare) else {
            var random = SeededGenerator(seed: seed)
            let scenario = try plan.start(request, &random)
            return perform([.drawToEnd], from: scenario, seed: seed, random: &random)
        }
        // Half the time one of the sequences kept last: what was found most recently.
        let parent = mutation.chance(1, in: 2)
            ? mutation.element(Array(corpus.entries.suffix(16))) : mutation.element(corpus.entries)
        var slots = parent.actions.map { Slot.kept($0) }
        for _ in 0..<mutation.int(in: 1...3) {
            slots = mutate(slots, corpus: corpus, random: &mutation)
        }
        if case .drawToEnd = slots.last {} else { slots.append(.drawToEnd) }
        // Half the time the mutated actions run from a new start (a new arrangement, new
        // participants), drawn with the mutation's numbers: the sequence is kept, not where it ran.
        let scenario = mutation.chance(1, in: 2) ? try plan.start(request, &mutation) : parent.scenario
        return perform(slots, from: scenario, seed: seed, random: &mutation)
    }

    /// One run in this many draws a fresh sequence once the corpus has one.
    static var freshShare: Int { 4 }

    /// One mutation of a sequence: a new tail after a prefix, a splice with another kept
    /// sequence, actions drawn and inserted, actions dropped, or times jittered.
    func mutate(_ slots: [Slot], corpus: ExploreCorpus<App>, random: inout SeededGenerator) -> [Slot] {
        var slots = slots
        let at = random.int(in: 0...slots.count)
        switch random.int(in: 0...5) {
        case 0:
            slots = Array(slots[..<at]) + [.drawToEnd]
        case 1:
            let other = random.element(corpus.entries).actions
            let from = random.int(in: 0...other.count)
            slots = Array(slots[..<at]) + other[from...].map { Slot.kept($0) }
        case 2, 3:
            slots.insert(contentsOf: Array(repeating: Slot.draw, count: random.int(in: 1...3)), at: at)
        case 4:
            slots.removeSubrange(at..<min(slots.count, at + random.int(in: 1...4)))
        default:
            for _ in 0..<random.int(in: 1...3) where !slots.isEmpty {
                let index = random.int(in: 0...(slots.count - 1))
                guard case .kept(let action) = slots[index] else { continue }
                if let jittered = jittered(action, random: &random) {
                    slots[index] = .kept(jittered)
                } else if let first = action.first {
                    // An action with no time of its own comes a little later.
                    let wait = Step<App>(.wait(random.element([0.01, 0.05, 0.1, 0.3])), at: first.location,
                                         participant: first.participant)
                    slots.insert(.kept([wait]), at: index)
                }
            }
        }
        return slots
    }

    /// The action with the times of its waits and gestures nudged, nil when it has none.
    func jittered(_ action: [Step<App>], random: inout SeededGenerator) -> [Step<App>]? {
        var changed = false
        let steps = action.map { step -> Step<App> in
            var step = step
            func nudge(_ seconds: Double) -> Double {
                changed = true
                let next = [seconds / 2, seconds * 2, seconds + 0.01, seconds - 0.01, seconds + 0.05][random.int(in: 0...4)]
                return max(0.01, (next * 1000).rounded() / 1000)
            }
            switch step.kind {
            case .wait(let seconds):
                step.kind = .wait(nudge(seconds))
            case .gesture(.longPress(let target, let duration)):
                step.kind = .gesture(.longPress(target, duration: nudge(duration)))
            case .gesture(.drag(let from, let to, let duration, let hold)):
                step.kind = random.chance(1, in: 2)
                    ? .gesture(.drag(from: from, to: to, duration: nudge(duration), hold: hold))
                    : .gesture(.drag(from: from, to: to, duration: duration, hold: hold > 0 ? nudge(hold) : 0.2))
            default:
                break
            }
            return step
        }
        return changed ? steps : nil
    }

    /// Performs `slots` from `scenario`: a kept action when it still applies, drawn ones with
    /// `random`; then brings the run to rest and checks it. Returns the transitions of what the
    /// app showed, line by line of its visible text, action by action, the last one coming to
    /// rest.
    func perform(_ slots: [Slot], from scenario: Scenario<App>, seed: UInt64,
                 random: inout SeededGenerator) -> (ExploreOutcome<App>, [UInt64]) {
        var runner = ScenarioRunner(scenario: scenario, device: request.device, tracing: false)
        var actions: [[Step<App>]] = []
        var covered: [UInt64] = []
        var shown = ExploreCorpus<App>.parts(App.visible(runner.state))
        func record(_ kind: String) {
            let now = ExploreCorpus<App>.parts(App.visible(runner.state))
            for (before, after) in zip(shown, now) {
                covered.append(ExploreCorpus<App>.transition(from: before, kind: kind, to: after))
            }
            shown = now
        }
        func take(_ action: [Step<App>]?) -> Bool {
            guard let action, !action.isEmpty, Self.apply(action, to: &runner) else { return false }
            actions.append(action)
            record(action.map(\.kind.keyword).joined(separator: "+"))
            return true
        }
        for slot in slots where actions.count < request.inputs {
            switch slot {
            case .kept(let action):
                _ = take(action)
            case .draw:
                var tries = 0
                while tries < 4, !take(plan.draw(&random, runner)) { tries += 1 }
            case .drawToEnd:
                // As run(seed:) draws: the same random numbers give the same sequence.
                var draws = 0
                while actions.count < request.inputs, draws < 4 * request.inputs {
                    draws += 1
                    _ = take(plan.draw(&random, runner))
                }
            }
        }
        let outcome = finished(seed: seed, scenario: scenario, actions: actions, runner: &runner)
        record("rest")
        return (outcome, covered)
    }
}

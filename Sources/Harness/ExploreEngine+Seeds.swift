import Foundation
import Scenarios
import Support

extension ExploreEngine {
    /// Runs the request's seeds — on `jobs` threads, this machine's shard of them, for at most
    /// its time budget — stopping at the first failure, which is the smallest failing seed's
    /// whatever the thread count; the failure comes shrunk.
    public func explore() throws -> (summary: ExploreSummary, outcome: ExploreOutcome<App>?) {
        let stride = request.shard?.count ?? 1
        let offset = request.shard?.index ?? 0
        let mine = request.runs > offset ? (request.runs - offset + stride - 1) / stride : 0
        let jobs = max(1, request.jobs)
        // Guided runs go in rounds of a fixed size, so that the corpus a run mutates does not
        // depend on the thread count (ExploreEngine+Guided.swift).
        let batch = request.guided ? Self.guidedRound : max(jobs * 8, 32)
        var corpus = request.guided ? ExploreCorpus<App>() : nil
        let clock = ContinuousClock()
        let start = clock.now
        var done = 0
        var sent = 0
        var stopped = "complete"
        var failing: ExploreOutcome<App>?
        while done < mine {
            if request.shouldStop() { stopped = "interrupted"; break }
            if let budget = request.budget, clock.now - start >= .seconds(budget) { stopped = "time"; break }
            let count = min(batch, mine - done)
            let first = done
            let round = corpus
            let runs = try ParallelWork.map(0..<count, jobs: jobs) { (index: Int) throws -> (ExploreOutcome<App>, [UInt64]) in
                let seed = request.seed(ofRun: offset + (first + index) * stride)
                return try round.map { try run(seed: seed, guidedBy: $0) } ?? (try run(seed: seed), [])
            }
            let outcomes = runs.map(\.0)
            let failed = outcomes.firstIndex { $0.violation != nil }
            for (outcome, covered) in runs[...(failed ?? runs.count - 1)] {
                corpus?.absorb(outcome, covered: covered)
            }
            if let index = failed {
                sent += outcomes[...index].reduce(0) { $0 + $1.inputs }
                done += index + 1
                failing = outcomes[index]
                stopped = "failure"
                break
            }
            sent += outcomes.reduce(0) { $0 + $1.inputs }
            done += count
        }
        let shrunk = failing.map(shrink)
        let summary = ExploreSummary(
            app: App.vocabulary.app, device: request.device.id, orientation: request.orientation.rawValue,
            inputs: request.inputs, options: request.options, invariants: plan.invariants.count, seed: request.seed,
            runs: request.runs,
            covered: done > 0 ? [ExploreSummary.Span(first: offset, stride: stride, count: done)] : [],
            inputsSent: sent,
            failure: shrunk.map { outcome in
                ExploreSummary.Failure(seed: outcome.seed, invariant: outcome.violation?.invariant ?? "",
                                       detail: outcome.violation?.detail ?? "", scenario: printed(outcome))
            },
            stopped: stopped, guided: request.guided, transitions: corpus.map { $0.transitions.sorted() })
        return (summary, shrunk)
    }

    /// The scenario a failure prints: its steps, the steps that brought it to rest, then an
    /// `expect` of the invariant that broke, after comments saying what failed and how it was
    /// found; saved as a file, `replay` of it fails at that last step.
    public func printed(_ outcome: ExploreOutcome<App>) -> String {
        let name = "explore-\(outcome.seed)"
        let location = SourceLocation(path: "\(name).yaml", line: 0, column: 0)
        var scenario = outcome.scenario
        scenario.name = name
        scenario.path = location.path
        scenario.steps = (outcome.actions.flatMap { $0 } + outcome.settle).map { Step($0.kind, at: location, participant: $0.participant) }
        let invariant = outcome.violation?.invariant ?? ""
        let steps = scenario.steps.count
        let checked = App.invariants.contains { $0.name == invariant }
        if checked {
            scenario.steps.append(Step(.invariants([invariant]), at: location))
        }
        let when = outcome.violation.map { " at \(ScenarioText.seconds($0.time)) s" } ?? ""
        return ScenarioWriter.yaml(scenario, comments: [
            "✘ explore \(App.vocabulary.app) on \(request.device.id) (\(request.orientation.rawValue)), seed \(outcome.seed): "
                + "invariant '\(invariant)' failed\(when): \(outcome.violation?.detail ?? "")",
            "  shrunk from \(ScenarioText.counted(outcome.drawn, "step")) to \(steps)"
                + (checked ? "; replayed, this file fails at its last step, which checks the invariant" : ""),
            "found by: \(request.command(outcome.seed))",
        ])
    }
}

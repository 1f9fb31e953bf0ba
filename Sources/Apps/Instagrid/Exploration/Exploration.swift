import InstagridModel
import InstagridScenario
import VirtualClock

/// Random input sequences on the app, with the rules' invariants checked after every input
/// (`instagrid-sim explore`, docs/explore.md). A seed gives one sequence, always the same; a
/// failing sequence is shrunk to a short scenario that still fails the same invariant.
package struct Exploration: Sendable {
    package var device: Device
    package var orientation: Orientation
    package var options: AppOptions
    /// Steps drawn per sequence.
    package var inputs: Int
    /// Checked after every input, in order.
    package var invariants: [Invariant]

    /// The photo aliases a picker chooses from, and the files the printed scenarios give them:
    /// the project's sample photos, next to its scenarios.
    package static let photos: [(alias: String, path: String)] = [
        ("a", "Photos/square.png"), ("b", "Photos/landscape-4x3.png"), ("c", "Photos/portrait-3x4.png"),
    ]

    /// The most steps `inputs` may ask for: a sequence stays well inside a scenario's limits.
    package static let maxInputs = 2_000

    package init(device: Device, orientation: Orientation = .portrait, options: AppOptions = AppOptions(),
                 inputs: Int = 200, invariants: [Invariant] = Invariant.all) {
        self.device = device
        self.orientation = orientation
        self.options = options
        self.inputs = inputs
        self.invariants = invariants
    }

    /// The scenario of `steps` (each one that applies in turn), named for `seed`.
    package func scenario(seed: UInt64, steps: [StepKind<Instagrid>]) -> Scenario<Instagrid> {
        let location = SourceLocation(path: "explore-\(seed).yaml", line: 0, column: 0)
        var photos: [String: PhotoSource] = [:]
        for photo in Self.photos {
            photos[photo.alias] = PhotoSource(alias: photo.alias, relativePath: photo.path, resolvedPath: photo.path,
                                              location: location)
        }
        return Scenario(name: "explore-\(seed)", path: location.path, devices: [device], orientation: orientation,
                        settings: InstagridSettings(options: options, photos: photos),
                        steps: steps.map { Step($0, at: location) })
    }

    /// The steps seed `seed` draws: `inputs` of them, each drawn for the state the ones before
    /// left; a step that cannot apply there (a tap on a control that is not on screen) is
    /// drawn again.
    package func steps(seed: UInt64) -> [StepKind<Instagrid>] {
        var random = SeededGenerator(seed: seed)
        var runner = ScenarioRunner(scenario: scenario(seed: seed, steps: []), device: device, tracing: false)
        let aliases = Self.photos.map(\.alias)
        var steps: [StepKind<Instagrid>] = []
        var draws = 0
        while steps.count < inputs, draws < 4 * inputs {
            draws += 1
            let state = runner.state
            let kind = ExploreInput.draw(using: &random, in: state).step(using: &random, in: state, photos: aliases)
            if Self.apply(kind, to: &runner) { steps.append(kind) }
        }
        return steps
    }

    /// Runs `kind` on `runner` when it applies there; leaves `runner` as it was otherwise.
    static func apply(_ kind: StepKind<Instagrid>, to runner: inout ScenarioRunner<Instagrid>) -> Bool {
        var attempt = runner
        guard attempt.perform(Step(kind, at: SourceLocation(path: "", line: 0, column: 0))) == nil else { return false }
        runner = attempt
        return true
    }

    /// Runs `steps` (skipping those that no longer apply, as after shrinking) and checks every
    /// invariant after every input, then the whole run: the replay's trace is the run's, and
    /// the printed scenario reads back to the same steps and runs to the same trace.
    package func check(seed: UInt64, steps: [StepKind<Instagrid>]) -> Outcome {
        var runner = ScenarioRunner(scenario: scenario(seed: seed, steps: []), device: device, tracing: false)
        let applied = steps.filter { Self.apply($0, to: &runner) }
        let scenario = scenario(seed: seed, steps: applied)
        let run = ScenarioRunner<Instagrid>.run(scenario, on: device)
        let (trace, violation) = CheckedReplay.check(run.timeline, invariants: invariants)
        if let violation {
            return Outcome(scenario: scenario, inputs: trace.count, violation: violation)
        }
        return Outcome(scenario: scenario, inputs: trace.count,
                       violation: sameTrace(scenario, run: run, replayed: trace))
    }

    /// The whole-run check of R15, or nil when it holds.
    func sameTrace(_ scenario: Scenario<Instagrid>, run: ScenarioRun<Instagrid>, replayed: [AppTraceEntry]) -> Violation? {
        func violation(_ message: String) -> Violation {
            Violation(invariant: Invariant.sameTraceName, rules: "R15", message: message)
        }
        if replayed != run.trace {
            return violation("replaying the run's inputs gave another trace than the run")
        }
        let reread: Scenario<Instagrid>
        do {
            reread = try ScenarioParser<Instagrid>.parseSteps(yaml: ScenarioWriter.yaml(scenario), path: scenario.path)
        } catch {
            return violation("the printed scenario does not read back: \(error)")
        }
        guard reread.steps.map(\.kind) == scenario.steps.map(\.kind), reread.options == scenario.options else {
            return violation("the printed scenario reads back to other steps or options")
        }
        if ScenarioRunner<Instagrid>.run(reread, on: device).trace != run.trace {
            return violation("the printed scenario runs to another trace")
        }
        return nil
    }

    /// Draws and checks the sequence of `seed`; a failure comes shrunk.
    package func explore(seed: UInt64) -> Outcome {
        let outcome = check(seed: seed, steps: steps(seed: seed))
        guard let violation = outcome.violation else { return outcome }
        return shrink(seed: seed, steps: outcome.scenario.steps.map(\.kind), failing: violation)
    }

    /// Explores `runs` sequences, of seeds `firstSeed`, `firstSeed + 1`, …, stopping at the first
    /// that fails: its seed and shrunk outcome, or nil; and the inputs the app received in all.
    package func explore(firstSeed: UInt64, runs: Int) -> (failure: (seed: UInt64, outcome: Outcome)?, inputs: Int) {
        var total = 0
        for index in 0..<max(runs, 0) {
            let seed = firstSeed &+ UInt64(index)
            let outcome = explore(seed: seed)
            total += outcome.inputs
            if outcome.violation != nil { return ((seed, outcome), total) }
        }
        return (nil, total)
    }

    /// What one sequence did.
    package struct Outcome: Sendable {
        /// The steps that ran (after shrinking, for a failure).
        package var scenario: Scenario<Instagrid>
        /// Inputs the app received, timers included.
        package var inputs: Int
        package var violation: Violation?
    }
}

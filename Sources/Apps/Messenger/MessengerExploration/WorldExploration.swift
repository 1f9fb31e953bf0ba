import Devices
import MessengerBackend
import MessengerScenario
import MessengerWorld
import Scenarios
import VirtualClock

/// Random Messenger worlds (`instagrid-sim explore --app messenger`, docs/explore.md "Worlds"):
/// signed-in users on the chats screen, each seed drawing the users, their actions and, with
/// jitter, every message's latency; once the world is quiet, the invariants W1–W4 are checked
/// (W5, no step traps, holds by every step returning). A failing world is shrunk to a world
/// scenario whose final `expect` states the broken invariant.
package struct WorldExploration: Sendable {
    package var device: Device
    /// The world's options (`--options`): the data layer, the upload time.
    package var settings: MessengerSettings
    /// User actions drawn per world.
    package var actions: Int
    /// Users per world; nil draws 2–4 from each seed.
    package var users: Int?
    /// Whether every message takes a latency drawn from the seed (0.01–0.5 s).
    package var jitter: Bool

    /// The users' keys, in `users:` order; a world of n users takes the first n.
    package static let userKeys = ["alice", "bob", "carol", "dave", "erin", "frank"]
    /// How many users a world may have (`--users`).
    package static let userRange = 2...Messenger.maxUsers
    /// The most actions `--inputs` may ask for.
    package static let maxActions = 2_000
    /// The bounds of a message's latency under jitter, in seconds.
    package static let jitterBounds = (shortest: 0.01, longest: 0.5)
    /// The longest the world is driven, in seconds, to come to rest before the checks.
    package static let settleBound = 120.0
    static let location = SourceLocation(path: "explore", line: 0, column: 0)

    package init(device: Device = .iPhone8, settings: MessengerSettings = MessengerSettings(), actions: Int = 200,
                 users: Int? = nil, jitter: Bool = false) {
        self.device = device
        self.settings = settings
        self.actions = actions
        self.users = users
        self.jitter = jitter
    }

    /// A world to explore: its users' keys and settings (the jitter's seed drawn from the world's).
    package struct World: Sendable, Equatable {
        package var users: [String]
        package var settings: MessengerSettings
    }

    /// The world of `seed` and the generator that goes on to draw its actions.
    func world(seed: UInt64) -> (World, SeededGenerator) {
        var random = SeededGenerator(seed: seed)
        let count = min(max(users ?? random.int(in: 2...4), 1), Self.userKeys.count)
        var settings = settings
        settings.jitter = jitter
            ? BackendJitter(seed: UInt64(random.int(in: 0...Int(Int32.max))), shortest: Self.jitterBounds.shortest,
                            longest: Self.jitterBounds.longest)
            : nil
        return (World(users: Array(Self.userKeys.prefix(count)), settings: settings), random)
    }

    /// The world as a scenario of `steps`, named for `seed`.
    package func scenario(_ world: World, seed: UInt64, steps: [Step<Messenger>]) -> Scenario<Messenger> {
        var scenario = Scenario<Messenger>(name: "explore-messenger-\(seed)", path: "explore-messenger-\(seed).yaml",
                                           devices: [device], settings: world.settings, steps: steps)
        scenario.participants = world.users.map {
            Participant(name: $0, device: device, settings: MessengerUserSettings())
        }
        return scenario
    }

    /// Runs `action`'s steps on `runner` when every one applies; leaves `runner` as it was
    /// otherwise.
    static func apply(_ action: WorldAction, to runner: inout ScenarioRunner<Messenger>) -> Bool {
        var attempt = runner
        for step in action.located where attempt.perform(step) != nil { return false }
        runner = attempt
        return true
    }

    /// The steps that bring the world to rest: every link online, then a wait until no message
    /// is in flight, no write pending and no timer left (at most ``settleBound``). Performed on
    /// `runner`; nil when the world does not come to rest.
    static func settle(_ runner: inout ScenarioRunner<Messenger>) -> [StepKind<Messenger>]? {
        var steps: [StepKind<Messenger>] = []
        let backend = runner.state.data.backend
        let offline = (0..<backend.clientCount).filter { !backend.isOnline(client: $0) }
        if !offline.isEmpty {
            let names = runner.scenario.participants.map(\.name)
            steps.append(.app(.network(offline.map { (user: $0, name: names[$0], online: true) })))
        }
        for step in steps { runner.perform(Step(step, at: location)) }
        var probe = runner.driver
        var halves = 0
        while !(probe.state.data.backend.isQuiet && probe.nextDeadline == nil) {
            halves += 1
            guard Double(halves) / 2 <= settleBound else { return nil }
            probe.advance(to: runner.clock + Double(halves) / 2)
        }
        if halves > 0 {
            steps.append(.wait(Double(halves) / 2))
            runner.perform(Step(.wait(Double(halves) / 2), at: location))
        }
        return steps
    }

    /// What one world did.
    package struct Outcome: Sendable {
        package var world: World
        /// The actions that applied, in order.
        package var actions: [WorldAction]
        /// The steps that brought it to rest.
        package var settle: [StepKind<Messenger>]
        /// Steps performed in all.
        package var steps: Int
        package var violation: WorldViolation?
    }

    /// Runs `actions` on `world` (skipping those that no longer apply, as after shrinking),
    /// brings it to rest and checks W1–W4.
    package func check(_ world: World, seed: UInt64, actions: [WorldAction]) -> Outcome {
        var runner = ScenarioRunner(scenario: scenario(world, seed: seed, steps: []), device: device, tracing: false)
        let applied = actions.filter { Self.apply($0, to: &runner) }
        return finish(world, actions: applied, runner: &runner)
    }

    /// Settles the world on `runner` and checks it.
    func finish(_ world: World, actions: [WorldAction], runner: inout ScenarioRunner<Messenger>) -> Outcome {
        let steps = actions.reduce(0) { $0 + $1.steps.count }
        guard let settle = Self.settle(&runner) else {
            return Outcome(world: world, actions: actions, settle: [], steps: steps,
                           violation: WorldViolation(invariant: .w5, message: "the world did not come to rest within "
                                                     + "\(Int(Self.settleBound)) s", expectation: [.quiet(true)]))
        }
        let violation = WorldInvariant.check(runner.state)
        return Outcome(world: world, actions: actions, settle: settle, steps: steps + settle.count, violation: violation)
    }

    /// Draws and checks the world of `seed`; a failure comes shrunk.
    package func explore(seed: UInt64) -> Outcome {
        let (world, random) = world(seed: seed)
        var runner = ScenarioRunner(scenario: scenario(world, seed: seed, steps: []), device: device, tracing: false)
        var drawing = WorldDrawing(random: random, users: world.users)
        let actions = drawing.draw(actions, on: &runner)
        let outcome = finish(world, actions: actions, runner: &runner)
        guard let violation = outcome.violation else { return outcome }
        return shrink(outcome, seed: seed, failing: violation.invariant)
    }

    /// Explores `runs` worlds, of seeds `firstSeed`, `firstSeed + 1`, …, stopping at the first
    /// that fails: its seed and shrunk outcome, or nil; and the steps performed in all.
    package func explore(firstSeed: UInt64, runs: Int) -> (failure: (seed: UInt64, outcome: Outcome)?, steps: Int) {
        var total = 0
        for index in 0..<max(runs, 0) {
            let seed = firstSeed &+ UInt64(index)
            let outcome = explore(seed: seed)
            total += outcome.steps
            if outcome.violation != nil { return ((seed, outcome), total) }
        }
        return (nil, total)
    }
}

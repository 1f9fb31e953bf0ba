import Devices
import Harness
import MessengerBackend
import MessengerScenario
import MessengerWorld
import Scenarios
import VirtualClock

/// Random Messenger worlds (`instagrid-sim explore --app messenger`, docs/explore.md "Worlds"):
/// signed-in users on the chats screen; from each seed the users, and with `--jitter` every
/// message's latency, then the users' actions and the network's (``WorldDrawing``). The
/// harness's explorer runs them, brings each world to rest and checks W1–W5
/// (``Messenger/invariants``), shrinks a failing world and prints it.
public enum WorldExploration {
    /// The users' keys, in `users:` order; a world of n users takes the first n.
    public static let userKeys = ["alice", "bob", "carol", "dave", "erin", "frank"]
    /// How many users a world may have (`--users`).
    public static let userRange = 2...Messenger.maxUsers
    /// The most actions `--inputs` may ask for.
    public static let maxActions = 2_000
    /// The bounds of a message's latency under jitter, in seconds.
    public static let jitterBounds = (shortest: 0.01, longest: 0.5)
    /// The longest the world is driven, in seconds, to come to rest before the checks.
    public static let settleBound = 120.0
    static let location = SourceLocation(path: "explore.yaml", line: 0, column: 0)

    /// Messenger's plan for the harness's explorer: the world drawn from the seed (2–4 users or
    /// `--users`, the jitter's seed under `--jitter`, `--options` read as a world's `options`),
    /// one user's or the network's action at a time, and the world brought to rest.
    public static var plan: ExplorePlan<Messenger> {
        ExplorePlan<Messenger>(
            start: { request, random in
                guard request.orientation == .portrait else {
                    throw ScenarioError("messenger runs in portrait only", path: "--orientation")
                }
                var settings = MessengerSettings()
                if let text = request.options {
                    settings = try ScenarioParser<Messenger>.parseOptions(yaml: text, path: "--options")
                }
                return world(device: request.device, settings: settings, users: request.users, jitter: request.jitter,
                             random: &random)
            },
            draw: { random, runner in
                var drawing = WorldDrawing(random: random, users: runner.scenario.participants.map(\.name),
                                           messageNumber: runner.inputs.count)
                let built = drawing.next(on: runner)
                random = drawing.random
                return built?.action.located
            },
            settle: settle)
    }

    /// The world of a seed, drawn from its generator: its users (2–4 unless `users` says) and,
    /// with `jitter`, the seed of every message's latency; no steps yet.
    public static func world(device: Device, settings: MessengerSettings, users: Int?, jitter: Bool,
                             random: inout SeededGenerator) -> Scenario<Messenger> {
        let count = min(max(users ?? random.int(in: 2...4), 1), userKeys.count)
        var settings = settings
        settings.jitter = jitter
            ? BackendJitter(seed: UInt64(random.int(in: 0...Int(Int32.max))), shortest: jitterBounds.shortest,
                            longest: jitterBounds.longest)
            : nil
        var scenario = Scenario<Messenger>(name: "explore", path: location.path, devices: [device], settings: settings,
                                           steps: [])
        scenario.participants = userKeys.prefix(count).map {
            Participant(name: $0, device: device, settings: MessengerUserSettings())
        }
        return scenario
    }

    /// The steps that bring the world to rest: every link online, then a wait until no message
    /// is in flight, no write pending and no timer left, at most ``settleBound`` (a world still
    /// busy then fails W5). Performed on `runner`.
    static func settle(_ runner: inout ScenarioRunner<Messenger>) -> [Step<Messenger>]? {
        var steps: [Step<Messenger>] = []
        let backend = runner.state.data.backend
        let offline = (0..<backend.clientCount).filter { !backend.isOnline(client: $0) }
        if !offline.isEmpty {
            let names = runner.scenario.participants.map(\.name)
            steps.append(Step(.app(.network(offline.map { (user: $0, name: names[$0], online: true) })), at: location))
        }
        for step in steps { runner.perform(step) }
        var probe = runner.driver
        var halves = 0
        while !(probe.state.data.backend.isQuiet && probe.nextDeadline == nil), Double(halves) / 2 < settleBound {
            halves += 1
            probe.advance(to: runner.clock + Double(halves) / 2)
        }
        if halves > 0 {
            let wait = Step<Messenger>(.wait(Double(halves) / 2), at: location)
            runner.perform(wait)
            steps.append(wait)
        }
        return steps
    }
}

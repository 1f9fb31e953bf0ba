import Harness
import MessengerExploration
import MessengerScenario
import Scenarios
import Testing

@Suite("explore --app messenger: worlds, W1–W5, shrinking, the printed world")
struct WorldExplorationTests {
    /// The harness's explorer over Messenger's plan, as `explore` makes it.
    static func engine(options: String? = nil, inputs: Int = 200, runs: Int = 100, seed: UInt64 = 1, users: Int? = nil,
                       jitter: Bool = false) -> ExploreEngine<Messenger> {
        ExploreEngine(plan: WorldExploration.plan,
                      request: ExploreRequest(seed: seed, runs: runs, inputs: inputs, device: .iPhone8,
                                              orientation: .portrait, options: options, users: users, jitter: jitter,
                                              command: { "instagrid-sim explore --app messenger --seed \($0)" }))
    }

    /// Replays the printed world as `replay` reads a file and returns its one failure, which
    /// must be at its last step, the `expect` of the invariant that broke.
    static func replayFailure(_ printed: String) throws -> String {
        let scenario = try ScenarioParser<Messenger>.parse(yaml: printed, path: "found.yaml")
        let last = try #require(scenario.steps.last)
        guard case .invariants = last.kind else {
            Issue.record("the printed world does not end with an expect of invariants: \(printed)")
            return ""
        }
        let run = ScenarioRunner.run(scenario, on: .iPhone8)
        #expect(run.failures.count == 1, "\(run.failures)")
        let failure = try #require(run.failures.first?.description)
        #expect(failure.hasPrefix("found.yaml:\(last.location.line):"), "\(failure)")
        return failure
    }

    @Test("the tutorial's layer loses a message (W2) and duplicates a conversation (W1) within the default runs")
    func tutorialRaces() throws {
        var found: Set<String> = []
        let engine = Self.engine()
        for seed in UInt64(1)...100 where found.count < 2 {
            let outcome = try engine.run(seed: seed)
            guard let invariant = outcome.violation?.invariant, !found.contains(invariant) else { continue }
            #expect(["W1", "W2"].contains(invariant), "seed \(seed): \(outcome.violation?.detail ?? "")")
            found.insert(invariant)
            let shrunk = engine.shrink(outcome)
            #expect(shrunk.violation?.invariant == invariant)
            #expect(shrunk.actions.count < outcome.actions.count)
            let printed = engine.printed(shrunk)
            #expect(printed.hasPrefix("# ✘ explore messenger on iphone-8 (portrait), seed \(seed): invariant '\(invariant)'"))
            #expect(printed.hasSuffix("  - expect: { invariants: [\(invariant)] }\n"), "\(printed)")
            #expect(try Self.replayFailure(printed).contains("'\(invariant)' to hold"))
        }
        #expect(found == ["W1", "W2"])
    }

    @Test("the default runs stop at the first failing world, W2 at seed 1, and the printed world fails at its last line")
    func defaultRuns() throws {
        let (summary, outcome) = try Self.engine().explore()
        let failure = try #require(summary.failure)
        #expect(failure.invariant == "W2")
        #expect(failure.detail.contains("was reported sent but is stored"))
        #expect(outcome?.seed == failure.seed)
        _ = try Self.replayFailure(failure.scenario)
    }

    @Test("the atomic layer keeps W1–W5 in every world", arguments: [false, true])
    func atomicHolds(jitter: Bool) throws {
        let engine = Self.engine(options: "{dataLayer: atomic}", inputs: 40, runs: 150, jitter: jitter)
        let (summary, outcome) = try engine.explore()
        #expect(summary.failure == nil, "\(summary.failure?.scenario ?? "")")
        #expect(outcome == nil)
        #expect(summary.inputsSent > 150 * 40)
    }

    @Test("with jitter the tutorial's layer fails too, the same way for the same seed, and the world printed fails")
    func jitter() throws {
        let engine = Self.engine(inputs: 100, runs: 50, jitter: true)
        let (summary, _) = try engine.explore()
        let first = try #require(summary.failure)
        let again = try #require(try Self.engine(inputs: 100, runs: 1, seed: first.seed, jitter: true).explore().summary.failure)
        #expect(first.scenario == again.scenario)
        #expect(first.scenario.contains("jitter: { seed: "))
        _ = try Self.replayFailure(first.scenario)
    }

    @Test("--users fixes the world's size; a world of 6 users explores")
    func users() throws {
        let engine = Self.engine(options: "{dataLayer: atomic}", inputs: 30, runs: 2, users: 6)
        let outcome = try engine.run(seed: 1)
        #expect(outcome.scenario.participants.map(\.name) == ["alice", "bob", "carol", "dave", "erin", "frank"])
        #expect(try engine.explore().summary.failure == nil)
    }

    @Test("--options is read as a world's options and its mistakes are located; messenger runs in portrait only")
    func options() throws {
        #expect(throws: ScenarioError.self) { try Self.engine(options: "{dataLayer: atomc}").run(seed: 1) }
        var request = Self.engine().request
        request.orientation = .landscapeLeft
        #expect(throws: ScenarioError.self) { try ExploreEngine(plan: WorldExploration.plan, request: request).run(seed: 1) }
    }

    @Test("`options: { jitter: … }` reads and writes back; its mistakes are located")
    func jitterOption() throws {
        let settings = try ScenarioParser<Messenger>.parseOptions(yaml: "{dataLayer: atomic, jitter: {seed: 7, shortest: 0.01, longest: 0.5}}",
                                                                  path: "--options")
        #expect(settings.jitter?.seed == 7)
        #expect(Messenger.settingsFields(settings).map(\.1) == ["{ dataLayer: atomic, jitter: { seed: 7, shortest: 0.01, longest: 0.5 } }"])
        #expect(throws: ScenarioError.self) { try ScenarioParser<Messenger>.parseOptions(yaml: "{jitter: {seed: 7}}", path: "--options") }
        for (text, message) in [
            ("{dataLayr: atomic}", "--options:1:2: error: unknown key 'dataLayr' in 'options'; did you mean 'dataLayer'?"),
            ("{jitter: {seed: -1, shortest: 0, longest: 1}}",
             "--options:1:17: error: 'seed' must be between 0 and 2147483647, found -1"),
        ] {
            do {
                _ = try ScenarioParser<Messenger>.parseOptions(yaml: text, path: "--options")
                Issue.record("\(text) was read")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }
}

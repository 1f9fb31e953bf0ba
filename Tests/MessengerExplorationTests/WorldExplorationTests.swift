import MessengerExploration
import MessengerScenario
import Scenarios
import Testing

@Suite("explore --app messenger: worlds, W1–W5, shrinking, the printed world")
struct WorldExplorationTests {
    /// The printed report of a failing world, read back whole as `replay` reads a file: what
    /// failed and how it was found are comments.
    static func reread(_ exploration: WorldExploration, _ outcome: WorldExploration.Outcome, seed: UInt64)
        throws -> (yaml: String, scenario: Scenario<Messenger>) {
        let yaml = exploration.failureReport(outcome, seed: seed, command: "instagrid-sim explore --app messenger")
        #expect(yaml.hasPrefix("# ✘ explore \(exploration.title), seed \(seed): invariant W"), "\(yaml)")
        return (yaml, try ScenarioParser<Messenger>.parse(yaml: yaml, path: "found.yaml"))
    }

    /// Replays the printed world and returns its one failure, which must be at its final expect.
    static func replayFailure(_ exploration: WorldExploration, _ outcome: WorldExploration.Outcome, seed: UInt64)
        throws -> String {
        let (_, scenario) = try reread(exploration, outcome, seed: seed)
        let last = try #require(scenario.steps.last)
        let run = ScenarioRunner.run(scenario, on: .iPhone8)
        #expect(run.failures.count == 1, "\(run.failures)")
        let failure = try #require(run.failures.first?.description)
        #expect(failure.hasPrefix("found.yaml:\(last.location.line):5: error: expect: "), "\(failure)")
        return failure
    }

    @Test("the tutorial's layer loses a message (W2) in the default runs' first world; the printed world fails at its expect")
    func tutorialLosesMessage() throws {
        let exploration = WorldExploration()
        let failure = try #require(exploration.explore(firstSeed: 1, runs: 100).failure)
        #expect(failure.seed == 1)
        let violation = try #require(failure.outcome.violation)
        #expect(violation.invariant == .w2)
        #expect(violation.message.hasPrefix("bob's message \"m22\" was reported sent but is stored nowhere in conversation_"))
        #expect(failure.outcome.actions.count < 20)
        let replayed = try Self.replayFailure(exploration, failure.outcome, seed: failure.seed)
        #expect(replayed.contains("expect: server conversation_"))
    }

    @Test("the tutorial's layer duplicates a conversation (W1) in the world of seed 5; the printed world fails at its expect")
    func tutorialDuplicatesConversation() throws {
        let exploration = WorldExploration()
        let failure = try #require(exploration.explore(firstSeed: 5, runs: 1).failure)
        let violation = try #require(failure.outcome.violation)
        #expect(violation.invariant == .w1)
        #expect(violation.message.hasPrefix("alice and carol have 2 conversations: "))
        let (yaml, _) = try Self.reread(exploration, failure.outcome, seed: failure.seed)
        #expect(yaml.hasSuffix("  - expect: { conversations: { between: [alice, carol], count: 1 } }\n"))
        #expect(try Self.replayFailure(exploration, failure.outcome, seed: failure.seed).hasSuffix(
            "error: expect: conversations: expected 1, found 2"))
    }

    @Test("the atomic layer keeps W1–W5 in every world", arguments: [false, true])
    func atomicHolds(jitter: Bool) throws {
        var settings = MessengerSettings()
        settings.dataLayer = .atomic
        let exploration = WorldExploration(settings: settings, actions: 40, jitter: jitter)
        let result = exploration.explore(firstSeed: 1, runs: 150)
        #expect(result.failure == nil, "\(result.failure.map { exploration.failureReport($0.outcome, seed: $0.seed, command: "") } ?? "")")
        #expect(result.steps > 150 * 40)
    }

    @Test("with jitter the tutorial's layer fails too, the same way for the same seed, and the world printed fails")
    func jitter() throws {
        let exploration = WorldExploration(actions: 100, jitter: true)
        let first = try #require(exploration.explore(firstSeed: 1, runs: 50).failure)
        let again = try #require(exploration.explore(firstSeed: first.seed, runs: 1).failure)
        #expect(exploration.failureReport(first.outcome, seed: first.seed, command: "x")
                == exploration.failureReport(again.outcome, seed: again.seed, command: "x"))
        _ = try Self.replayFailure(exploration, first.outcome, seed: first.seed)
    }

    @Test("--users fixes the world's size; a world of 6 users explores")
    func users() throws {
        var settings = MessengerSettings()
        settings.dataLayer = .atomic
        let exploration = WorldExploration(settings: settings, actions: 30, users: 6)
        #expect(exploration.passedLine(runs: 2, firstSeed: 1, steps: 7)
                == "✔ explore messenger on iphone-8 (dataLayer atomic), seeds 1…2: 2 worlds of 6 users and 30 actions, "
                + "W1–W5 held after 7 steps")
        #expect(exploration.explore(firstSeed: 1, runs: 2).failure == nil)
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

import HarnessTesting
import Testing

/// The like button's words with its `expect` keys declared once, as a table.
enum KeyedLikeButton: KeyedScenarioApp, ScenarioWritable {
    typealias Model = LikeButton
    typealias AppStep = Never

    static let expectKeys: [ExpectKey<KeyedLikeButton>] = [
        .number("likes", tolerance: 0) { Double($0.likes) }, .bool("down") { $0.isDown }, .time,
    ]
    static let vocabulary = Vocabulary(app: "keyed-like", expectKeys: expectKeyNames, tapTargets: ["heart"])

    static func target(_ node: ScenarioParser<Self>.Node, in parser: ScenarioParser<Self>) throws(ScenarioError)
        -> LikeButtonApp.Target {
        _ = try parser.choice(node, for: "tap", what: "tap target", among: ["heart"]) { $0 == "heart" ? 1 : nil }
        return .heart
    }

    static func initialState(on device: Device, for scenario: Scenario<Self>) -> LikeButton { LikeButton(device: device) }

    static func point(of target: LikeButtonApp.Target, in runner: ScenarioRunner<Self>) -> TargetPoint {
        .onScreen(LikeButton.frame.center)
    }

    static func traceLine(_ entry: TraceEntry<LikeButton>) -> TraceLine { LikeButtonApp.traceLine(entry) }

    static func text(of target: LikeButtonApp.Target) -> String { "heart" }
}

@Suite("Expect keys declared once")
struct ExpectKeyTests {
    static func parse(_ expect: String) throws -> Scenario<KeyedLikeButton> {
        try ScenarioParser<KeyedLikeButton>.parse(yaml: "app: keyed-like\nsteps:\n  - tap: heart\n  - expect: \(expect)\n",
                                                  path: "keyed.yaml")
    }

    @Test("checks come in the table's order, fail with the table's words, and are written back in that order")
    func table() throws {
        let scenario = try Self.parse("{time: 0.5, down: true, likes: 2}")
        let run = ScenarioRunner.run(scenario, on: .iPhone8)
        #expect(run.summary.failures.map(\.message) == ["likes: expected 2, found 1\ndown: expected true, found false"
                                                        + "\ntime: expected 0.5 s, found 0.05 s"])
        let step = try #require(scenario.steps.last)
        #expect(ScenarioWriter.stepText(step.kind) == "expect: { likes: 2, down: true, time: 0.5 }")
        let reread = try Self.parse("{ likes: 2, down: true, time: 0.5 }")
        #expect(reread.steps.last == step)
    }

    @Test("an unknown key is refused with did-you-mean; a value of the wrong kind with the key's reader")
    func errors() {
        #expect(throws: ScenarioError.self) { try Self.parse("{lieks: 1}") }
        do {
            _ = try Self.parse("{lieks: 1}")
        } catch {
            #expect("\(error)".contains("did you mean 'likes'?"), "\(error)")
        }
        do {
            _ = try Self.parse("{down: maybe}")
        } catch {
            #expect("\(error)".contains("expected true or false for 'down'"), "\(error)")
        }
    }

    @Test("every key of the table holds in the state it is read from")
    func everything() {
        var state = LikeButton(device: .iPhone8)
        state.likes = 3
        state.now = 1.25
        let expectation = KeyedExpectation<KeyedLikeButton>(everythingIn: state)
        #expect(KeyedLikeButton.fields(of: expectation).map { "\($0.0): \($0.1)" } == ["likes: 3", "down: false", "time: 1.25"])
        #expect(KeyedLikeButton.differences(expectation, in: state).isEmpty)
    }
}

import Devices
import Scenarios
import VirtualClock

/// Heart's words in scenario scripts (`app: heart`): the shared steps, `hold` (a long press on
/// the photo), `photo` and `heart` as tap targets, and `liked`, `tags`, `peeking` and `time` to
/// expect.
public enum Heart: ScenarioApp, ScenarioWritable {
    public typealias Model = HeartState
    public typealias Settings = NoSettings
    public typealias AppStep = Hold
    public typealias AppTarget = HeartTarget
    public typealias AppExpectation = Expectation

    /// `hold: 0.8`: a finger on the photo's centre for that many seconds.
    public struct Hold: Sendable, Equatable {
        /// How long the finger stays down.
        public var seconds: Double

        /// A long press of `seconds`.
        public init(seconds: Double) {
            self.seconds = seconds
        }
    }

    /// The checks of an `expect` step; nil is not checked.
    public struct Expectation: Sendable, Equatable {
        /// Whether the post is liked.
        public var liked: Bool?
        /// Whether the photo's tags show.
        public var tags: Bool?
        /// Whether the photo peeks.
        public var peeking: Bool?
        /// The clock, in seconds (within ±1 µs).
        public var time: Double?

        /// The checks given; the others are not checked.
        public init(liked: Bool? = nil, tags: Bool? = nil, peeking: Bool? = nil, time: Double? = nil) {
            self.liked = liked
            self.tags = tags
            self.peeking = peeking
            self.time = time
        }
    }

    /// Heart's invariants (H2, H3, H4): what `explore` checks after every input and timer, and
    /// a scenario with `expect: { invariants: [NAME…] }`.
    public static let invariants: [AppInvariant<HeartState>] = [
        AppInvariant("burst-only-when-liked") { state in
            state.burstStart != nil && !state.liked ? "the heart bursts over a post that is not liked" : nil
        },
        AppInvariant("burst-lasts-0-6-s") { state in
            guard let start = state.burstStart, state.now - start > HeartState.burstDuration + 1e-9 else { return nil }
            return "the heart has burst for \(state.now - start) s"
        },
        AppInvariant("peek-needs-a-finger") { state in
            state.isPeeking && state.arena.touchesDown().isEmpty ? "the photo peeks with no finger down" : nil
        },
    ]

    /// The names the reader checks scenarios against and offers as did-you-mean.
    public static let vocabulary = Vocabulary(
        app: "heart", steps: Vocabulary.sharedSteps + ["hold"], expectKeys: ["liked", "tags", "peeking", "time"],
        tapTargets: HeartTarget.allCases.map(\.rawValue), tapTargetDescription: "photo, heart or {x: …, y: …}",
        isPortraitOnly: true)

    /// `hold: SECONDS`, more than 0; the static clock moves by as much.
    public static func step(_ field: ScenarioParser<Heart>.Field, in parser: inout ScenarioParser<Heart>)
        throws(ScenarioError) -> Hold {
        let seconds = try parser.seconds(field.value, for: "hold", strictly: true)
        parser.time += seconds
        return Hold(seconds: seconds)
    }

    public static func keyword(of step: Hold) -> String { "hold" }

    public static func inputCount(of step: Hold) -> Int { 2 }

    public static func usesIdealTouch(_ step: Hold) -> Bool { true }

    /// `photo` or `heart`.
    public static func target(_ node: ScenarioParser<Heart>.Node, in parser: ScenarioParser<Heart>)
        throws(ScenarioError) -> HeartTarget {
        try parser.choice(node, for: "tap", what: "tap target")
    }

    /// `liked`, `tags` and `peeking` (`true` or `false`), and `time`.
    public static func expectation(_ fields: [ScenarioParser<Heart>.Field], in parser: inout ScenarioParser<Heart>)
        throws(ScenarioError) -> Expectation {
        var expectation = Expectation()
        for field in fields {
            switch field.name {
            case "liked": expectation.liked = try flag(field, in: parser)
            case "tags": expectation.tags = try flag(field, in: parser)
            case "peeking": expectation.peeking = try flag(field, in: parser)
            default: expectation.time = try parser.seconds(field.value, for: "time")
            }
        }
        return expectation
    }

    /// `true` or `false`.
    static func flag(_ field: ScenarioParser<Heart>.Field, in parser: ScenarioParser<Heart>) throws(ScenarioError)
        -> Bool {
        guard case .bool(let text)? = ScenarioText.scalarValue(field.value) else {
            throw parser.typeError("true or false", for: field.name, found: field.value)
        }
        return text.lowercased() == "true"
    }

    public static func initialState(on device: Device, for scenario: Scenario<Heart>) -> HeartState {
        HeartState(device: device)
    }

    /// The target's centre: the photo and the heart are always on screen.
    public static func point(of target: HeartTarget, in runner: ScenarioRunner<Heart>) -> TargetPoint {
        .onScreen(runner.state.layout.frame(of: target).center)
    }

    /// Touch 1 down on the photo's centre, and up `seconds` later.
    public static func perform(_ step: Hold, at location: Step<Heart>, in runner: inout ScenarioRunner<Heart>)
        -> StepFailure? {
        let center = runner.state.layout.photo.center
        runner.send(.touchBegan(id: IdealGesture.touchID, at: center), at: runner.clock)
        runner.clock += step.seconds
        runner.send(.touchEnded(id: IdealGesture.touchID, at: center), at: runner.clock)
        return nil
    }

    /// The keys that do not hold, in the order of ``vocabulary``'s `expectKeys`.
    public static func differences(_ expectation: Expectation, in state: HeartState) -> [ExpectationDifference] {
        var found: [ExpectationDifference] = []
        for (key, expected, actual) in [("liked", expectation.liked, state.liked), ("tags", expectation.tags, state.showsTags),
                                        ("peeking", expectation.peeking, state.isPeeking)] {
            if let expected, expected != actual {
                found.append(ExpectationDifference(key: key, expected: "\(expected)", found: "\(actual)"))
            }
        }
        if let time = expectation.time, let difference = ExpectationDifference.time(expected: time, found: state.now) {
            found.append(difference)
        }
        return found
    }

    /// A trace line: the input, what Heart did with it, and the state's flags after it.
    public static func traceLine(_ entry: TraceEntry<HeartState>) -> TraceLine {
        let ignored = entry.events.filter { if case .ignored = $0 { true } else { false } }
        return TraceLine(time: entry.time, input: "\(entry.action)", inputFields: [], isIgnored: !ignored.isEmpty,
                         events: entry.events.map(\.description), reasons: ignored.map(\.description),
                         did: entry.events.filter { !ignored.contains($0) }.map(\.description),
                         state: ("state", entry.summary), stateText: entry.summary)
    }

    public static func text(of step: Hold) -> String { ScenarioWriter.number(step.seconds) }

    public static func text(of target: HeartTarget) -> String { target.rawValue }

    public static func fields(of expectation: Expectation) -> [(String, String)] {
        let flags = [("liked", expectation.liked), ("tags", expectation.tags), ("peeking", expectation.peeking)]
        return flags.compactMap { key, value in value.map { (key, "\($0)") } }
            + (expectation.time.map { [("time", ScenarioWriter.number($0))] } ?? [])
    }
}

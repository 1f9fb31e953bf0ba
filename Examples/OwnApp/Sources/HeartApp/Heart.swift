import Devices
import Frames
import Harness
import Scenarios
import VirtualClock

/// Heart's words in scenarios (`app: heart`): the shared steps, `hold: SECONDS` (a finger on
/// the photo's centre that long), `photo` and `heart` to tap, and its `expect` keys.
public enum Heart: KeyedScenarioApp, ScenarioWritable {
    public typealias Model = HeartState
    public typealias AppTarget = HeartTarget

    /// `hold: 0.8`: a finger on the photo's centre for that many seconds.
    public struct Hold: Sendable, Equatable {
        public var seconds: Double
        public init(seconds: Double) { self.seconds = seconds }
    }

    public static let vocabulary = Vocabulary(
        app: "heart", steps: Vocabulary.sharedSteps + ["hold"], expectKeys: expectKeyNames,
        tapTargets: HeartTarget.allCases.map(\.rawValue), tapTargetDescription: "photo, heart or {x: …, y: …}",
        isPortraitOnly: true)

    /// `liked`, `tags`, `peeking` and `time`, compared in that order.
    public static let expectKeys: [ExpectKey<Heart>] = [
        .bool("liked") { $0.liked }, .bool("tags") { $0.showsTags }, .bool("peeking") { $0.isPeeking }, .time,
    ]

    /// What `explore` checks after every input and timer (H2, H3, H4).
    public static let invariants: [AppInvariant<HeartState>] = [
        AppInvariant("burst-only-when-liked") { $0.burstStart != nil && !$0.liked ? "the heart bursts over a post that is not liked" : nil },
        AppInvariant("burst-lasts-0-6-s") { state in
            guard let start = state.burstStart, state.now - start > HeartState.burstDuration + 1e-9 else { return nil }
            return "the heart has burst for \(state.now - start) s"
        },
        AppInvariant("peek-needs-a-finger") { $0.isPeeking && $0.arena.touchesDown().isEmpty ? "the photo peeks with no finger down" : nil },
    ]

    public static func step(_ field: ScenarioParser<Heart>.Field, in parser: inout ScenarioParser<Heart>) throws(ScenarioError) -> Hold {
        let seconds = try parser.seconds(field.value, for: "hold", strictly: true)
        parser.time += seconds
        return Hold(seconds: seconds)
    }

    public static func keyword(of step: Hold) -> String { "hold" }
    public static func inputCount(of step: Hold) -> Int { 2 }
    public static func usesIdealTouch(_ step: Hold) -> Bool { true }
    public static func text(of step: Hold) -> String { ScenarioWriter.number(step.seconds) }
    public static func text(of target: HeartTarget) -> String { target.rawValue }

    public static func target(_ node: ScenarioParser<Heart>.Node, in parser: ScenarioParser<Heart>) throws(ScenarioError) -> HeartTarget {
        try parser.choice(node, for: "tap", what: "tap target")
    }

    public static func initialState(on device: Device, for scenario: Scenario<Heart>) -> HeartState {
        HeartState(device: device)
    }

    /// The target's centre: the photo and the heart are always on screen.
    public static func point(of target: HeartTarget, in runner: ScenarioRunner<Heart>) -> TargetPoint {
        .onScreen(runner.state.layout.frame(of: target).center)
    }

    /// Touch 1 down on the photo's centre, and up `seconds` later.
    public static func perform(_ step: Hold, at location: Step<Heart>, in runner: inout ScenarioRunner<Heart>) -> StepFailure? {
        let center = runner.state.layout.photo.center
        runner.send(.touch(.began, id: IdealGesture.touchID, at: center), at: runner.clock)
        runner.clock += step.seconds
        runner.send(.touch(.ended, id: IdealGesture.touchID, at: center), at: runner.clock)
        return nil
    }

    /// The bug planted for the tests (docs/explore.md, "Mutants"): the burst never ends.
    public static let burstKept = Mutant("heart-burst-kept")

    /// `explore`'s steps: taps on the photo, the heart or the title, waits, holds, short drags.
    public static let plan = ExplorePlan<Heart>(step: { random, runner in
        let layout = runner.state.layout, photo = layout.photo.center
        switch random.int(in: 0...10) {
        case 0...2: return .tap(.named(.photo))
        case 3...4: return .tap(.named(.heart))
        case 5: return .tap(.point(layout.title.center))
        case 6...8: return .wait(Double(random.int(in: 1...14)) / 20)
        case 9: return .app(Hold(seconds: Double(random.int(in: 1...10)) / 10))
        default:
            let end = Point(x: photo.x + Double(random.int(in: 5...30)), y: photo.y)
            return .touches([TouchSample(time: 0, id: 1, phase: .began, point: photo),
                             TouchSample(time: 0.1, id: 1, phase: .moved, point: end),
                             TouchSample(time: 0.2, id: 1, phase: .ended, point: end)])
        }
    }, simplify: { kind in
        if case .app(let hold) = kind, hold.seconds > 0.1 { return [.app(Hold(seconds: 0.1))] }
        return []
    })
}

extension HarnessApp {
    /// Heart as the harness drives it, drawn by ``HeartRenderer``, explored with ``Heart/plan``.
    public static let heart = HarnessApp(Heart.self, draw: HeartRenderer.render,
                                         explorer: Explorer(maxInputs: 10_000, plan: Heart.plan))
}

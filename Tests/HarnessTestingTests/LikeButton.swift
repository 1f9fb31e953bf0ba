import HarnessTesting

/// A like button, the smallest app a test can drive: a tap likes, holding it 0.5 s resets.
struct LikeButton: AppModel {
    enum Action: Equatable, Sendable, TouchAction {
        case touchBegan(id: Int, at: Point)
        case touchMoved(id: Int, at: Point)
        case touchEnded(id: Int, at: Point)
        case touchCancelled(id: Int, at: Point)
        case held
    }

    enum Timer: Hashable, Sendable { case hold }
    enum Event: Equatable, Sendable { case down, liked(Int), reset, ignored }

    static let frame = Rect(x: 100, y: 100, width: 80, height: 80)

    let device: Device
    var now = 0.0
    var likes = 0
    var isDown = false

    mutating func reduce(_ action: Action) -> [Effect<Timer, Event>] {
        switch action {
        case let .touchBegan(_, point):
            guard Self.frame.contains(point) else { return [.log(.ignored)] }
            isDown = true
            return [.log(.down), .schedule(.hold, after: 0.5)]
        case .touchMoved:
            return []
        case .touchEnded, .touchCancelled:
            guard isDown else { return [.log(.ignored)] }
            isDown = false
            likes += 1
            return [.cancel(.hold), .log(.liked(likes))]
        case .held:
            isDown = false
            likes = 0
            return [.log(.reset)]
        }
    }

    static func action(firing timer: Timer) -> Action { .held }
    var summary: Int { likes }
}

/// The like button's words: one target, `heart`, and `likes` to expect.
enum LikeButtonApp: ScenarioApp {
    typealias Model = LikeButton
    typealias Settings = NoSettings
    typealias AppStep = Never

    enum Target: Equatable, Sendable { case heart }

    static let vocabulary = Vocabulary(app: "like-button", expectKeys: ["likes", "time"], tapTargets: ["heart"])

    static func target(_ node: ScenarioParser<Self>.Node, in parser: ScenarioParser<Self>) throws(ScenarioError) -> Target {
        _ = try parser.choice(node, for: "tap", what: "tap target", among: ["heart"]) { $0 == "heart" ? Target.heart : nil }
        return .heart
    }

    static func expectation(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> [String: Double] {
        var checks: [String: Double] = [:]
        for field in fields {
            checks[field.name] = field.name == "likes"
                ? Double(try parser.integer(field.value, for: "likes")) : try parser.seconds(field.value, for: "time")
        }
        return checks
    }

    static func initialState(on device: Device, for scenario: Scenario<Self>) -> LikeButton {
        LikeButton(device: device)
    }

    static func point(of target: Target, in runner: ScenarioRunner<Self>) -> TargetPoint {
        .onScreen(LikeButton.frame.center)
    }

    static func differences(_ expectation: [String: Double], in state: LikeButton) -> [ExpectationDifference] {
        var found: [ExpectationDifference] = []
        if let likes = expectation["likes"], Double(state.likes) != likes {
            found.append(ExpectationDifference(key: "likes", expected: "\(Int(likes))", found: "\(state.likes)"))
        }
        if let time = expectation["time"], let difference = ExpectationDifference.time(expected: time, found: state.now) {
            found.append(difference)
        }
        return found
    }

    static func traceLine(_ entry: TraceEntry<LikeButton>) -> TraceLine {
        TraceLine(time: entry.time, input: "\(entry.action)", inputFields: [], isIgnored: entry.events.contains(.ignored),
                  events: entry.events.map { "\($0)" }, reasons: [], did: [], state: ("likes", "\(entry.summary)"),
                  stateText: "\(entry.summary)")
    }
}

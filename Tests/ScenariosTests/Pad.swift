import Devices
import Scenarios
import VirtualClock

/// The smallest app the gesture steps can drive: a pad that keeps every touch it is sent, a
/// target `pad` always on screen at (100, 200), and `hidden`, never on screen.
struct Pad: AppModel {
    enum Action: Equatable, Sendable, TouchAction {
        case touchBegan(id: Int, at: Point)
        case touchMoved(id: Int, at: Point)
        case touchEnded(id: Int, at: Point)
        case touchCancelled(id: Int, at: Point)
    }

    typealias Timer = Never
    typealias Event = Never

    /// Where `pad` is.
    static let center = Point(x: 100, y: 200)

    var now = 0.0
    var touches = 0

    mutating func reduce(_ action: Action) -> [Effect<Never, Never>] {
        touches += 1
        return []
    }

    var summary: Int { touches }
}

/// Pad's words: the shared and gesture steps only, `pad` and `hidden` as targets, `time` to expect.
enum PadApp: ScenarioWritable {
    typealias Model = Pad
    typealias Settings = NoSettings
    typealias AppStep = Never

    enum Target: String, Equatable, Sendable, CaseIterable { case pad, hidden }

    static let vocabulary = Vocabulary(app: "pad", expectKeys: ["time"], tapTargets: ["pad", "hidden"])

    static func target(_ node: ScenarioParser<Self>.Node, in parser: ScenarioParser<Self>) throws(ScenarioError) -> Target {
        try parser.choice(node, for: "tap", what: "tap target")
    }

    static func expectation(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> Double {
        try parser.seconds(fields[0].value, for: "time")
    }

    static func initialState(on device: Device, for scenario: Scenario<Self>) -> Pad { Pad() }

    static func point(of target: Target, in runner: ScenarioRunner<Self>) -> TargetPoint {
        target == .pad ? .onScreen(Pad.center) : .offScreen("hidden is not on screen (\(runner.state.touches) touches)")
    }

    static func differences(_ time: Double, in state: Pad) -> [ExpectationDifference] {
        ExpectationDifference.time(expected: time, found: state.now).map { [$0] } ?? []
    }

    static func traceLine(_ entry: TraceEntry<Pad>) -> TraceLine {
        TraceLine(time: entry.time, input: "\(entry.action)", inputFields: [], isIgnored: false, events: [],
                  reasons: [], did: [], state: ("touches", "\(entry.summary)"), stateText: "\(entry.summary)")
    }

    static func text(of target: Target) -> String { target.rawValue }

    static func fields(of time: Double) -> [(String, String)] { [("time", ScenarioWriter.number(time))] }

    /// Parses `yaml` as Pad's, read from `pad.yaml`.
    static func parse(_ yaml: String) throws(ScenarioError) -> Scenario<PadApp> {
        try ScenarioParser<PadApp>.parse(yaml: yaml, path: "pad.yaml")
    }

    /// The steps `steps` (each a list item's text) as a scenario of Pad, run on the iPhone 8 in
    /// `orientation`.
    static func run(_ steps: [String], orientation: Orientation = .portrait) throws -> ScenarioRun<PadApp> {
        let yaml = "orientation: \(orientation.rawValue)\nsteps:\n" + steps.map { "  - \($0)\n" }.joined()
        return ScenarioRunner.run(try parse(yaml), on: .iPhone8)
    }

    /// The error `yaml` is refused with, or "parsed".
    static func message(_ yaml: String) -> String {
        do {
            _ = try parse(yaml)
            return "parsed"
        } catch {
            return error.description
        }
    }
}

/// A touch as the tests write tracks: time, id, phase, point.
struct Touch: Equatable, CustomStringConvertible {
    var time: Double
    var id: Int
    var phase: TouchSample.Phase
    var x: Double
    var y: Double

    init(_ time: Double, _ id: Int, _ phase: TouchSample.Phase, _ x: Double, _ y: Double) {
        self.time = time
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
    }

    init(_ input: TimedInput<Pad.Action>) {
        let (phase, id, point): (TouchSample.Phase, Int, Point) = switch input.action {
        case let .touchBegan(id, point): (.began, id, point)
        case let .touchMoved(id, point): (.moved, id, point)
        case let .touchEnded(id, point): (.ended, id, point)
        case let .touchCancelled(id, point): (.cancelled, id, point)
        }
        self.init(input.time, id, phase, point.x, point.y)
    }

    var description: String { "[\(time), \(id), \(phase.rawValue), \(x), \(y)]" }

    /// Whether `other` is this touch with its point within `tolerance` points.
    func isClose(to other: Touch, within tolerance: Double) -> Bool {
        time == other.time && id == other.id && phase == other.phase
            && abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension ScenarioRun where App == PadApp {
    /// The touches the run sent, in order.
    var touches: [Touch] { timeline.inputs.map(Touch.init) }
}

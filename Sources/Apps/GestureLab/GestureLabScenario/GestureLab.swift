import Devices
import Gestures
import GestureLabModel
import Scenarios
import VirtualClock

/// The gesture lab (docs/gestures.md, "The gesture lab"): a phone whose screen is the views and
/// recognizers a scenario declares, driven by the shared steps and the gesture steps, with every
/// recognizer's state, count, values and the log to expect.
public enum GestureLab: ScenarioApp, ScenarioWritable {
    public typealias Model = LabState
    public typealias Settings = LabSetup
    public typealias AppStep = Never
    /// A view's name (its centre), or `screen`.
    public typealias AppTarget = String

    public static let vocabulary = Vocabulary(
        app: "gesture-lab", topLevelKeys: Vocabulary.sharedTopLevelKeys + ["views", "recognizers"],
        expectKeys: ["state", "recognized", "log", "translation", "velocity", "location", "scale", "rotation",
                     "offset", "highlighted", "time"],
        tapTargets: [], tapTargetDescription: "a view's name, screen, or {x: …, y: …}", isPortraitOnly: true,
        exampleStep: "tap: screen")

    public static let defaultSettings = LabSetup()

    public static func settings(_ fields: [ScenarioParser<GestureLab>.Field], in parser: inout ScenarioParser<GestureLab>,
                                errors: inout [ScenarioError]) -> LabSetup {
        var setup = LabSetup()
        if let field = fields.first(where: { $0.name == "views" }) {
            do { setup.views = try views(field.value, in: parser) } catch { errors.append(error); return setup }
        }
        if let field = fields.first(where: { $0.name == "recognizers" }) {
            do {
                setup.recognizers = try recognizers(field.value, views: setup.views, in: parser)
            } catch {
                errors.append(error)
            }
        }
        return setup
    }

    /// A view's name, or `screen`.
    public static func target(_ node: ScenarioParser<GestureLab>.Node, in parser: ScenarioParser<GestureLab>)
        throws(ScenarioError) -> String {
        let names = [GestureArena.rootName] + parser.settings.views.map(\.name)
        guard case .scalar = node else { throw parser.typeError(vocabulary.tapTargetDescription, for: "tap", found: node) }
        let name = try parser.word(node, for: "tap", expected: vocabulary.tapTargetDescription)
        guard names.contains(name) else {
            let hint = Suggestion.hint(for: name, among: names)
            throw parser.error("unknown view '\(ScenarioText.echo(name))'"
                               + (hint.isEmpty ? "; expected \(ScenarioText.list(names))" : hint), at: node)
        }
        return name
    }

    public static func initialState(on device: Device, for scenario: Scenario<GestureLab>) -> LabState {
        // The parser built this arena once already: a setup it accepted always makes one.
        let arena = (try? scenario.settings.arena(on: device)) ?? GestureArena(screen: device.portraitSize)
        return LabState(device: device, arena: arena)
    }

    /// The view's centre on screen now; off screen when the view is hidden or its centre is
    /// outside the screen or a view it is in.
    public static func point(of target: String, in runner: ScenarioRunner<GestureLab>) -> TargetPoint {
        switch runner.state.centre(of: target) {
        case .success(let point): .onScreen(point)
        case .failure(let reason): .offScreen(reason.message)
        }
    }

    public static func differences(_ expectation: LabExpectation, in state: LabState) -> [ExpectationDifference] {
        expectation.differences(in: state, logSince: 0)
    }

    /// As ``differences(_:in:)-(_,LabState)``, with the log read since the previous `expect` that
    /// checked it.
    public static func differences(_ expectation: LabExpectation, in runner: ScenarioRunner<GestureLab>)
        -> [ExpectationDifference] {
        expectation.differences(in: runner.state, logSince: expectation.log == nil ? 0 : logStart(in: runner))
    }

    /// Where the log an `expect` with a `log` checks starts, after the steps `runner` performed:
    /// the first entry of the history after the previous `expect` with a log, 0 when there is none.
    public static func logStart(in runner: ScenarioRunner<GestureLab>) -> Int {
        guard let previous = runner.performed.last(where: { performed in
            if case .expect(let earlier) = performed.step.kind { return earlier.log != nil }
            return false
        }) else { return 0 }
        let entries = runner.state.history.entries
        return entries.firstIndex { entry in
            entry.touches > previous.inputsBefore || VirtualTime.snapped(entry.time) > VirtualTime.snapped(previous.end)
        } ?? entries.count
    }

    public static func traceLine(_ entry: TraceEntry<LabState>) -> TraceLine {
        let did = entry.events.map(\.text)
        let input: String
        var fields: [(String, JSONValue)]
        switch entry.action {
        case let .touch(phase, id, point):
            let shared = TouchSample.Phase(rawValue: phase.rawValue) ?? .began
            input = shared.summary(id: id, at: point)
            fields = shared.jsonFields(id: id, at: point)
        case .timerFired(let timer):
            input = "timer \(timer.name)"
            fields = [("timer", .string(timer.name))]
        }
        return TraceLine(time: entry.time, input: input, inputFields: fields, isIgnored: false, events: did,
                         reasons: [], did: did, state: ("recognizers", entry.summary),
                         stateText: ScenarioText.echo(entry.summary, limit: 120))
    }

    public static func text(of target: String) -> String { ScenarioWriter.scalar(target) }
}

extension GestureTimer {
    /// How the trace names the timer.
    var name: String {
        switch self {
        case .tapDuration(let name): "tap-duration \(name)"
        case .tapInterval(let name): "tap-interval \(name)"
        case .longPress(let name): "long-press \(name)"
        case .edgeWithin(let name): "edge-within \(name)"
        case .contentTouch(let serial): "content-touch \(serial)"
        }
    }
}

import HarnessTesting
import Raster

/// The smallest world a test can drive: walkie-talkies. Each participant's phone has a talk
/// button; a press goes to the relay after the link's latency and from there to every other
/// phone after the latency again, where it counts as heard. The relay is the world's service:
/// it lives on the same clock as the phones, and its deliveries are timers.
struct Walkie: AppModel {
    struct Phone: Equatable, Sendable {
        var device: Device
        var sent = 0
        var heard = 0
        var isDown = false
    }

    enum Action: Equatable, Sendable {
        case touch(participant: Int, phase: TouchSample.Phase, at: Point)
        case arrived(Int)
        case setLatency(Double)
    }

    /// A message on its way: to the relay (`to` nil) or to a phone.
    struct Message: Equatable, Sendable {
        var from: Int
        var to: Int?
    }

    enum Timer: Hashable, Sendable { case arrival(Int) }
    enum Event: Equatable, Sendable { case pressed(Int), relayed(from: Int), heard(Int), ignored }

    static let button = Rect(x: 100, y: 200, width: 120, height: 120)

    var now = 0.0
    var phones: [Phone]
    var latency: Double
    var inFlight: [Int: Message] = [:]
    var nextMessage = 0

    mutating func reduce(_ action: Action) -> [Effect<Timer, Event>] {
        switch action {
        case let .touch(participant, phase, point):
            guard phones.indices.contains(participant) else { return [.log(.ignored)] }
            switch phase {
            case .began where Self.button.contains(point):
                phones[participant].isDown = true
                return []
            case .ended where phones[participant].isDown:
                phones[participant].isDown = false
                phones[participant].sent += 1
                return [.log(.pressed(participant))] + post(Message(from: participant, to: nil))
            case .cancelled:
                phones[participant].isDown = false
                return []
            default:
                return [.log(.ignored)]
            }
        case .arrived(let id):
            guard let message = inFlight.removeValue(forKey: id) else { return [.log(.ignored)] }
            guard let to = message.to else {
                return [.log(.relayed(from: message.from))]
                    + phones.indices.filter { $0 != message.from }.flatMap { post(Message(from: message.from, to: $0)) }
            }
            phones[to].heard += 1
            return [.log(.heard(to))]
        case .setLatency(let seconds):
            latency = seconds
            return []
        }
    }

    private mutating func post(_ message: Message) -> [Effect<Timer, Event>] {
        let id = nextMessage
        nextMessage += 1
        inFlight[id] = message
        return [.schedule(.arrival(id), after: latency)]
    }

    static func action(firing timer: Timer) -> Action {
        switch timer {
        case .arrival(let id): .arrived(id)
        }
    }

    var summary: [Int] { phones.map(\.heard) }
}

extension Walkie: FrameState {
    var device: Device { phones.first?.device ?? .iPhone8 }
    var orientation: Orientation { .portrait }
    var phaseName: String { inFlight.isEmpty ? "quiet" : "talking" }
    var manifestFields: [ManifestField] { [] }
}

/// The walkie-talkies' words: `users:` (each may be `muted`), a `talk` target, a world step
/// `latency:`, `sent`/`heard` per phone and `inFlight` for the world.
enum WalkieApp: ScenarioWritable {
    typealias Model = Walkie

    enum Step: Equatable, Sendable { case latency(Double) }
    enum Target: Equatable, Sendable { case talk }
    struct Check: Equatable, Sendable {
        var participant: Int?
        var values: [String: Int]
    }

    static let vocabulary = Vocabulary(
        app: "walkie", topLevelKeys: Vocabulary.worldTopLevelKeys(participants: "users") + ["latency"],
        expectKeys: ["sent", "heard"], tapTargets: ["talk"], isPortraitOnly: true,
        world: WorldWords(steps: ["latency"], expectKeys: ["inFlight"], maxParticipants: 3))

    static let defaultSettings = 0.1

    static func settings(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>,
                         errors: inout [ScenarioError]) -> Double {
        var latency = defaultSettings
        for field in fields {
            do { latency = try parser.seconds(field.value, for: field.name) } catch { errors.append(error) }
        }
        return latency
    }

    static func step(_ field: ScenarioParser<Self>.Field, in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> Step {
        .latency(try parser.seconds(field.value, for: "latency"))
    }

    static func target(_ node: ScenarioParser<Self>.Node, in parser: ScenarioParser<Self>) throws(ScenarioError) -> Target {
        try parser.choice(node, for: "tap", what: "tap target", among: ["talk"]) { $0 == "talk" ? .talk : nil }
    }

    static func expectation(_ fields: [ScenarioParser<Self>.Field], in parser: inout ScenarioParser<Self>)
        throws(ScenarioError) -> Check {
        var check = Check(participant: parser.participant, values: [:])
        for field in fields {
            check.values[field.name] = try parser.integer(field.value, for: field.name)
        }
        return check
    }

    static func keyword(of step: Step) -> String { "latency" }
    static func inputCount(of step: Step) -> Int { 1 }
    static func usesIdealTouch(_ step: Step) -> Bool { false }

    static func initialState(on device: Device, for scenario: Scenario<Self>) -> Walkie {
        Walkie(phones: scenario.participants.map { Walkie.Phone(device: $0.device) }, latency: scenario.settings)
    }

    static func touch(_ phase: TouchSample.Phase, id: Int, at point: Point, on participant: Int) -> Walkie.Action {
        .touch(participant: participant, phase: phase, at: point)
    }

    static func point(of target: Target, in runner: ScenarioRunner<Self>) -> TargetPoint {
        .onScreen(Walkie.button.center)
    }

    static func perform(_ step: Step, at location: Scenarios.Step<Self>, in runner: inout ScenarioRunner<Self>)
        -> StepFailure? {
        guard case .latency(let seconds) = step else { return nil }
        runner.send(.setLatency(seconds), at: runner.clock)
        return nil
    }

    static func differences(_ check: Check, in state: Walkie) -> [ExpectationDifference] {
        check.values.keys.sorted().compactMap { key in
            let expected = check.values[key] ?? 0
            let found: Int
            switch (key, check.participant) {
            case ("inFlight", _): found = state.inFlight.count
            case ("sent", let index?): found = state.phones[index].sent
            case (_, let index?): found = state.phones[index].heard
            default: return nil
            }
            return expected == found ? nil : ExpectationDifference(key: key, expected: "\(expected)", found: "\(found)")
        }
    }

    static func traceLine(_ entry: TraceEntry<Walkie>) -> TraceLine {
        var fields: [(String, JSONValue)] = []
        if case .touch(let participant, _, _) = entry.action { fields.append(("user", .int(participant))) }
        return TraceLine(time: entry.time, input: "\(entry.action)", inputFields: fields,
                         isIgnored: entry.events.contains(.ignored), events: entry.events.map { "\($0)" }, reasons: [],
                         did: [], state: ("heard", "\(entry.summary)"), stateText: "\(entry.summary)")
    }

    static func settingsFields(_ latency: Double) -> [(String, String)] {
        latency == defaultSettings ? [] : [("latency", ScenarioWriter.number(latency))]
    }

    static func text(of step: Step) -> String {
        guard case .latency(let seconds) = step else { return "" }
        return ScenarioWriter.number(seconds)
    }

    static func text(of target: Target) -> String { "talk" }

    static func fields(of check: Check) -> [(String, String)] {
        check.values.keys.sorted().map { ($0, "\(check.values[$0] ?? 0)") }
    }

    /// One phone: grey, with the talk button blue while down and green otherwise, and a white
    /// square per message heard along the top.
    static func screen(_ state: Walkie, participant: Int) -> RGBAImage {
        let phone = state.phones[participant]
        let scale = Double(phone.device.scale)
        let (width, height) = phone.device.pixelSize(.portrait)
        var canvas = Canvas(width: width, height: height, fill: RGBA(60, 60, 60))
        let button = Walkie.button
        canvas.fill(FRect(x: button.x * scale, y: button.y * scale, width: button.width * scale,
                          height: button.height * scale),
                    color: phone.isDown ? RGBA(40, 90, 220) : RGBA(40, 170, 80))
        for index in 0..<min(phone.heard, 10) {
            canvas.fill(FRect(x: (20 + Double(index) * 30) * scale, y: 60 * scale, width: 20 * scale, height: 20 * scale),
                        color: RGBA(255, 255, 255))
        }
        return canvas.image
    }
}

extension HarnessApp {
    /// The walkie-talkies as a program's app: scenarios read with `WalkieApp`, runs drawn as worlds.
    static let walkie = HarnessApp(
        WalkieApp.self,
        load: { document, options in try ScenarioParser<WalkieApp>.parse(document, others: options.others) },
        scenario: { $0 },
        session: {
            { scenario in
                { device, tracing in
                    HarnessRun(world: ScenarioRunner.run(scenario, on: device, tracing: tracing),
                               screen: { WalkieApp.screen($0, participant: $1) })
                }
            }
        })
}

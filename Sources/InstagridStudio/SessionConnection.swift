import Foundation
import ImageCodec
import InstagridModel
import InstagridRender
import InstagridScenario
import Support

/// One page's socket: reads its messages (JSON, see docs/studio.md), runs its ``LiveSession``
/// and answers with JSON text and PNG frames. A message it cannot use gets an `error` reply and
/// changes nothing; the session goes on.
struct SessionConnection: Sendable {
    /// What goes back to the page.
    enum Reply: Sendable, Equatable {
        case text(String)
        case frame([UInt8])
    }

    let project: StudioProject
    let renderer: ScreenRenderer
    private(set) var session: LiveSession
    /// What the last frame sent showed.
    private var shown: FrameKey?
    private var window = RateWindow()

    init(project: StudioProject, renderer: ScreenRenderer, device: Device = Device.studioDefault) {
        self.project = project
        self.renderer = renderer
        self.session = LiveSession(device: device, orientation: .portrait, photos: project.photoSources())
    }

    /// Handles one text message received at `second` (a monotonic clock, for the rate bound).
    mutating func handle(_ text: String, second: Int) -> [Reply] {
        guard window.admit(at: second) else {
            return [Self.error("too many messages: at most \(StudioLimits.maxMessagesPerSecond) a second")]
        }
        guard text.utf8.count <= StudioLimits.maxMessageBytes else {
            return [Self.error("message of \(text.utf8.count) bytes; the limit is \(StudioLimits.maxMessageBytes)")]
        }
        let message: ClientMessage
        do {
            message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            return [Self.error("not a message: the page sends JSON objects with a \"type\"")]
        }
        do {
            return try handle(message)
        } catch {
            return [Self.error(error.description)] + status()
        }
    }

    private mutating func handle(_ message: ClientMessage) throws(StudioError) -> [Reply] {
        switch message.type {
        case "start":
            let device = try message.deviceValue()
            let orientation = try message.orientationValue() ?? .portrait
            session = LiveSession(device: device, orientation: orientation, photos: project.photoSources())
            shown = nil
            return started() + status() + frame(at: 0, force: true)
        case "pointer":
            let phase = try message.pointerPhase()
            let (x, y) = try message.point()
            let time = try message.time()
            try session.pointer(phase, pointer: try message.pointerID(), at: time, x: x, y: y)
            return (phase == .up || phase == .cancel ? status() : []) + frame(at: time)
        case "tick":
            let replies = frame(at: try message.time())
            return replies.isEmpty ? [.text(#"{"type":"same"}"#)] : replies
        case "frame":
            let scale = message.scale ?? session.device.scale
            guard scale == session.device.scale else {
                throw .badMessage("frames are drawn at the device's scale, \(session.device.scale)")
            }
            return frame(at: try message.time(), force: true)
        case "rotate":
            return try step(.rotate(try message.orientationValue() ?? .portrait), message)
        case "choose":
            return try step(.picker(.choose(photo: try message.photoAlias(in: session.photos))), message)
        case "cancelPicker":
            return try step(.picker(.cancel), message)
        case "share":
            return try step(.share(try message.shareOutcome()), message)
        case "dismissAlert":
            return try step(.alert(.dismiss), message)
        case "snapshot":
            let name = try message.snapshotName(taken: session.steps)
            return try step(.snapshot(SnapshotRequest(name: name)), message)
        case "expect":
            return try step(.expect(InstagridExpectation()), message)
        case "clear":
            session.clear()
            shown = nil
            return status() + frame(at: 0, force: true)
        case "trace":
            return [.text(StudioJSON.object(["type": .string("trace"), "lines": .strings(traceLines())]))]
        case "save":
            return try save(name: message.name ?? "", overwrite: message.overwrite ?? false)
        default:
            throw .badMessage("unknown type \(echo(message.type))")
        }
    }

    private mutating func step(_ kind: StepKind<Instagrid>, _ message: ClientMessage) throws(StudioError) -> [Reply] {
        let time = try message.time()
        try session.perform(kind, at: time)
        return status() + frame(at: time)
    }

    /// The trace of the recording, as `instagrid-sim replay --trace text` prints it.
    func traceLines() -> [String] {
        let run = session.run
        return run.trace.map { TraceFormat.text.line(Instagrid.traceLine($0)) }
    }

    /// Writes the recording to `Scenarios/<name>.yaml`, atomically; an existing file only with
    /// `overwrite`. The text is read back first: it must give the recorded steps exactly.
    private func save(name: String, overwrite: Bool) throws(StudioError) -> [Reply] {
        let path = try project.scenarioPath(named: name)
        if FileManager.default.fileExists(atPath: path), !overwrite { throw .exists("Scenarios/\(name).yaml") }
        let scenario = session.scenario(named: name, path: path)
        let yaml = ScenarioWriter.yaml(scenario)
        do {
            let parsed = try ScenarioParser<Instagrid>.parse(yaml: yaml, path: path)
            guard parsed.steps.map(\.kind) == session.steps else {
                throw StudioError.file("the written scenario does not read back as recorded; nothing saved")
            }
        } catch let error as StudioError {
            throw error
        } catch {
            throw .file("the written scenario does not read back: \(error); nothing saved")
        }
        do {
            try AtomicFile.write(yaml, to: path, sync: true)
        } catch {
            throw .file("could not write Scenarios/\(name).yaml: \(error)")
        }
        return [.text(StudioJSON.object([
            "type": .string("saved"), "name": .string(name), "path": .string("Scenarios/\(name).yaml"),
            "yaml": .string(yaml),
        ]))]
    }

    private func started() -> [Reply] {
        let size = session.device.screenSize(session.orientation)
        return [.text(StudioJSON.object([
            "type": .string("started"), "device": .string(session.device.id),
            "orientation": .string(session.orientation.rawValue),
            "photos": .strings(session.photos.keys.sorted()),
            "devices": .strings(Device.all.map(\.id)),
            "width": .number(size.width), "height": .number(size.height),
        ]))]
    }

    /// The recording's steps (as YAML), clock and phase.
    func status() -> [Reply] {
        let run = session.run
        let state = run.finalState
        let steps = session.steps.map { "- " + ScenarioWriter.stepText($0) }
        return [.text(StudioJSON.object([
            "type": .string("status"), "steps": .strings(steps), "stepCount": .number(Double(session.steps.count)),
            "clock": .number(run.timeline.end), "phase": .string(state.phase.rawValue),
            "orientation": .string(state.orientation.rawValue),
            "inputs": .number(Double(session.inputCount)), "touching": .bool(session.gesture != nil),
        ]))]
    }

    /// A PNG of the phone at page time `ms`, when it differs from the last one sent.
    private mutating func frame(at ms: Double, force: Bool = false) -> [Reply] {
        let state = session.displayState(at: ms)
        let key = FrameKey(state)
        if !force, key == shown { return [] }
        shown = key
        let image = renderer.render(state)
        guard let png = try? PNGCodec.encode(image) else { return [Self.error("the frame could not be encoded")] }
        let info = StudioJSON.object([
            "type": .string("frame"), "time": .number(state.now), "phase": .string(state.phase.rawValue),
            "offset": .numbers([state.gridOffset.x, state.gridOffset.y]),
            "width": .number(state.geometry.screen.width), "height": .number(state.geometry.screen.height),
            "orientation": .string(state.orientation.rawValue),
        ])
        return [.text(info), .frame(png)]
    }

    static func error(_ message: String) -> Reply {
        .text(StudioJSON.object(["type": .string("error"), "message": .string(message)]))
    }
}

/// What a frame shows: two states with the same key draw the same pixels.
struct FrameKey: Equatable, Sendable {
    var orientation: Orientation
    var layout: Layout
    var photos: [Int: String]
    var phase: Phase
    var picker: Int?
    var alert: AlertKind?
    var exports: Int
    var gridX: Int
    var gridY: Int

    init(_ state: AppState) {
        orientation = state.orientation
        layout = state.layout
        photos = state.photos
        phase = state.phase
        picker = state.picker
        alert = state.alert
        exports = state.exports.count
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: state.gridOffset, scale: state.device.scale)
        gridX = origin.x
        gridY = origin.y
    }
}

/// Counts messages per second of a monotonic clock.
struct RateWindow: Sendable {
    private var second = Int.min
    private var count = 0

    mutating func admit(at now: Int) -> Bool {
        if now != second {
            second = now
            count = 0
        }
        count += 1
        return count <= StudioLimits.maxMessagesPerSecond
    }
}

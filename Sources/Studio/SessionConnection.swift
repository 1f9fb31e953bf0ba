import Devices
import Foundation
import Harness
import Raster
import Support

/// One page's socket: reads its messages (JSON, see docs/studio.md), drives its ``LivePhone`` —
/// of any app of the studio that has one — and answers with JSON text and frames (a whole
/// picture, then the rectangles that change: ``FramePatch``). A message
/// it cannot use gets an `error` reply and changes nothing; the session goes on.
struct SessionConnection: Sendable {
    /// What goes back to the page.
    enum Reply: Sendable, Equatable {
        case text(String)
        case frame([UInt8])
        /// Close this socket (status 1008, policy violation) with the reason the page shows.
        case close(String)
    }

    let project: StudioProject
    /// The apps with a live phone, in the studio's order.
    let apps: [HarnessApp]
    private(set) var app: HarnessApp
    private(set) var phone: LivePhone
    private var window = RateWindow()
    /// How many of the recording's steps the page has been sent: a status sends the steps from
    /// the last of those on (the recorder changes only its last step or appends), so a long
    /// recording costs each reply what changed, not every step again.
    private var stepsSent = 0
    /// The picture the page shows, which the next frame's rectangles go over.
    private var shown: RGBAImage?
    /// How frames' pixels are sent (`start` may choose).
    private(set) var encoding = FramePatch.Encoding.auto
    /// The scenario whose setup the phone started from (its id under `Scenarios/`), if any.
    private(set) var setup: String?

    /// A session on the first of `apps` that has a live phone.
    init(project: StudioProject, apps: [HarnessApp], device: Device = Device.studioDefault) throws(StudioError) {
        let live = apps.filter { $0.live != nil }
        guard let first = live.first else {
            throw .refused("no app of this studio has a live phone (\(apps.map(\.id).joined(separator: ", ")))")
        }
        self.project = project
        self.apps = live
        app = first
        do {
            phone = try first.startPhone(Self.start(project, device: device, orientation: .portrait))
        } catch {
            throw .live(error)
        }
    }

    static func start(_ project: StudioProject, device: Device, orientation: Orientation,
                      setup: LoadedScenario? = nil) -> LiveStart {
        LiveStart(device: device, orientation: orientation, photos: project.photos(), limits: StudioLimits.recording,
                  setup: setup)
    }

    /// Handles one whole socket message received at `second` (a monotonic clock).
    mutating func handle(_ message: MessageAssembler.Message, second: Int) -> [Reply] {
        switch message {
        case .text(let text): handle(text, second: second)
        case .binary: [Self.error("the page sends text messages only")]
        case .oversized(let bytes):
            [Self.error("message of \(bytes) bytes; the limit is \(StudioLimits.maxMessageBytes)")]
        case .notUTF8: [Self.error("not a message: text messages are UTF-8")]
        case .stray: [Self.error("a continuation frame with no message begun")]
        }
    }

    /// Handles one text message received at `second` (a monotonic clock, for the rate bound).
    mutating func handle(_ text: String, second: Int) -> [Reply] {
        switch window.admit(at: second) {
        case .admitted: break
        case .refused:
            return [Self.error("too many messages: at most \(StudioLimits.maxMessagesPerSecond) a second; the rest of "
                               + "this second's are dropped unanswered")]
        case .dropped: return []
        case .flooded:
            return [.close("too many messages: more than \(StudioLimits.maxMessagesPerSecond) a second, "
                           + "\(StudioLimits.maxDroppedMessages) of them dropped; the session is closed")]
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
            let chosen = try message.appValue(among: apps, current: app)
            let device = try message.deviceValue()
            let orientation = try message.orientationValue() ?? .portrait
            let encoding = try message.encodingValue() ?? encoding
            guard orientation == .portrait || !chosen.vocabulary.isPortraitOnly else {
                throw .badMessage("\(chosen.id) runs in portrait only")
            }
            let setupID = message.setup.flatMap { $0.isEmpty ? nil : $0 }
            var loaded: LoadedScenario?
            if let setupID { loaded = try project.setup(setupID, of: chosen, among: apps) }
            do {
                phone = try chosen.startPhone(Self.start(project, device: device, orientation: orientation, setup: loaded))
            } catch {
                throw .live(error)
            }
            app = chosen
            setup = setupID
            stepsSent = 0
            self.encoding = encoding
            return started() + status() + frame(at: 0, force: true)
        case "pointer":
            let phase = try message.pointerPhase()
            let (x, y) = try message.point()
            let time = try message.time()
            let pointer = try message.pointerID()
            let user = message.user
            try live { (phone: inout LivePhone) throws(LiveError) in
                try phone.touch(phase, pointer: pointer, at: time, x: x, y: y, user: user)
            }
            // A ticking page asks for no picture of a touch (`draw: false`): its next tick shows
            // it, so the server draws once a display frame, not once per move too.
            let picture = message.draw ?? true ? frame(at: time) : []
            return (phase == .ended || phase == .cancelled ? status() : []) + picture
        case "tick":
            // The answer names the tick it answers, so that the page can tell how far behind it is.
            let ms = try message.time()
            let replies = frame(at: ms, tick: ms)
            return replies.isEmpty ? [.text(StudioJSON.object(["type": .string("same"), "tick": .number(ms)]))] : replies
        case "frame":
            let scale = message.scale ?? phone.device.scale
            guard scale == phone.device.scale else {
                throw .badMessage("frames are drawn at the device's scale, \(phone.device.scale)")
            }
            return frame(at: try message.time(), force: true)
        case "control":
            let id = try message.controlID()
            let text = try message.typedText()
            return try step(message) { (phone: inout LivePhone, time) throws(LiveError) in
                try phone.press(id, text: text, at: time)
            }
        case "snapshot":
            let name = message.name.flatMap { $0.isEmpty ? nil : $0 }
            if let name { _ = try StudioProject.checkedName(name) }
            return try step(message) { (phone: inout LivePhone, time) throws(LiveError) in
                try phone.snapshot(named: name, at: time)
            }
        case "expect":
            return try step(message) { (phone: inout LivePhone, time) throws(LiveError) in try phone.expectState(at: time) }
        case "clear":
            phone.clear()
            stepsSent = 0
            return status() + frame(at: 0, force: true)
        case "trace":
            // The last lines of a long recording: the reply stays bounded; `total` says how many.
            let lines = phone.traceLines()
            return [.text(StudioJSON.object(["type": .string("trace"), "total": .number(Double(lines.count)),
                                             "lines": .strings(Array(lines.suffix(StudioLimits.maxTraceLines)))]))]
        case "timeline":
            guard let svg = phone.timelineSVG() else { throw .badMessage("\(app.id) draws no timeline") }
            return [.text(StudioJSON.object(["type": .string("timeline"), "svg": .string(svg)]))]
        case "save":
            return try save(name: message.name ?? "", overwrite: message.overwrite ?? false)
        default:
            throw .badMessage("unknown type \(echo(message.type))")
        }
    }

    /// Runs `change` on the phone, its refusal as the studio's.
    private mutating func live(_ change: (inout LivePhone) throws(LiveError) -> Void) throws(StudioError) {
        do { try change(&phone) } catch { throw .live(error) }
    }

    private mutating func step(_ message: ClientMessage,
                               _ change: (inout LivePhone, Double) throws(LiveError) -> Void) throws(StudioError)
        -> [Reply] {
        let time = try message.time()
        try live { (phone: inout LivePhone) throws(LiveError) in try change(&phone, time) }
        return status() + frame(at: time)
    }

    /// Writes the recording to `Scenarios/<name>.yaml`, atomically; an existing file only with
    /// `overwrite`. The text is read back first: it must give the recorded steps exactly.
    private func save(name: String, overwrite: Bool) throws(StudioError) -> [Reply] {
        let (path, exists) = try project.scenarioPath(named: name)
        if exists, !overwrite { throw .exists("Scenarios/\(name).yaml") }
        let yaml: String
        do { yaml = try phone.scenario(named: name, path: path) } catch { throw .live(error) }
        do {
            try AtomicFile.write(yaml, to: path, sync: true)
        } catch {
            throw .file("could not write Scenarios/\(name).yaml: \(error)")
        }
        return [.text(StudioJSON.object([
            "type": .string("saved"), "name": .string(name), "path": .string("Scenarios/\(name).yaml"),
            "yaml": .string(yaml), "app": .string(app.id),
        ]))]
    }

    private func started() -> [Reply] {
        let size = phone.device.screenSize(phone.orientation)
        return [.text(StudioJSON.object([
            "type": .string("started"), "app": .string(app.id), "apps": .strings(apps.map(\.id)),
            "portraitOnly": .bool(app.vocabulary.isPortraitOnly),
            "device": .string(phone.device.id), "orientation": .string(phone.orientation.rawValue),
            "devices": .strings(Device.all.map(\.id)),
            "width": .number(size.width), "height": .number(size.height), "users": .strings(phone.users),
            "timeline": .bool(phone.hasTimeline),
            "setups": .bool(app.live?.takesSetup ?? false), "setup": setup.map { .string($0) } ?? .null,
            "controls": .array(phone.buttons.map { button in
                .dictionary([
                    "id": .string(button.id), "label": .string(button.label),
                    "section": button.section.map { .string($0) } ?? .null,
                    "photo": button.photo.map { .string($0) } ?? .null, "takesText": .bool(button.takesText),
                ])
            }),
        ]))]
    }

    /// The recording's steps (as YAML lines) from `from` on — the page keeps its first `from`
    /// lines and replaces the rest —, their count, the clock and the phase.
    mutating func status() -> [Reply] {
        let status = phone.status(stepsFrom: max(0, stepsSent - 1))
        stepsSent = status.stepCount
        return [.text(StudioJSON.object([
            "type": .string("status"), "from": .number(Double(status.firstStep)),
            "steps": .strings(status.steps.map { "- " + $0 }),
            "stepCount": .number(Double(status.stepCount)), "clock": .number(status.clock),
            "phase": .string(status.phase), "orientation": .string(status.orientation.rawValue),
            "inputs": .number(Double(status.inputs)), "touching": .bool(status.touching),
        ]))]
    }

    /// The phone at page time `ms`, when it differs from the last one sent: the whole picture
    /// when `force` (a start, a clear, the page's `frame`), else the rectangles that changed;
    /// `tick` is the page's time of the tick it answers, echoed.
    private mutating func frame(at ms: Double, force: Bool = false, tick: Double? = nil) -> [Reply] {
        guard let frame = phone.frame(at: ms, force: force) else { return [] }
        let patch = force ? FramePatch.full(frame.image) : FramePatch.update(from: shown, to: frame.image)
        guard let bytes = try? patch.message(of: frame.image, encoding: encoding) else {
            shown = nil
            return [Self.error("the frame could not be encoded")]
        }
        shown = frame.image
        let info = StudioJSON.object([
            "type": .string("frame"), "time": .number(frame.time), "phase": .string(frame.phase),
            "fields": .array(frame.fields.map { .strings([$0.name, $0.value]) }),
            "width": .number(frame.size.width), "height": .number(frame.size.height),
            "orientation": .string(frame.orientation.rawValue), "onScreen": .strings(frame.onScreen),
            "areas": .array(frame.areas.map { area in
                .dictionary(["user": .string(area.name), "x": .number(area.x), "y": .number(area.y),
                             "width": .number(area.width), "height": .number(area.height)])
            }),
            "panel": frame.panel.map(Self.panel) ?? .null,
            "tick": tick.map { .number($0) } ?? .null,
        ])
        return [.text(info), .frame(bytes)]
    }

    /// A panel as the page shows it, as text: its title, text, table and log lines.
    static func panel(_ panel: LivePanelText) -> StudioJSON {
        .dictionary([
            "title": .string(panel.title), "text": .string(panel.text), "columns": .strings(panel.columns),
            "rows": .array(panel.rows.map { .strings($0) }), "log": .strings(panel.log),
        ])
    }

    static func error(_ message: String) -> Reply {
        .text(StudioJSON.object(["type": .string("error"), "message": .string(message)]))
    }
}

/// Counts messages per second of a monotonic clock: the first
/// ``StudioLimits/maxMessagesPerSecond`` of a second are read, the next one is answered with an
/// error and the rest are dropped unanswered (so a flood costs the server no replies). A flood
/// that goes on — ``StudioLimits/maxDroppedMessages`` dropped since the last second within the
/// bound, at once (10,000 in one second) or over several seconds — closes the socket.
struct RateWindow: Sendable {
    enum Verdict: Sendable, Equatable {
        case admitted, refused, dropped, flooded
    }

    private var second = Int.min
    private var count = 0
    /// Messages dropped since the last second within the bound.
    private var dropped = 0

    mutating func admit(at now: Int) -> Verdict {
        if now != second {
            // A second within the bound, or one with no message at all, ends a flood.
            if count <= StudioLimits.maxMessagesPerSecond || now != second &+ 1 { dropped = 0 }
            second = now
            count = 0
        }
        count += 1
        if count <= StudioLimits.maxMessagesPerSecond { return .admitted }
        dropped += 1
        if dropped >= StudioLimits.maxDroppedMessages { return .flooded }
        return count == StudioLimits.maxMessagesPerSecond + 1 ? .refused : .dropped
    }
}

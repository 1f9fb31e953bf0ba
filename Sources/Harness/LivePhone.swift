import Devices
import Frames
import Scenarios
import Support
import Timelines
import VirtualClock

/// One live phone of an app and its recording, whatever the app (docs/studio.md, "Phone and
/// recorder"): touches and buttons go in, steps and pictures come out. A value: a copy is a
/// second phone with the same recording.
///
/// ```swift
/// var phone = try HarnessApp.countOnMe.startPhone(LiveStart(device: device))
/// try phone.touch(.began, pointer: 1, at: 1000, x: 60, y: 420)
/// try phone.touch(.ended, pointer: 1, at: 1080, x: 60, y: 420)
/// let yaml = try phone.scenario(named: "typed", path: "Scenarios/typed.yaml")
/// ```
public struct LivePhone: Sendable {
    var core: any LivePhoneCore

    init(_ core: some LivePhoneCore) {
        self.core = core
    }

    /// The app's `app:` value.
    public var app: String { core.app }
    public var device: Device { core.device }
    /// The orientation the recording starts in.
    public var orientation: Orientation { core.orientation }
    /// The app's controls besides the screen.
    public var buttons: [LiveButton] { core.buttons }
    /// In a world, its participants' names in order (each phone's user); empty for one phone.
    public var users: [String] { core.users }
    /// The recording's steps, clock and the app's state at its end.
    public var status: LiveStatus { core.status(stepsFrom: 0) }

    /// The status with the steps from index `first` on only (clamped to the recording), so that
    /// a page that has the earlier ones is sent what changed: the recorder appends steps or
    /// changes its last one, and clearing starts again from none.
    public func status(stepsFrom first: Int) -> LiveStatus { core.status(stepsFrom: first) }

    /// Feeds one pointer event: the person's pointer id, time in milliseconds (any monotonic
    /// clock, such as the page's `event.timeStamp`), screen points. The last finger up records
    /// the gesture: an idealized `tap` when it does what the tap does, else a `touches` track.
    /// In a world, `user` (one of ``users``) names the phone touched, and the step is addressed
    /// to that user (`alice: { tap: send }`); for one phone it is nil.
    public mutating func touch(_ phase: TouchSample.Phase, pointer: Int, at ms: Double, x: Double, y: Double,
                               user: String? = nil) throws(LiveError) {
        var participant: Int?
        if let user {
            guard let index = users.firstIndex(of: user) else {
                throw .badInput(users.isEmpty ? "this app is one phone: a touch names no user"
                                : "unknown user '\(echo(user))'; users: \(users.joined(separator: ", "))")
            }
            participant = index
        }
        try core.touch(phase, pointer: pointer, at: ms, x: x, y: y, participant: participant)
    }

    /// Records the step of the control `id` (one of ``buttons``) at `ms`; a control that takes
    /// text (``LiveButton/takesText``) is given `text`.
    public mutating func press(_ id: String, text: String? = nil, at ms: Double) throws(LiveError) {
        try core.press(id, text: text, at: ms)
    }

    /// Records a `snapshot` named `name` (`snapshot-N` when nil) at `ms`.
    public mutating func snapshot(named name: String?, at ms: Double) throws(LiveError) {
        try core.snapshot(named: name, at: ms)
    }

    /// Records an `expect` of every key the app has, as they hold at `ms`.
    public mutating func expectState(at ms: Double) throws(LiveError) {
        try core.expectState(at: ms)
    }

    /// Drops the recording and starts again at time 0.
    public mutating func clear() {
        core.clear()
    }

    /// The recording's trace, as `instagrid-sim replay --trace text` prints it for the saved file.
    public func traceLines() -> [String] {
        core.traceLines()
    }

    /// Whether the app draws the recording's run as a timeline (``timelineSVG()``).
    public var hasTimeline: Bool { core.hasTimeline }

    /// The recording's run as a timeline's SVG (docs/timeline.md), the same bytes `instagrid-sim
    /// replay --timeline` writes for the saved file; nil when the app draws no timeline.
    public func timelineSVG() -> String? {
        core.timelineSVG()
    }

    /// The recording as a scenario file named `name`, to be written at `path`: YAML checked to
    /// read back to the recorded steps.
    ///
    /// - Throws: ``LiveError/unreadable(_:)`` when it does not.
    public func scenario(named name: String, path: String) throws(LiveError) -> String {
        try core.scenario(named: name, path: path)
    }

    /// The picture at `ms`; nil when it would draw what the last one drew, unless `force`.
    public mutating func frame(at ms: Double, force: Bool = false) -> LiveFrame? {
        core.frame(at: ms, force: force)
    }

    /// The recorded steps and their run, when the phone is `App`'s (for tests).
    package func recording<App: ScenarioWritable>(_ app: App.Type) -> (steps: [StepKind<App>], run: ScenarioRun<App>)?
    where App.Model: FrameState {
        (core as? LiveRecorder<App>).map { ($0.kinds, $0.run) }
    }
}

/// What ``LivePhone`` asks of the typed recorder behind it.
protocol LivePhoneCore: Sendable {
    var app: String { get }
    var device: Device { get }
    var orientation: Orientation { get }
    var buttons: [LiveButton] { get }
    var users: [String] { get }
    func status(stepsFrom first: Int) -> LiveStatus
    mutating func touch(_ phase: TouchSample.Phase, pointer: Int, at ms: Double, x: Double, y: Double,
                        participant: Int?) throws(LiveError)
    mutating func press(_ id: String, text: String?, at ms: Double) throws(LiveError)
    mutating func snapshot(named name: String?, at ms: Double) throws(LiveError)
    mutating func expectState(at ms: Double) throws(LiveError)
    mutating func clear()
    func traceLines() -> [String]
    var hasTimeline: Bool { get }
    func timelineSVG() -> String?
    func scenario(named name: String, path: String) throws(LiveError) -> String
    mutating func frame(at ms: Double, force: Bool) -> LiveFrame?
}

extension LiveRecorder: LivePhoneCore {
    var app: String { App.vocabulary.app }
    var orientation: Orientation { start.orientation }
    var buttons: [LiveButton] { controls.map(\.button) }
    var users: [String] { participants.map(\.name) }

    func status(stepsFrom first: Int) -> LiveStatus {
        let run = self.run
        let first = min(max(0, first), steps.count)
        let names = users
        return LiveStatus(steps: steps[first...].map { ScenarioWriter.stepText($0, participants: names) },
                          firstStep: first,
                          stepCount: steps.count, inputs: inputCount, clock: run.timeline.end,
                          phase: run.finalState.phaseName, orientation: run.finalState.orientation,
                          touching: gesture != nil)
    }

    func traceLines() -> [String] {
        run.trace.flatMap { TraceFormat.text.lines(App.traceLine($0)) }
    }

    var hasTimeline: Bool { hooks.timeline != nil }

    func timelineSVG() -> String? {
        hooks.timeline.map { $0(run).svg() }
    }

    func scenario(named name: String, path: String) throws(LiveError) -> String {
        let yaml = ScenarioWriter.yaml(recordedScenario(named: name, path: path))
        let parsed: Scenario<App>
        do {
            parsed = try ScenarioParser<App>.parse(yaml: yaml, path: path)
        } catch {
            throw .unreadable("the written scenario does not read back: \(error)")
        }
        guard parsed.steps.map(\.kind) == kinds, parsed.steps.map(\.participant) == steps.map(\.participant) else {
            throw .unreadable("the written scenario does not read back as recorded")
        }
        return yaml
    }
}

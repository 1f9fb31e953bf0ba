import Devices
import Frames
import Raster
import Scenarios
import Support
import VirtualClock

/// One live phone and its recording, for any app driven by scenario steps: what a person does
/// becomes steps, and the phone's state is always the state the app's ``ScenarioRunner`` reaches
/// on those steps, so that replaying the saved file gives the same trace bit for bit.
///
/// Times come from the person's clock (milliseconds, the page's `event.timeStamp`) and are kept
/// to whole milliseconds; points are kept to hundredths of a point. A pause becomes a `wait`, a
/// touch that does what an idealized `tap` does becomes that `tap`, every other gesture a
/// `touches` track. While fingers are down the phone shows a provisional state: the committed
/// run plus the touches so far. In a world (docs/worlds.md) a touch lands on one participant's
/// phone and its step is addressed to that participant; pauses are the world's.
struct LiveRecorder<App: ScenarioWritable>: Sendable where App.Model: FrameState {
    let hooks: LiveHooks<App>
    let start: LiveStart
    let settings: App.Settings
    let controls: [LiveControl<App>]
    let screen: LiveScreen<App.Model>
    /// A world's participants (none for one phone) and where their phones are in its picture.
    let participants: [Participant<App.ParticipantSettings>]
    let areas: [LiveArea]
    /// The steps recorded so far, each with its participant in a world.
    private(set) var steps: [Step<App>] = []
    /// The committed run: the steps so far, one by one.
    private(set) var runner: ScenarioRunner<App>
    /// The runner before the last step (to combine it with the next one).
    private var beforeLast: ScenarioRunner<App>?
    /// The person's time (ms) that corresponds to `runner.clock`; nil before the first input.
    private var anchor: Double?
    /// The gesture under way.
    var gesture: Gesture?
    /// Inputs recorded so far (bounded by ``LiveLimits/maxInputs``).
    private(set) var inputCount = 0
    /// The state of the last frame drawn.
    private var shown: App.Model?
    /// In a world, the picture and panel last sent: a frame that shows the same is not sent.
    private var sent: (image: RGBAImage, panel: LivePanelText?)?

    static var location: SourceLocation { SourceLocation(path: "live", line: 1, column: 1) }

    init(hooks: LiveHooks<App>, start: LiveStart) {
        self.hooks = hooks
        self.start = start
        let settings = hooks.startingSettings(start)
        self.settings = settings
        self.controls = hooks.controls(settings)
        var empty = Scenario<App>(name: "live", path: "live.yaml", devices: [start.device],
                                  orientation: start.orientation, settings: settings, steps: [])
        empty.participants = hooks.participants(start)
        self.participants = empty.participants
        self.areas = LiveArea.areas(empty.participants, orientation: start.orientation)
        self.screen = hooks.screen(empty)
        self.runner = ScenarioRunner(scenario: empty, device: start.device)
    }

    var device: Device { start.device }
    var limits: LiveLimits { start.limits }

    /// The recording as a scenario named `name`, its file at `path` (for the paths it names).
    func recordedScenario(named name: String, path: String) -> Scenario<App> {
        var scenario = Scenario(name: name, path: path, devices: [device], orientation: start.orientation,
                                settings: settings, steps: steps)
        scenario.participants = participants
        return scenario
    }

    /// The recorded steps' kinds.
    var kinds: [StepKind<App>] { steps.map(\.kind) }

    /// `kind` as a recorded step, for participant `participant` in a world.
    static func step(_ kind: StepKind<App>, for participant: Int? = nil) -> Step<App> {
        Step(kind, at: location, participant: participant)
    }

    /// The run of the recording so far (what a replay of the saved file gives).
    var run: ScenarioRun<App> { runner.finish() }

    // MARK: - Time

    /// Virtual time at the person's time `ms` when no gesture is under way.
    func virtualTime(at ms: Double) -> Double {
        guard let anchor else { return runner.clock }
        return min(limits.maxSeconds, runner.clock + max(0, Self.seconds(ms - anchor)))
    }

    /// Whole milliseconds as seconds (`n / 1000`, which reads back from YAML exactly).
    static func seconds(_ ms: Double) -> Double {
        Double(Int64(ms.rounded())) / 1000
    }

    /// A coordinate kept to hundredths of a point.
    static func points(_ value: Double) -> Double {
        Double(Int64((value * 100).rounded())) / 100
    }

    /// The `wait` before an input at the person's time `ms`, nil when there is no pause to record.
    func pauseBefore(_ ms: Double) -> Double? {
        guard let anchor else { return nil }
        let wait = min(Self.seconds(ms - anchor), limits.maxSeconds)
        return wait > 0 ? wait : nil
    }

    // MARK: - The phone's state

    /// The state to show at the person's time `ms`.
    func displayState(at ms: Double) -> App.Model {
        if let gesture {
            var driver = gesture.driver
            driver.advance(to: gesture.start + max(gesture.lastTime, Self.seconds(ms - gesture.downMS)))
            return driver.state
        }
        var driver = runner.driver
        driver.isTracing = false
        driver.advance(to: virtualTime(at: ms))
        return driver.state
    }

    /// The picture at `ms`; nil when it draws what the last one drew, unless `force`.
    mutating func frame(at ms: Double, force: Bool) -> LiveFrame? {
        let state = displayState(at: ms)
        if !force, let shown, screen.drawsSame(shown, state) { return nil }
        shown = state
        let frame = hooks.frame(state, device: device, screen: screen, controls: controls, areas: areas,
                                limits: limits)
        guard !areas.isEmpty else { return frame }
        if !force, let sent, sent.image == frame.image, sent.panel == frame.panel { return nil }
        sent = (frame.image, frame.panel)
        return frame
    }

    // MARK: - Steps from buttons

    /// Records `kind` (for `participant`'s phone in a world) at the person's time `ms`, after
    /// the pause before it, combined with the last step when the app says the two are one. A
    /// step the app cannot take now is refused and nothing is recorded.
    mutating func perform(_ kind: StepKind<App>, for participant: Int? = nil, at ms: Double) throws(LiveError) {
        guard gesture == nil else { throw .busy("lift every finger first") }
        if let last = steps.last, last.participant == participant, let beforeLast,
           let combined = hooks.combine(last.kind, kind, runner.state) {
            // The pause between the two is dropped: the combined step is the idealized one.
            var trial = beforeLast
            let inputs = inputCount - last.kind.inputCount + combined.inputCount
            if inputs <= limits.maxInputs, trial.perform(Self.step(combined, for: participant)) == nil,
               trial.clock <= limits.maxSeconds {
                runner = trial
                steps[steps.count - 1] = Self.step(combined, for: participant)
                inputCount = inputs
                anchor = ms
                return
            }
        }
        try commit(pauseSteps(ms) + [Self.step(kind, for: participant)], at: ms)
    }

    /// The `wait` before an input at `ms`, as steps (none when there is no pause).
    func pauseSteps(_ ms: Double) -> [Step<App>] {
        pauseBefore(ms).map { [Self.step(.wait($0))] } ?? []
    }

    /// Records the control `id` (one of ``controls``) at `ms`; a control that takes text is
    /// given `text`, not empty.
    mutating func press(_ id: String, text: String? = nil, at ms: Double) throws(LiveError) {
        guard let control = controls.first(where: { $0.id == id }) else {
            let known = controls.map(\.id).joined(separator: ", ")
            throw .badInput("unknown control '\(echo(id))'"
                            + (known.isEmpty ? "; this app has none" : "; controls: \(known)"))
        }
        var step = control.step
        if let typed = control.typed {
            guard let text, !text.isEmpty else { throw .badInput("'\(echo(id))' needs a text") }
            step = typed(text)
        } else if text != nil {
            throw .badInput("'\(echo(id))' takes no text")
        }
        try perform(step, for: control.participant, at: ms)
    }

    /// Records an `expect` of every key the app has — in a world, one for each phone and one for
    /// the world — as they hold after the pause before `ms`.
    mutating func expectState(at ms: Double) throws(LiveError) {
        guard gesture == nil else { throw .busy("lift every finger first") }
        var probe = runner
        let pause = pauseSteps(ms)
        for step in pause { probe.perform(step) }
        probe.driver.advance(to: probe.clock)
        let checks = hooks.expectations(probe).map {
            Self.step(.expect($0.expectation), for: $0.participant)
        }
        try commit(pause + checks, at: ms)
    }

    /// Records a `snapshot` named `name` (or `snapshot-N` when nil or empty) at `ms`.
    mutating func snapshot(named name: String?, at ms: Double) throws(LiveError) {
        try perform(.snapshot(SnapshotRequest(name: try snapshotName(name))), at: ms)
    }

    /// A snapshot name: the given one if the scenario reader takes it (letters, digits, `-`, `_`
    /// and `.`; a file name; not `final` or `shared-…`; not taken), else `snapshot-N`.
    func snapshotName(_ name: String?) throws(LiveError) -> String {
        let used = Set(steps.compactMap { step -> String? in
            if case .snapshot(let request) = step.kind, step.participant == nil { return request.name.lowercased() }
            return nil
        })
        if let name, !name.isEmpty {
            let allowed = name.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
            }
            guard allowed else { throw .badInput("a snapshot name uses only letters, digits, '-', '_' and '.'") }
            if let problem = PathComponent.problem(name) { throw .badInput("the snapshot name \(problem)") }
            let lowered = name.lowercased()
            guard lowered != "final", !lowered.hasPrefix("shared-") else {
                throw .badInput("the snapshot name \(echo(name)) is reserved")
            }
            guard !used.contains(lowered) else { throw .badInput("snapshot \(echo(name)) exists") }
            return name
        }
        var index = used.count + 1
        while used.contains("snapshot-\(index)") { index += 1 }
        return "snapshot-\(index)"
    }

    /// Performs `newSteps` on a copy; keeps them if none is inapplicable and the bounds hold.
    mutating func commit(_ newSteps: [Step<App>], at ms: Double) throws(LiveError) {
        let inputs = newSteps.reduce(0) { $0 + $1.kind.inputCount }
        guard steps.count + newSteps.count <= limits.maxSteps, inputCount + inputs <= limits.maxInputs else {
            throw .recordingFull(steps: steps.count, inputs: inputCount)
        }
        var trial = runner
        var before = runner
        for step in newSteps {
            before = trial
            if let failure = trial.perform(step), failure.kind == .inapplicable {
                throw .inapplicable(failure.message)
            }
        }
        guard trial.clock <= limits.maxSeconds else { throw .recordingFull(steps: steps.count, inputs: inputCount) }
        beforeLast = before
        runner = trial
        steps.append(contentsOf: newSteps)
        inputCount += inputs
        anchor = ms
    }

    /// Drops the recording and starts again at time 0.
    mutating func clear() {
        self = LiveRecorder(hooks: hooks, start: start)
    }
}

extension LiveRecorder {
    /// Fingers that are down, and what they did so far.
    struct Gesture: Sendable {
        /// The `wait` before it, if any.
        var wait: Double?
        /// The person's time of the first touch.
        var downMS: Double
        /// Virtual time of the first touch.
        var start: Double
        /// Samples so far, times relative to `start`.
        var samples: [TouchSample] = []
        /// The person's pointer ids → touch ids (1, 2, …).
        var ids: [Int: Int] = [:]
        /// Touch ids that are down.
        var down: Set<Int> = []
        /// The committed run plus the samples so far (untraced).
        var driver: Driver<App.Model>
        /// In a world, the participant whose phone the fingers are on.
        var participant: Int?
        /// The time of the last sample.
        var lastTime: Double { samples.last?.time ?? 0 }
    }
}

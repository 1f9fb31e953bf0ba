import InstagridModel
import InstagridScenario

/// One browser tab's phone and its recording: what the user does becomes scenario steps, and
/// the phone's state is always the state ``ScenarioRunner`` reaches on those steps, so that
/// replaying the saved file gives the same trace bit for bit.
///
/// Times come from the page (`event.timeStamp`, milliseconds) and are kept to whole
/// milliseconds; points are kept to hundredths of a point. A pause becomes a `wait`, a touch
/// that does what an idealized `tap` does becomes that `tap`, every other gesture a `touches`
/// track. While fingers are down the phone shows a provisional state: the committed run plus
/// the touches so far.
struct LiveSession: Sendable {
    let device: Device
    let orientation: Orientation
    /// Photo aliases the recording may use.
    let photos: [String: PhotoSource]
    /// The steps recorded so far.
    private(set) var steps: [StepKind<Instagrid>] = []
    /// The committed run: the steps so far, one by one.
    private(set) var runner: ScenarioRunner<Instagrid>
    /// The runner before the last step (to turn `tap: slot-N` + a choice into `pick`).
    private var beforeLast: ScenarioRunner<Instagrid>?
    /// The page's time (ms) that corresponds to `runner.clock`; nil before the first input.
    private var anchor: Double?
    /// The gesture under way.
    var gesture: Gesture?
    /// Inputs recorded so far (bounded by ``StudioLimits/maxRecordedInputs``).
    private(set) var inputCount = 0

    init(device: Device, orientation: Orientation, photos: [String: PhotoSource]) {
        self.device = device
        self.orientation = orientation
        self.photos = photos
        self.runner = ScenarioRunner(scenario: Self.scenario(device: device, orientation: orientation, photos: photos,
                                                             steps: [], name: "studio"), device: device)
    }

    /// The recording as a scenario named `name`, its file in `folder` (for the photos' paths).
    func scenario(named name: String, path: String) -> Scenario<Instagrid> {
        Self.scenario(device: device, orientation: orientation, photos: photos, steps: steps, name: name, path: path)
    }

    static func scenario(device: Device, orientation: Orientation, photos: [String: PhotoSource],
                         steps: [StepKind<Instagrid>], name: String, path: String = "studio.yaml") -> Scenario<Instagrid> {
        Scenario(name: name, path: path, devices: [device], orientation: orientation,
                 settings: InstagridSettings(photos: photos), steps: steps.map { Step($0, at: Self.location) })
    }

    /// The run of the recording so far (what `instagrid-sim replay` gives for the saved file).
    var run: ScenarioRun<Instagrid> { runner.finish() }

    // MARK: - Time

    /// Virtual time at page time `ms` when no gesture is under way.
    func virtualTime(at ms: Double) -> Double {
        guard let anchor else { return runner.clock }
        return min(StudioLimits.maxSeconds, runner.clock + max(0, Self.seconds(ms - anchor)))
    }

    /// Whole milliseconds as seconds (`n / 1000`, which reads back from YAML exactly).
    static func seconds(_ ms: Double) -> Double {
        Double(Int64(ms.rounded())) / 1000
    }

    /// A coordinate kept to hundredths of a point.
    static func points(_ value: Double) -> Double {
        Double(Int64((value * 100).rounded())) / 100
    }

    /// The `wait` before an input at page time `ms`, nil when there is no pause to record.
    func pauseBefore(_ ms: Double) -> Double? {
        guard let anchor else { return nil }
        let wait = min(Self.seconds(ms - anchor), StudioLimits.maxSeconds)
        return wait > 0 ? wait : nil
    }

    // MARK: - The phone's state

    /// The state to show at page time `ms`.
    func displayState(at ms: Double) -> AppState {
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

    // MARK: - Steps from buttons

    /// Records `kind` (rotation, picker or share answer, alert, snapshot, expect) at page time
    /// `ms`, after the pause before it. A step the app cannot take now is refused and nothing
    /// is recorded.
    mutating func perform(_ kind: StepKind<Instagrid>, at ms: Double) throws(StudioError) {
        guard gesture == nil else { throw .busy("lift every finger first") }
        var steps: [StepKind<Instagrid>] = []
        if let wait = pauseBefore(ms) { steps.append(.wait(wait)) }
        var kind = kind
        if case .expect = kind {
            // The full state at the end of the pause.
            var probe = runner
            for step in steps { probe.perform(Step(step, at: Self.location)) }
            kind = .expect(InstagridExpectation(everythingIn: probe.finish().finalState))
        }
        if case .app(.picker(.choose(let photo))) = kind, case .tap(.named(.control(.slot(let slot)))) = self.steps.last,
           let beforeLast, runner.driver.state.picker == slot {
            // `tap: slot-N` then a choice is the idealized `pick`; the pause between is dropped.
            var trial = beforeLast
            guard trial.perform(Step(.pick(slot: slot, photo: photo), at: Self.location)) == nil else {
                throw .inapplicable("the photo could not be chosen")
            }
            runner = trial
            self.steps[self.steps.count - 1] = .pick(slot: slot, photo: photo)
            inputCount += 1
            anchor = ms
            return
        }
        steps.append(kind)
        try commit(steps, at: ms)
    }

    /// Performs `steps` on a copy; keeps them if none is inapplicable.
    mutating func commit(_ newSteps: [StepKind<Instagrid>], at ms: Double) throws(StudioError) {
        let inputs = newSteps.reduce(0) { $0 + $1.inputCount }
        guard self.steps.count + newSteps.count <= StudioLimits.maxSteps,
              inputCount + inputs <= StudioLimits.maxRecordedInputs else {
            throw .recordingFull(steps: self.steps.count, inputs: inputCount)
        }
        var trial = runner
        var before = runner
        for kind in newSteps {
            before = trial
            if let failure = trial.perform(Step(kind, at: Self.location)), failure.kind == .inapplicable {
                throw .inapplicable(failure.message)
            }
        }
        guard trial.clock <= StudioLimits.maxSeconds else {
            throw .recordingFull(steps: self.steps.count, inputs: inputCount)
        }
        beforeLast = before
        runner = trial
        steps.append(contentsOf: newSteps)
        inputCount += inputs
        anchor = ms
    }

    /// Drops the recording and starts again at time 0.
    mutating func clear() {
        self = LiveSession(device: device, orientation: orientation, photos: photos)
    }
}

extension LiveSession {
    /// Fingers that are down, and what they did so far.
    struct Gesture: Sendable {
        /// The `wait` before it, if any.
        var wait: Double?
        /// Page time of the first touch.
        var downMS: Double
        /// Virtual time of the first touch.
        var start: Double
        /// Samples so far, times relative to `start`.
        var samples: [TouchSample] = []
        /// Page pointer ids → touch ids (1, 2, …).
        var ids: [Int: Int] = [:]
        /// Touch ids that are down.
        var down: Set<Int> = []
        /// The committed run plus the samples so far (untraced).
        var driver: AppDriver
        /// The time of the last sample.
        var lastTime: Double { samples.last?.time ?? 0 }
    }
}

extension Device {
    /// The device a session starts on: the scenarios' default (`Device.defaultID`).
    static var studioDefault: Device {
        Device.all.first { $0.id == Device.defaultID } ?? Device.all[0]
    }
}

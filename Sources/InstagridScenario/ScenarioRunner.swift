import InstagridModel

/// Replays a scenario's steps against the app on the virtual clock.
///
/// ``run(_:on:tracing:)`` replays a whole scenario; a runner made with `init(scenario:device:tracing:)`
/// takes the steps one at a time (`perform(_:)`) and gives the same run (`finish()`): `explore`
/// tries steps this way, and the studio records a live session so that replaying the saved file
/// gives the same trace.
public struct ScenarioRunner: Sendable {
    public let scenario: Scenario
    public let device: Device
    /// The app and its clock after the steps performed so far.
    package var driver: AppDriver
    private let initial: AppState
    private var inputs: [TimedInput<AppAction>] = []
    private var snapshots: [SnapshotCapture] = []
    private var failures: [StepFailure] = []
    /// The scenario's clock: where the next step starts.
    package var clock = 0.0

    /// Replays `scenario` on `device`; `tracing` keeps the per-input trace.
    public static func run(_ scenario: Scenario, on device: Device, tracing: Bool = true) -> ScenarioRun {
        var runner = ScenarioRunner(scenario: scenario, device: device, tracing: tracing)
        return runner.run()
    }

    /// A runner at the scenario's start, for driving step by step with ``perform(_:)``
    /// (`scenario`'s own steps are not run; its device list is not read).
    package init(scenario: Scenario, device: Device, tracing: Bool = true) {
        self.scenario = scenario
        self.device = device
        let state = AppState(device: device, orientation: scenario.orientation, options: scenario.options)
        self.initial = state
        self.driver = AppDriver(state: state, isTracing: tracing)
    }

    private mutating func run() -> ScenarioRun {
        for step in scenario.steps {
            if let failure = perform(step), failure.kind == .inapplicable { break }
        }
        return finish()
    }

    /// Runs one step as a replay does and records its failure, if any. After an inapplicable
    /// step a replay stops; a caller giving steps one by one decides for itself. A runner is a
    /// value: to try a step that may not apply, perform it on a copy.
    @discardableResult
    package mutating func perform(_ step: Step) -> StepFailure? {
        let failure = apply(step)
        if let failure { failures.append(failure) }
        return failure
    }

    /// The run so far, with the clock advanced to the end of the last step.
    package func finish() -> ScenarioRun {
        var driver = driver
        driver.advance(to: clock)
        return ScenarioRun(
            scenario: scenario, device: device, finalState: driver.state, trace: driver.trace,
            timeline: Timeline<AppState>(initial: initial, inputs: inputs, end: clock),
            snapshots: snapshots, failures: failures)
    }

    mutating func send(_ action: AppAction, at time: Double) {
        inputs.append(TimedInput(time: time, action: action))
        driver.send(action, at: time)
    }

    var state: AppState { driver.state }

    /// The app's state after the steps performed so far.
    package var currentState: AppState { driver.state }

    /// Runs one step; returns its failure, if any.
    private mutating func apply(_ step: Step) -> StepFailure? {
        switch step.kind {
        case .tap(let target):
            driver.advance(to: clock)
            switch target {
            case .point(let point):
                tap(at: point)
            case .key(let key):
                return StepFailure(inapplicable: step, "\(key) is a target of countonme, not of instagrid")
            case .control(let control):
                guard let frame = state.geometry.frame(of: control, layout: state.layout, gridOffset: state.gridOffset)
                else {
                    return StepFailure(inapplicable: step, "\(control) is not on screen in layout \(state.layout.rawValue) (phase: \(state.phase.rawValue))")
                }
                tap(at: frame.center)
            case .button(let title):
                if let failure = tapButton(title, step: step) { return failure }
            }
        case let .pick(slot, photo):
            driver.advance(to: clock)
            guard let frame = state.geometry.frame(of: .slot(slot), layout: state.layout, gridOffset: state.gridOffset)
            else {
                return StepFailure(inapplicable: step, "slot-\(slot) is not on screen in layout \(state.layout.rawValue) (phase: \(state.phase.rawValue))")
            }
            tap(at: frame.center)
            guard state.phase == .picking, state.picker == slot else {
                return StepFailure(inapplicable: step, "tapping slot-\(slot) did not open the picker (phase: \(state.phase.rawValue))")
            }
            send(.pickerChose(photo: photo), at: clock)
        case .picker(let answer):
            driver.advance(to: clock)
            guard state.phase == .picking else {
                return StepFailure(inapplicable: step, "no picker is presented (phase: \(state.phase.rawValue))")
            }
            switch answer {
            case .cancel: send(.pickerCancelled, at: clock)
            case .choose(let photo): send(.pickerChose(photo: photo), at: clock)
            }
        case .rotate(let orientation):
            send(.deviceRotated(to: orientation), at: clock)
        case .swipe(let gesture):
            driver.advance(to: clock)
            switch gesture {
            case .direction(let direction):
                let start = state.geometry.grid.offsetBy(dx: state.gridOffset.x, dy: state.gridOffset.y).center
                let unit = direction.unit
                let distance = IdealGesture.swipeDistance
                let end = Point(x: start.x + unit.x * distance, y: start.y + unit.y * distance)
                drag(from: start, to: end, duration: IdealGesture.swipeDuration)
            case let .track(from, to, duration):
                drag(from: from, to: to, duration: duration)
            }
        case .touches(let samples):
            let start = clock
            for sample in samples {
                send(sample.action(), at: start + sample.time)
            }
            clock = start + (samples.last?.time ?? 0)
        case .wait(let seconds):
            clock += seconds
            driver.advance(to: clock)
        case .at(let time):
            clock = max(clock, time)
            driver.advance(to: clock)
        case .share(let outcome):
            driver.advance(to: clock)
            guard state.sheet == .share else {
                return StepFailure(inapplicable: step, "no share sheet is presented (phase: \(state.phase.rawValue))")
            }
            send(.shareSheetFinished(outcome), at: clock)
        case .alert(let answer):
            driver.advance(to: clock)
            guard state.phase == .alert else {
                return StepFailure(inapplicable: step, "no alert is presented (phase: \(state.phase.rawValue))")
            }
            if let failure = answerAlert(answer, step: step) { return failure }
        case .expect(let expectation):
            driver.advance(to: clock)
            let differences = expectation.differences(in: state)
            if !differences.isEmpty {
                return StepFailure(expectationAt: step.location, differences)
            }
        case .snapshot(let request):
            driver.advance(to: clock)
            snapshots.append(SnapshotCapture(name: request.name, state: state, window: request.window,
                                             location: step.location))
        case .turn, .shareActivity, .source, .permission, .settings, .app:
            return performRealApp(step)
        }
        return nil
    }

    /// Touch down and up at `point`, taking `IdealGesture.tapDuration`.
    mutating func tap(at point: Point) {
        send(.touchBegan(id: IdealGesture.touchID, at: point), at: clock)
        clock += IdealGesture.tapDuration
        send(.touchEnded(id: IdealGesture.touchID, at: point), at: clock)
    }

    /// A straight drag with moves at `IdealGesture.moveRate`; the touch lifts where the last move was.
    private mutating func drag(from start: Point, to end: Point, duration: Double) {
        let begin = clock
        let moves = IdealGesture.moveCount(duration: duration)
        send(.touchBegan(id: IdealGesture.touchID, at: start), at: begin)
        for index in 1...moves {
            let fraction = Double(index) / Double(moves)
            let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            send(.touchMoved(id: IdealGesture.touchID, at: point), at: begin + duration * fraction)
        }
        clock = begin + duration
        send(.touchEnded(id: IdealGesture.touchID, at: end), at: clock)
    }
}

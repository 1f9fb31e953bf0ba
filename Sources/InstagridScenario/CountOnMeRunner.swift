import CountOnMeModel
import InstagridModel

/// Replays a CountOnMe scenario's steps against the calculator on the virtual clock: the same
/// steps and timings as Instagrid's runner (`IdealGesture`), with the calculator's reducer.
public struct CountOnMeRunner: Sendable {
    public let scenario: Scenario
    public let device: Device
    /// The calculator and its clock after the steps performed so far.
    private var driver: Driver<CountOnMeState>
    private var inputs: [TimedInput<CountOnMeAction>] = []
    private var snapshots: [CountOnMeSnapshot] = []
    private var failures: [StepFailure] = []
    /// The scenario's clock: where the next step starts.
    private var clock = 0.0

    /// Replays `scenario` on `device`; `tracing` keeps the per-input trace.
    public static func run(_ scenario: Scenario, on device: Device, tracing: Bool = true) -> CountOnMeRun {
        var runner = CountOnMeRunner(scenario: scenario, device: device, tracing: tracing)
        return runner.run()
    }

    init(scenario: Scenario, device: Device, tracing: Bool) {
        self.scenario = scenario
        self.device = device
        self.driver = Driver(state: CountOnMeState(device: device), isTracing: tracing)
    }

    private var state: CountOnMeState { driver.state }

    private mutating func run() -> CountOnMeRun {
        let initial = state
        for step in scenario.steps {
            if let failure = perform(step) {
                failures.append(failure)
                if failure.kind == .inapplicable { break }
            }
        }
        advance(to: clock)
        return CountOnMeRun(
            scenario: scenario, device: device, finalState: state, trace: driver.trace,
            timeline: Timeline(initial: initial, inputs: inputs, end: clock),
            snapshots: snapshots, failures: failures)
    }

    private mutating func advance(to time: Double) {
        driver.advance(to: time)
    }

    private mutating func send(_ action: CountOnMeAction, at time: Double) {
        inputs.append(TimedInput(time: time, action: action))
        driver.send(action, at: time)
    }

    /// Runs one step; returns its failure, if any.
    private mutating func perform(_ step: Step) -> StepFailure? {
        switch step.kind {
        case .tap(let target):
            advance(to: clock)
            let point: Point
            switch target {
            case .point(let given): point = given
            case .key(let key): point = state.geometry.frame(of: key).center
            case .control(let control):
                return StepFailure(inapplicable: step, "\(control) is a target of instagrid, not of countonme")
            case .button(let title):
                return StepFailure(inapplicable: step, "'\(title)' is a button of instagrid, not of countonme")
            }
            send(.touchBegan(id: IdealGesture.touchID, at: point), at: clock)
            clock += IdealGesture.tapDuration
            send(.touchEnded(id: IdealGesture.touchID, at: point), at: clock)
        case .touches(let samples):
            let start = clock
            for sample in samples {
                send(sample.action(), at: start + sample.time)
            }
            clock = start + (samples.last?.time ?? 0)
        case .wait(let seconds):
            clock += seconds
            advance(to: clock)
        case .at(let time):
            clock = max(clock, time)
            advance(to: clock)
        case .expect(let expectation):
            advance(to: clock)
            let differences = expectation.differences(in: state)
            if !differences.isEmpty {
                return StepFailure(expectationAt: step.location, differences)
            }
        case .snapshot(let request):
            advance(to: clock)
            snapshots.append(CountOnMeSnapshot(name: request.name, state: state, window: request.window,
                                               location: step.location))
        case .pick, .picker, .rotate, .swipe, .share, .alert, .turn, .shareActivity, .source, .permission,
             .settings, .app:
            return StepFailure(inapplicable: step, "'\(step.kind.keyword)' is not an input of countonme")
        }
        return nil
    }
}

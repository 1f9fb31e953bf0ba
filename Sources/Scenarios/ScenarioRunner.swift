import Devices
import VirtualClock

/// Replays a scenario's steps against its app on the virtual clock.
///
/// ``run(_:on:tracing:)`` replays a whole scenario; a runner made with `init(scenario:device:tracing:)`
/// takes the steps one at a time (`perform(_:)`) and gives the same run (`finish()`): `explore`
/// tries steps this way, and the studio records a live session so that replaying the saved file
/// gives the same trace. The shared steps and the gesture steps are run here, at the points the
/// app gives for its targets (``ScenarioApp/point(of:in:)``); the app's own steps by the app
/// (``ScenarioApp/perform(_:at:in:)``), with the tools below: ``send(_:at:)``, ``tap(at:)``,
/// ``drag(from:to:duration:)``, ``play(_:)``.
public struct ScenarioRunner<App: ScenarioApp>: Sendable {
    public let scenario: Scenario<App>
    public let device: Device
    /// The app and its clock after the steps performed so far.
    public var driver: Driver<App.Model>
    private let initial: App.Model
    /// The inputs sent so far, with their times.
    public private(set) var inputs: [TimedInput<App.Model.Action>] = []
    private var snapshots: [SnapshotCapture<App.Model>] = []
    private var failures: [StepFailure] = []
    /// The steps performed so far, in order.
    public private(set) var performed: [PerformedStep<App>] = []
    /// The scenario's clock: where the next step starts.
    public var clock = 0.0
    /// The participant whose phone the step being run touches (docs/worlds.md): the step's
    /// addressee, 0 in a scenario of one phone.
    public var participant = 0

    /// Replays `scenario` on `device`; `tracing` keeps the per-input trace.
    public static func run(_ scenario: Scenario<App>, on device: Device, tracing: Bool = true) -> ScenarioRun<App> {
        var runner = ScenarioRunner(scenario: scenario, device: device, tracing: tracing)
        return runner.run()
    }

    /// A runner at the scenario's start, for driving step by step with ``perform(_:)``
    /// (`scenario`'s own steps are not run; its device list is not read).
    public init(scenario: Scenario<App>, device: Device, tracing: Bool = true) {
        self.scenario = scenario
        self.device = device
        let state = App.initialState(on: device, for: scenario)
        self.initial = state
        self.driver = Driver(state: state, isTracing: tracing)
        for input in App.launchInputs(for: scenario) {
            send(input, at: 0)
        }
    }

    private mutating func run() -> ScenarioRun<App> {
        for step in scenario.steps {
            if let failure = perform(step), failure.kind == .inapplicable { break }
        }
        return finish()
    }

    /// Runs one step as a replay does and records its failure, if any. After an inapplicable
    /// step a replay stops; a caller giving steps one by one decides for itself. A runner is a
    /// value: to try a step that may not apply, perform it on a copy.
    @discardableResult
    public mutating func perform(_ step: Step<App>) -> StepFailure? {
        let start = clock
        let sent = inputs.count
        let failure = apply(step)
        if let failure { failures.append(failure) }
        performed.append(PerformedStep(step: step, start: start, end: clock, failure: failure, inputsBefore: sent))
        return failure
    }

    /// The run so far, with the clock advanced to the end of the last step.
    public func finish() -> ScenarioRun<App> {
        var driver = driver
        driver.advance(to: clock)
        return ScenarioRun(
            scenario: scenario, device: device, finalState: driver.state, trace: driver.trace,
            timeline: Timeline(initial: initial, inputs: inputs, end: clock),
            snapshots: snapshots, failures: failures, performed: performed)
    }

    /// Sends `action` at `time` (the clock advanced to it first), keeping it in the timeline.
    public mutating func send(_ action: App.Model.Action, at time: Double) {
        inputs.append(TimedInput(time: time, action: action))
        driver.send(action, at: time)
    }

    /// The app's state after the steps performed so far.
    public var state: App.Model { driver.state }

    /// Runs one step; returns its failure, if any.
    private mutating func apply(_ step: Step<App>) -> StepFailure? {
        participant = step.participant ?? 0
        switch step.kind {
        case .tap(let target):
            driver.advance(toInputAt: clock)
            switch point(of: target) {
            case .onScreen(let point): tap(at: point)
            case .offScreen(let reason): return StepFailure(inapplicable: step, reason)
            }
        case .gesture(let gesture):
            return perform(gesture, step: step)
        case .touches(let samples):
            play(samples)
        case .wait(let seconds):
            clock += seconds
            driver.advance(toInputAt: clock)
        case .at(let time):
            clock = max(clock, time)
            driver.advance(toInputAt: clock)
        case .expect(let expectation):
            // Checked at the end of the instant, every timer due by then fired, on a copy: a touch
            // that comes next at this instant still comes before the timers that fire after the
            // inputs of their instant (docs/gestures.md, "Order").
            let settled = self.settled()
            let differences = App.differences(expectation, in: settled)
            if !differences.isEmpty {
                return StepFailure(expectationAt: step.location, differences)
            }
        case .invariants(let names):
            // The run so far replayed with the named invariants checked after every input.
            let chosen = App.invariants.filter { names.contains($0.name) }
            if let violation = Timeline(initial: initial, inputs: inputs, end: clock).firstViolation(of: chosen) {
                return StepFailure(expectationAt: step.location, [ExpectationDifference(
                    key: "invariants", expected: "'\(violation.invariant)' to hold",
                    found: "broken at \(ScenarioText.seconds(violation.time)) s: \(violation.detail)")])
            }
        case .snapshot(let request):
            snapshots.append(SnapshotCapture(name: request.name, state: settled().state, window: request.window,
                                             location: step.location, participant: step.participant))
        case .app(let own):
            return App.perform(own, at: step, in: &self)
        }
        return nil
    }

    /// The runner as it is at the end of the current instant: its clock's time reached, every
    /// timer due by then fired. What `expect` checks and `snapshot` draws, and what the run's
    /// timeline shows at that time.
    public func settled() -> ScenarioRunner {
        var copy = self
        copy.driver.advance(to: clock)
        return copy
    }

    /// Touch down and up at `point`, taking `IdealGesture.tapDuration`.
    public mutating func tap(at point: Point) {
        send(App.touch(.began, id: IdealGesture.touchID, at: point, on: participant), at: clock)
        clock += IdealGesture.tapDuration
        send(App.touch(.ended, id: IdealGesture.touchID, at: point, on: participant), at: clock)
    }

    /// A straight track at constant speed (docs/scenarios.md): the touch begins at `start`, moves
    /// at each multiple of 1/`IdealGesture.moveRate` s before `duration` to where the track is
    /// then, and lifts at `duration` at `end`.
    public mutating func drag(from start: Point, to end: Point, duration: Double) {
        play(IdealGesture.dragTrack(from: start, to: end, duration: duration))
    }
}

import Devices
import Scenarios
import VirtualClock

/// Any app on a virtual clock, driven from a test one scenario step at a time, with the
/// exhaustive state assertions of the Composable Architecture's `TestStore`.
///
/// ```swift
/// var store = TestStore(app: LikeButtonApp.self, device: .iPhone8)
/// store.send(.tap(.named(.heart))) {
///     $0.likes = 1
/// }
/// store.send(.wait(1))   // nothing changes but the clock
/// ```
///
/// Each step takes the time it takes in a script and runs through the scenario runner, the code
/// that runs YAML scripts, so a store and a script never disagree. Its closure states the whole
/// change: the store applies it to the state before the step, with the clock already moved to
/// the step's end, and compares the result with the state after it. Any difference, including
/// a change the closure left out, is recorded as an issue at the step's line, one line per
/// field that differs (`likes: expected 1, found 2`). No closure means "nothing changes but
/// the clock". A step that cannot apply records its failure and changes nothing.
public struct TestStore<App: ScenarioApp>: Sendable {
    /// The app's state after the last step that applied.
    public private(set) var state: App.Model
    private var runner: ScenarioRunner<App>

    /// A store with the app just launched on `device`, its scenario settings `settings`.
    public init(app: App.Type = App.self, device: Device = .iPhone8, orientation: Orientation = .portrait,
                settings: App.Settings = App.defaultSettings, fileID: StaticString = #fileID,
                filePath: StaticString = #filePath) {
        let scenario = Scenario<App>(name: "test-store", path: "\(filePath)", devices: [device],
                                     orientation: orientation, settings: settings, steps: [])
        runner = ScenarioRunner(scenario: scenario, device: device)
        state = runner.state
    }

    /// Runs `step` and checks that the state changed exactly as `update` says.
    public mutating func send(
        _ step: StepKind<App>,
        _ update: (inout App.Model) -> Void = { _ in },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let location = SourceLocation(path: "\(filePath)", line: Int(line), column: Int(column))
        var trial = runner
        if let failure = trial.perform(Step(step, at: location)) {
            site.record("\(step.keyword) did not apply: \(failure.message)")
            return
        }
        var settled = trial
        settled.driver.advance(to: settled.clock)
        let actual = settled.driver.state
        var expected = state
        expected.now = actual.now
        update(&expected)
        if expected != actual {
            let lines = StateDifference.lines(expected: expected, actual: actual)
            site.record("\(step.keyword): the state changed otherwise than stated ("
                        + (lines.count == 1 ? "1 field differs" : "\(lines.count) fields differ") + "):\n"
                        + lines.map { "  \($0)" }.joined(separator: "\n"))
        }
        runner = trial
        state = actual
    }
}

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
/// field that differs (`likes: expected 1, found 2`), as ``StateComparison`` words them. No closure means "nothing changes but
/// the clock". A step that cannot apply records its failure and changes nothing.
public struct TestStore<App: ScenarioApp>: Sendable {
    /// The app's state after the last step that applied.
    public private(set) var state: App.Model
    /// The scenario the steps so far make (its settings are the store's).
    public var scenario: Scenario<App> { runner.scenario }
    private var runner: ScenarioRunner<App>
    private let comparison: StateComparison<App.Model>

    /// A store with the app just launched on `device`, its scenario settings `settings`;
    /// `comparison` says what the store settles itself and how differences are worded.
    public init(app: App.Type = App.self, device: Device = .iPhone8, orientation: Orientation = .portrait,
                settings: App.Settings = App.defaultSettings,
                comparison: StateComparison<App.Model> = .reflection, fileID: StaticString = #fileID,
                filePath: StaticString = #filePath) {
        let scenario = Scenario<App>(name: "test-store", path: "\(filePath)", devices: [device],
                                     orientation: orientation, settings: settings, steps: [])
        runner = ScenarioRunner(scenario: scenario, device: device)
        state = runner.state
        self.comparison = comparison
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
        withoutActuallyEscaping(update) { update in
            send(step, described: step.keyword, fileID: fileID, filePath: filePath, line: line, column: column,
                 update: update)
        }
    }

    /// Runs `step`, which issues call `input` (e.g. `tap(slot-1)`), and checks that the state
    /// changed exactly as `update` says (nil: nothing but what the store settles). An app's own
    /// store names its inputs this way.
    public mutating func send(
        _ step: StepKind<App>,
        described input: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        update: ((inout App.Model) -> Void)?
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let location = SourceLocation(path: "\(filePath)", line: Int(line), column: Int(column))
        var trial = runner
        if let failure = trial.perform(Step(step, at: location)) {
            site.record("\(input) could not apply: \(failure.message)")
            return
        }
        var settled = trial
        settled.driver.advance(to: settled.clock)
        let actual = settled.driver.state
        var expected = state
        comparison.settle(&expected, actual)
        update?(&expected)
        let lines = comparison.differences(expected, actual)
        if !lines.isEmpty {
            site.record("state after \(input) is not the expected change ("
                        + (lines.count == 1 ? "1 field differs" : "\(lines.count) fields differ") + "):\n"
                        + lines.map { "  \($0)" }.joined(separator: "\n"))
        }
        runner = trial
        state = actual
    }
}

import Devices
import Frames
import Scenarios
import Timelines
import VirtualClock

extension LiveApp {
    /// The live phone and player of an app driven by scenario steps: every touch, button and
    /// check is a step performed on the app's `ScenarioRunner` one at a time
    /// (`init(scenario:device:tracing:)`, `perform(_:)`, `finish()`), as a replay performs them.
    ///
    /// - Parameters:
    ///   - app: the app's type, whose scenarios the phone records and plays.
    ///   - screen: how a scenario of the app is drawn (one drawing per phone or played file).
    ///   - visible: what a person sees of a state once a gesture is over; a touch becomes the
    ///     idealized `tap` only when it leaves what the tap leaves.
    ///   - expectation: an `expect` of every key the app has, holding in the state (the
    ///     phone's "Expect the current state").
    ///   - target: the named target at a point, so that a touch on it is recorded as `tap: name`
    ///     (nil: `tap: {x, y}`).
    ///   - settings: the app's top-level keys of a recording (the photos it may name).
    ///   - controls: the buttons of the phone besides its screen.
    ///   - combine: one step that stands for the last step recorded followed by a new one (a tap
    ///     on a slot then a photo chosen is one `pick`), given the state between them; nil keeps
    ///     both.
    ///   - fields: the app's own words on a state, shown under the picture (`offset=0,0`).
    ///   - panel: a panel beside the phone, drawn from the state (rows, log lines, text); nil
    ///     for none.
    ///   - timeline: the recording's run drawn as lanes (docs/timeline.md), as `replay --timeline`
    ///     draws the saved file; nil for none.
    ///   - setups: whether a phone may start from the top-level keys of a scenario file of the
    ///     app instead of `settings` (``LiveStart/setup``; the lab's views and recognizers).
    ///   - tap: how far and how long a touch may go and still be a tap.
    public init<App: ScenarioWritable, Visible: Equatable & Sendable>(
        _ app: App.Type,
        screen: @escaping @Sendable (Scenario<App>) -> LiveScreen<App.Model>,
        visible: @escaping @Sendable (App.Model) -> Visible,
        expectation: @escaping @Sendable (App.Model) -> App.AppExpectation,
        target: @escaping @Sendable (Point, App.Model) -> App.AppTarget? = { _, _ in nil },
        settings: @escaping @Sendable (LiveStart) -> App.Settings = { _ in App.defaultSettings },
        controls: @escaping @Sendable (App.Settings) -> [LiveControl<App>] = { _ in [] },
        combine: @escaping @Sendable (StepKind<App>, StepKind<App>, App.Model) -> StepKind<App>? = { _, _, _ in nil },
        fields: @escaping @Sendable (App.Model) -> [(String, String)] = { _ in [] },
        panel: LivePanel<App.Model>? = nil,
        timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)? = nil,
        setups: Bool = false,
        tap: TapBounds = .standard
    ) where App.Model: FrameState, App.Model.Action: TouchAction {
        self.init(app, screen: screen, visible: visible,
                  expectationInRunner: { expectation($0.state) }, target: target, settings: settings,
                  controls: controls, combine: combine, fields: fields, panel: panel, timeline: timeline, setups: setups,
                  tap: tap)
    }

    /// As ``init(_:screen:visible:expectation:target:settings:controls:combine:fields:panel:timeline:setups:tap:)``,
    /// for an app whose `expect` reads the steps before it as well as the state, as its
    /// `ScenarioApp.differences(_:in:)` with the runner does (the lab's `log`, since the previous
    /// `expect` with a log).
    ///
    /// - Parameters:
    ///   - app: the app's type, whose scenarios the phone records and plays.
    ///   - screen: how a scenario of the app is drawn.
    ///   - visible: what a person sees of a state once a gesture is over.
    ///   - expectationInRunner: an `expect` of every key the app has, holding on the runner of
    ///     the steps so far, its clock at the check's time.
    ///   - target: the named target at a point (nil: `tap: {x, y}`).
    ///   - settings: the app's top-level keys of a recording.
    ///   - controls: the buttons of the phone besides its screen.
    ///   - combine: one step that stands for the last step recorded followed by a new one.
    ///   - fields: the app's own words on a state, shown under the picture.
    ///   - panel: a panel beside the phone, drawn from the state; nil for none.
    ///   - timeline: the recording's run drawn as lanes; nil for none.
    ///   - setups: whether a phone may start from the top-level keys of a scenario file of the app.
    ///   - tap: how far and how long a touch may go and still be a tap.
    public init<App: ScenarioWritable, Visible: Equatable & Sendable>(
        _ app: App.Type,
        screen: @escaping @Sendable (Scenario<App>) -> LiveScreen<App.Model>,
        visible: @escaping @Sendable (App.Model) -> Visible,
        expectationInRunner: @escaping @Sendable (ScenarioRunner<App>) -> App.AppExpectation,
        target: @escaping @Sendable (Point, App.Model) -> App.AppTarget? = { _, _ in nil },
        settings: @escaping @Sendable (LiveStart) -> App.Settings = { _ in App.defaultSettings },
        controls: @escaping @Sendable (App.Settings) -> [LiveControl<App>] = { _ in [] },
        combine: @escaping @Sendable (StepKind<App>, StepKind<App>, App.Model) -> StepKind<App>? = { _, _, _ in nil },
        fields: @escaping @Sendable (App.Model) -> [(String, String)] = { _ in [] },
        panel: LivePanel<App.Model>? = nil,
        timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)? = nil,
        setups: Bool = false,
        tap: TapBounds = .standard
    ) where App.Model: FrameState, App.Model.Action: TouchAction {
        self.init(hooks: LiveHooks<App>(
            scenario: { $0.content.scenario as? Scenario<App> },
            screen: screen, looksSame: { visible($0) == visible($1) },
            target: { point, state, _ in target(point, state) },
            expectations: { [(nil, expectationInRunner($0))] }, panel: panel, timeline: timeline,
            settings: settings, controls: controls, combine: combine, fields: fields, tap: tap, setups: setups))
    }

    /// The live phone and player of `hooks`' app.
    init<App: ScenarioWritable>(hooks: LiveHooks<App>) where App.Model: FrameState {
        self.init(
            start: { start in LivePhone(LiveRecorder(hooks: hooks, start: start)) },
            play: { loaded, device in
                hooks.scenario(loaded).map { Playback(hooks: hooks, scenario: $0, device: device) }
            },
            takesSetup: hooks.setups)
    }
}

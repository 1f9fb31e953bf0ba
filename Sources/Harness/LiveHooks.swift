import Devices
import Frames
import Scenarios
import Timelines
import VirtualClock

/// What a live phone and a player need of one app, typed: the parts an app gives
/// ``LiveApp/init(_:screen:visible:expectation:target:settings:controls:combine:fields:panel:timeline:setups:tap:)``.
struct LiveHooks<App: ScenarioWritable>: Sendable where App.Model: FrameState {
    var scenario: @Sendable (LoadedScenario) -> Scenario<App>?
    var screen: @Sendable (Scenario<App>) -> LiveScreen<App.Model>
    /// Whether two states look the same to a person once a gesture is over.
    var looksSame: @Sendable (App.Model, App.Model) -> Bool
    /// The named target at a point of participant *n*'s screen (0 for a phone).
    var target: @Sendable (Point, App.Model, Int) -> App.AppTarget?
    /// "Expect the current state": steps for a participant's phone (an index) or the whole, on
    /// the runner of the steps so far (its clock at the check's time).
    var expectations: @Sendable (ScenarioRunner<App>) -> [(participant: Int?, expectation: App.AppExpectation)]
    /// The participants a recording starts with; none for an app of one phone.
    var participants: @Sendable (LiveStart) -> [Participant<App.ParticipantSettings>] = { _ in [] }
    var panel: LivePanel<App.Model>?
    /// The run drawn as lanes; nil when the app draws none.
    var timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)?
    var settings: @Sendable (LiveStart) -> App.Settings
    var controls: @Sendable (App.Settings) -> [LiveControl<App>]
    var combine: @Sendable (StepKind<App>, StepKind<App>, App.Model) -> StepKind<App>?
    var fields: @Sendable (App.Model) -> [(String, String)]
    var tap: TapBounds
    /// Whether a phone may start from the top-level keys of a scenario of the app
    /// (``LiveStart/setup``).
    var setups = false

    /// The top-level keys a recording starts with: the setup's when the app takes one and
    /// `start` names one of the app's scenarios, else the app's own.
    func startingSettings(_ start: LiveStart) -> App.Settings {
        if setups, let setup = start.setup, let scenario = scenario(setup) { return scenario.settings }
        return settings(start)
    }

    /// The frame of `state` drawn by `screen`, with the controls shown over it; in a world,
    /// where each phone is in the picture (`areas`, whose size is then the picture's); with
    /// `limits`, the panel's content within them.
    func frame(_ state: App.Model, device: Device, screen: LiveScreen<App.Model>,
               controls: [LiveControl<App>], areas: [LiveArea] = [], limits: LiveLimits? = nil) -> LiveFrame {
        let image = screen.draw(state)
        let size = areas.isEmpty ? device.screenSize(state.orientation)
            : Size(width: Double(image.width), height: Double(image.height))
        var frame = LiveFrame(image: image, time: state.now, phase: state.phaseName, orientation: state.orientation,
                              size: size, fields: fields(state).map { (name: $0.0, value: $0.1) },
                              onScreen: controls.filter { $0.isOnScreen(state) }.map(\.id))
        frame.areas = areas
        if let panel, let limits {
            frame.panel = LivePanelText(title: panel.title, content: panel.content(state), limits: limits)
        }
        return frame
    }
}

/// What a touch may do and still be recorded as the idealized `tap`: move no further than
/// ``distance`` points from where it went down, and lift within ``duration`` seconds.
public struct TapBounds: Sendable, Equatable {
    public var distance: Double
    public var duration: Double

    public init(distance: Double, duration: Double) {
        self.distance = distance
        self.duration = duration
    }

    /// 10 points and half a second: UIKit's usual bounds of a tap.
    public static let standard = TapBounds(distance: 10, duration: 0.5)
}

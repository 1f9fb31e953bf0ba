import Devices
import Frames
import Scenarios
import VirtualClock

/// What a live phone and a player need of one app, typed: the parts an app gives
/// ``LiveApp/init(_:scenario:screen:visible:expectation:target:settings:controls:combine:fields:tap:)``.
struct LiveHooks<App: ScenarioWritable>: Sendable where App.Model: FrameState, App.Model.Action: TouchAction {
    var scenario: @Sendable (LoadedScenario) -> Scenario<App>?
    var screen: @Sendable (Scenario<App>) -> LiveScreen<App.Model>
    /// Whether two states look the same to a person once a gesture is over.
    var looksSame: @Sendable (App.Model, App.Model) -> Bool
    var expectation: @Sendable (App.Model) -> App.AppExpectation
    var target: @Sendable (Point, App.Model) -> App.AppTarget?
    var settings: @Sendable (LiveStart) -> App.Settings
    var controls: @Sendable (App.Settings) -> [LiveControl<App>]
    var combine: @Sendable (StepKind<App>, StepKind<App>, App.Model) -> StepKind<App>?
    var fields: @Sendable (App.Model) -> [(String, String)]
    var tap: TapBounds

    /// The frame of `state` drawn by `screen`, with the controls shown over it.
    func frame(_ state: App.Model, device: Device, screen: LiveScreen<App.Model>,
               controls: [LiveControl<App>]) -> LiveFrame {
        LiveFrame(image: screen.draw(state), time: state.now, phase: state.phaseName, orientation: state.orientation,
                  size: device.screenSize(state.orientation), fields: fields(state).map { (name: $0.0, value: $0.1) },
                  onScreen: controls.filter { $0.isOnScreen(state) }.map(\.id))
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

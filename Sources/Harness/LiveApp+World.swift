import Devices
import Frames
import Scenarios
import VirtualClock

extension LiveApp {
    /// The live world and player of an app whose scenarios are worlds (docs/worlds.md,
    /// docs/studio.md "Worlds"): every participant's phone side by side in one picture
    /// (`WorldPicture`, in Frames), each touchable. A touch carries the participant it lands on and is
    /// recorded as a step addressed to that participant (`alice: { tap: send }`); pauses are the
    /// world's `wait`; the app's controls say whom their step is for (``LiveControl/participant``).
    ///
    /// - Parameters:
    ///   - world: the starting world, the phones' drawing, targets, expectations and panel.
    ///   - visible: what a person sees of a world state once a gesture is over; a touch becomes
    ///     the idealized `tap` only when it leaves what the tap leaves.
    ///   - settings: the app's top-level keys of a recording.
    ///   - controls: the buttons besides the screens (a network switch, a text to type).
    ///   - fields: the app's own words on a state, shown under the picture.
    ///   - tap: how far and how long a touch may go and still be a tap.
    public init<App: ScenarioWritable, Visible: Equatable & Sendable>(
        world app: App.Type,
        world: LiveWorld<App>,
        visible: @escaping @Sendable (App.Model) -> Visible,
        settings: @escaping @Sendable (LiveStart) -> App.Settings = { _ in App.defaultSettings },
        controls: @escaping @Sendable (App.Settings) -> [LiveControl<App>] = { _ in [] },
        fields: @escaping @Sendable (App.Model) -> [(String, String)] = { _ in [] },
        tap: TapBounds = .standard
    ) where App.Model: FrameState {
        self.init(hooks: LiveHooks<App>(
            scenario: { $0.content.scenario as? Scenario<App> },
            screen: { world.screen($0) }, looksSame: { visible($0) == visible($1) },
            target: world.target, expectations: { world.expectations($0.state) }, participants: world.participants,
            panel: world.panel, timeline: world.timeline, settings: settings, controls: controls, combine: { _, _, _ in nil },
            fields: fields, tap: tap))
    }
}

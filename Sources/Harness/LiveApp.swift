import Devices

/// An app driven live (docs/plugins.md, "The live phone"): a phone a person touches, whose
/// touches and buttons are recorded as scenario steps, and any scenario of the app played step by
/// step for a player. The studio shows every app of its list that has one.
///
/// Erased, as ``HarnessApp`` is: the studio needs no app type. An app builds its value from its
/// scenario words with ``init(_:screen:visible:expectation:target:settings:controls:combine:fields:panel:timeline:setups:tap:)``,
/// which runs everything on the app's `ScenarioRunner` step by step, so that a saved recording
/// replays to the phone's trace bit for bit.
public struct LiveApp: Sendable {
    /// A phone at time 0 with an empty recording.
    public var start: @Sendable (LiveStart) -> LivePhone
    /// A loaded scenario of the app run on a device step by step, for a player; nil when the
    /// scenario is not the app's.
    public var play: @Sendable (LoadedScenario, Device) -> Playback?
    /// Whether a phone may start from the top-level keys of one of the app's scenario files
    /// (``LiveStart/setup``): the lab's arrangement of views and recognizers.
    public var takesSetup: Bool

    public init(start: @escaping @Sendable (LiveStart) -> LivePhone,
                play: @escaping @Sendable (LoadedScenario, Device) -> Playback?, takesSetup: Bool = false) {
        self.start = start
        self.play = play
        self.takesSetup = takesSetup
    }
}

/// How a live phone starts: the device, its orientation, the project's photos a recording may
/// name, the recording's bounds and, for an app that takes one, the scenario whose top-level
/// keys it starts with.
public struct LiveStart: Sendable {
    public var device: Device
    public var orientation: Orientation
    /// The project's photos (`Scenarios/Photos`), for apps whose scenarios name photos.
    public var photos: [LivePhoto]
    public var limits: LiveLimits
    /// A scenario file of the app, loaded by it, whose top-level keys (its setup: the lab's
    /// views and recognizers) the recording starts with and writes; its steps are not run. Nil:
    /// the app's own settings. Only for an app that takes one (``LiveApp/takesSetup``).
    public var setup: LoadedScenario?

    public init(device: Device, orientation: Orientation = .portrait, photos: [LivePhoto] = [],
                limits: LiveLimits = .standard, setup: LoadedScenario? = nil) {
        self.device = device
        self.orientation = orientation
        self.photos = photos
        self.limits = limits
        self.setup = setup
    }
}

/// A photo of the project a recording may name.
public struct LivePhoto: Sendable, Equatable {
    /// The name a scenario gives it (the file name without its extension).
    public var alias: String
    /// Its path as a scenario file in `Scenarios/` writes it (`Photos/square.png`).
    public var relativePath: String
    /// Its absolute path.
    public var path: String

    public init(alias: String, relativePath: String, path: String) {
        self.alias = alias
        self.relativePath = relativePath
        self.path = path
    }
}

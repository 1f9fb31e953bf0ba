import Devices

/// An app driven live (docs/plugins.md, "The live phone"): a phone a person touches, whose
/// touches and buttons are recorded as scenario steps, and any scenario of the app played step by
/// step for a player. The studio shows every app of its list that has one.
///
/// Erased, as ``HarnessApp`` is: the studio needs no app type. An app builds its value from its
/// scenario words with ``init(_:scenario:screen:visible:expectation:target:settings:controls:combine:fields:tap:)``,
/// which runs everything on the app's `ScenarioRunner` step by step, so that a saved recording
/// replays to the phone's trace bit for bit.
public struct LiveApp: Sendable {
    /// A phone at time 0 with an empty recording.
    public var start: @Sendable (LiveStart) -> LivePhone
    /// A loaded scenario of the app run on a device step by step, for a player; nil when the
    /// scenario is not the app's.
    public var play: @Sendable (LoadedScenario, Device) -> Playback?

    public init(start: @escaping @Sendable (LiveStart) -> LivePhone,
                play: @escaping @Sendable (LoadedScenario, Device) -> Playback?) {
        self.start = start
        self.play = play
    }
}

/// How a live phone starts: the device, its orientation, the project's photos a recording may
/// name, and the recording's bounds.
public struct LiveStart: Sendable {
    public var device: Device
    public var orientation: Orientation
    /// The project's photos (`Scenarios/Photos`), for apps whose scenarios name photos.
    public var photos: [LivePhoto]
    public var limits: LiveLimits

    public init(device: Device, orientation: Orientation = .portrait, photos: [LivePhoto] = [],
                limits: LiveLimits = .standard) {
        self.device = device
        self.orientation = orientation
        self.photos = photos
        self.limits = limits
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

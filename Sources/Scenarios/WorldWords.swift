import Devices

/// The words of a world (docs/worlds.md): how its participants are listed, what each may say
/// of itself, and the steps and `expect` keys of the world as a whole.
///
/// In a world the app's ``Vocabulary/steps`` and ``Vocabulary/expectKeys`` are those of one
/// participant's phone, written addressed to it (`alice: { tap: send }`); these are the ones
/// written at the top of the step list, for the world (`network: …`, `expect: { server: … }`).
public struct WorldWords: Sendable, Equatable {
    /// The top-level key that lists the participants, e.g. `users`.
    public var participantsKey: String
    /// What a participant's entry may say besides `device`, in the order messages list them.
    public var participantKeys: [String]
    /// The world's own steps (beyond `wait`, `at`, `expect` and `snapshot`, which every world has).
    public var steps: [String]
    /// The `expect` keys of the world as a whole.
    public var expectKeys: [String]
    /// The most participants a world may have.
    public var maxParticipants: Int
    /// The device of a participant whose entry names none.
    public var defaultDevice: String

    public init(participantsKey: String = "users", participantKeys: [String] = [], steps: [String] = [],
                expectKeys: [String], maxParticipants: Int = 4, defaultDevice: String = "iphone-8") {
        self.participantsKey = participantsKey
        self.participantKeys = participantKeys
        self.steps = steps
        self.expectKeys = expectKeys
        self.maxParticipants = maxParticipants
        self.defaultDevice = defaultDevice
    }

    /// The steps written for the world as a whole: the clock, its checks, its pictures, and
    /// the app's own.
    public var worldSteps: [String] { ["wait", "at", "expect", "snapshot"] + steps }
}

/// One participant of a world: a name (the key in the participants list, which names its
/// golden folder), the device its phone is, and what the app read of its entry.
public struct Participant<Settings: Sendable & Equatable>: Sendable, Equatable {
    public var name: String
    public var device: Device
    public var settings: Settings

    public init(name: String, device: Device, settings: Settings) {
        self.name = name
        self.device = device
        self.settings = settings
    }
}

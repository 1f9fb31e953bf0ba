import MessengerBackend
import MessengerModel

/// What happens in a Messenger world: the phones launch, one phone gets an input, a user's
/// link goes offline or online, or a timer of a phone or of the backend fires.
public enum MessengerWorldAction: Sendable, Equatable {
    /// Time 0: the phones send what they ask for as they launch.
    case launch
    /// An input to the phone of the user at this index.
    case phone(Int, MessengerAction)
    /// `network: { bob: offline }`.
    case network(Int, online: Bool)
    case timer(MessengerWorldTimer)
}

/// A timer of one phone (by index) or of the backend.
public enum MessengerWorldTimer: Sendable, Hashable {
    case phone(Int, MessengerTimer)
    case backend(BackendTimer)
}

/// What the trace shows: a phone's events, the requests it made of its data layer, and every
/// backend message (sent, delivered, applied, acknowledged, held) with its user and link.
public enum MessengerWorldEvent: Sendable, Equatable {
    case phone(Int, MessengerEvent)
    case asked(Int, DataRequest.Kind)
    case backend(BackendTrace)
}

/// What the trace shows of the world after an input: each phone's screen, and the backend's
/// messages in flight, held, and writes pending.
public struct MessengerWorldSummary: Sendable, Equatable {
    /// The users' keys, in `users:` order, so that trace lines name them.
    public var users: [String]
    public var screens: [ScreenName]
    public var backend: BackendSummary
}

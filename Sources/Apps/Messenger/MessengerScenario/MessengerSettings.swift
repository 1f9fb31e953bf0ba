import MessengerBackend
import MessengerData
import MessengerWorld
import Scenarios

/// What a Messenger world's top-level keys say (docs/messenger.md, "Worlds"): the links'
/// latencies, the data layer, the upload time, and the photos by alias.
public struct MessengerSettings: Sendable, Equatable {
    /// Seconds one way on every link, unless `latencies` names the user.
    public var latency: Double = 0.1
    /// Per-user latencies, by user key.
    public var latencies: [String: Double] = [:]
    public var dataLayer: DataLayerKind = .tutorial
    public var uploadTime: Double = 1
    /// `options: { jitter: { seed: S, shortest: A, longest: B } }`: every message takes a
    /// latency drawn from the seed between the bounds (`explore --jitter`'s worlds, written back).
    public var jitter: BackendJitter?
    /// Photo files by alias, as resolved from the scenario's folder.
    public var photos: [String: String] = [:]
    /// Where each alias of `photos` names its file, for an error about the file when the photos
    /// are read. Not part of what the settings say (`==` leaves it out).
    public var photoLocations: [String: SourceLocation] = [:]

    public init() {}

    public static func == (lhs: MessengerSettings, rhs: MessengerSettings) -> Bool {
        lhs.latency == rhs.latency && lhs.latencies == rhs.latencies && lhs.dataLayer == rhs.dataLayer
            && lhs.uploadTime == rhs.uploadTime && lhs.jitter == rhs.jitter && lhs.photos == rhs.photos
    }

    /// Each user's latency, in `users:` order.
    public func latencies(for keys: [String]) -> [Double] {
        keys.map { latencies[$0] ?? latency }
    }
}

/// What one user's entry says besides the device (docs/messenger.md, "Worlds").
public struct MessengerUserSettings: Sendable, Equatable {
    public var name: String?
    public var email: String?
    public var password: String?
    /// The user's avatar: an alias of `photos`, or a file named as written (`Photos/square.png`).
    public var photo: String?
    /// `photo` as a file, relative to the scenario's folder: read when it is not an alias.
    public var photoFile: String?
    /// Where `photo` is written, for an error about it when the photos are read.
    public var photoLocation: SourceLocation?
    public var account: WorldUser.AccountState = .signedIn

    public init() {}
}

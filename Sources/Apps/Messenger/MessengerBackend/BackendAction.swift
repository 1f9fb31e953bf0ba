/// The backend's inputs: a phone's request, a phone's link going offline or online, and a
/// delivery timer firing.
public enum BackendAction<Tag: Sendable & Equatable>: Sendable, Equatable {
    /// Phone `client` (its index in `users:` order) asks for `request`; answers carry `tag`.
    case request(client: Int, BackendRequest, tag: Tag)
    /// Phone `client`'s link goes offline (`false`) or online (`true`).
    case network(client: Int, online: Bool)
    /// A delivery timer fired: the first message due is handled.
    case wake(BackendTimer)
}

/// A delivery timer: one per message in flight, named by the message's number, so scheduling
/// one never replaces another's.
public struct BackendTimer: Hashable, Sendable {
    /// The message's number (``BackendTrace/message``).
    public let message: Int

    public init(message: Int) {
        self.message = message
    }
}

/// One thing that happened to a message, for the world's trace: its number, whose link it is
/// on and which way, and what it says.
public struct BackendTrace: Sendable, Equatable, CustomStringConvertible {
    /// What happened to the message.
    public enum Kind: String, Sendable, Equatable {
        /// Put on the link (or, for an upload's work, started at the server).
        case sent
        /// Kept on a link that is offline, as sent or when the link went offline in flight.
        case held
        /// Sent again when its link came back online.
        case released
        /// Arrived and handled.
        case delivered
        /// A write the server applied, with its timestamps resolved.
        case applied
        /// A write's acknowledgement reached its phone: the completion ran.
        case acknowledged
    }

    public var kind: Kind
    /// The number of the message, in the order messages were made.
    public var message: Int
    /// The phone whose link carries the message (its index in `users:` order).
    public var client: Int
    /// Which way it goes.
    public var route: MessageRoute
    /// What it says (for `applied`, the write with its timestamps resolved).
    public var content: BackendMessage

    public init(kind: Kind, message: Int, client: Int, route: MessageRoute, content: BackendMessage) {
        self.kind = kind
        self.message = message
        self.client = client
        self.route = route
        self.content = content
    }

    /// `delivered #4 up 0: write #2 users/1/email = "bob-example-com"`, with the phone's index; a
    /// world's trace writes the user's name in its place.
    public var description: String {
        "\(kind.rawValue) #\(message) \(route.rawValue) \(client): \(content)"
    }
}

/// Which way a message goes.
public enum MessageRoute: String, Sendable, Equatable {
    /// From the phone to the server.
    case up
    /// From the server to the phone.
    case down
    /// An upload's work at the server (Storage), on no link.
    case storage
}

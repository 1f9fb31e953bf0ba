/// A user as the search lists them (`users`).
public struct ChatUser: Sendable, Equatable {
    /// The stored name (`"Bob "` for a user without a last name).
    public var name: String
    public var safeEmail: String

    public init(name: String, safeEmail: String) {
        self.name = name
        self.safeEmail = safeEmail
    }
}

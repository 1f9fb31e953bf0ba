/// One entry of the database's `users` list: a search result of New Conversation (M5).
public struct UserEntry: Sendable, Equatable, Hashable {
    /// The stored name (`first + " " + last`).
    public var name: String
    /// The user's safe e-mail, as stored.
    public var email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

import MessengerBackend

/// Who a phone's user is, as the tutorial keeps it after signing in (`UserDefaults`' `email`
/// and `name`).
public struct ChatIdentity: Sendable, Equatable {
    public var email: String
    public var firstName: String
    public var lastName: String
    /// The stored name, `first + " " + last` as the tutorial builds it (`"Bob "` without a last
    /// name), or the name read back from the user's node after logging in.
    public var name: String

    /// A user registering (or registered) with these names.
    public init(email: String, firstName: String, lastName: String) {
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.name = firstName + " " + lastName
    }

    /// A user known by the cached e-mail and name only, as after logging in: the first and
    /// last names are not kept apart (empty); only registering writes them.
    public init(email: String, name: String) {
        self.email = email
        self.firstName = ""
        self.lastName = ""
        self.name = name
    }

    /// The e-mail as a database key (`bob-example-com`).
    public var safeEmail: String { MessengerBackend.safeEmail(email) }
}

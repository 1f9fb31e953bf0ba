import MessengerBackend

/// Who a phone's user is, as the tutorial keeps it after signing in (`UserDefaults`' `email`
/// and `name`).
public struct ChatIdentity: Sendable, Equatable {
    public var email: String
    public var firstName: String
    public var lastName: String

    public init(email: String, firstName: String, lastName: String) {
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
    }

    /// The e-mail as a database key (`bob-example-com`).
    public var safeEmail: String { MessengerBackend.safeEmail(email) }

    /// The stored name, `first + " " + last` as the tutorial builds it (`"Bob "` without a last
    /// name).
    public var name: String { firstName + " " + lastName }
}

/// Who a phone is signed in as: the e-mail typed or registered, and the name the app caches
/// ("first last", as the tutorial stores it; nil until it is known).
public struct Account: Sendable, Equatable, Hashable {
    /// The e-mail as typed (`bob@example.com`).
    public var email: String
    /// The cached display name, `first + " " + last`, untrimmed.
    public var name: String?

    public init(email: String, name: String? = nil) {
        self.email = email
        self.name = name
    }

    /// The e-mail as the database keys it: `.` and `@` replaced with `-`.
    public var safeEmail: String { Account.safe(email) }

    /// `email` with `.` and `@` replaced with `-` (`bob@example.com` → `bob-example-com`).
    public static func safe(_ email: String) -> String {
        String(email.map { $0 == "." || $0 == "@" ? "-" : $0 })
    }
}

/// The text inputs that take focus (M2, M3, M5, M6, M9).
public enum TextField: String, Sendable, Equatable, Hashable, CaseIterable {
    case loginEmail, loginPassword
    case firstName, lastName, registerEmail, registerPassword
    /// New Conversation's search bar.
    case search
    /// The chat's text view.
    case message

    /// The target that names it (`expect: focused`).
    public var target: Target {
        switch self {
        case .loginEmail, .registerEmail: .email
        case .loginPassword, .registerPassword: .password
        case .firstName: .firstName
        case .lastName: .lastName
        case .search: .searchField
        case .message: .message
        }
    }

    /// Whether it is drawn as bullets.
    public var isSecure: Bool { self == .loginPassword || self == .registerPassword }

    /// The placeholder drawn while it is empty.
    public var placeholder: String {
        switch self {
        case .loginEmail, .registerEmail: "Email Address..."
        case .loginPassword, .registerPassword: "Password..."
        case .firstName: "First Name..."
        case .lastName: "Last Name..."
        case .search: "Search for Users..."
        case .message: "Aa"
        }
    }
}

/// An account of the simulated Authentication: an e-mail (lower-cased, as Firebase keeps it)
/// and a password.
public struct BackendAccount: Sendable, Equatable {
    public var email: String
    public var password: String

    public init(email: String, password: String) {
        self.email = email.lowercased()
        self.password = password
    }
}

/// How a create or sign-in ended.
public enum AuthResult: Sendable, Equatable, CustomStringConvertible {
    /// The phone is signed in as this (lower-cased) e-mail.
    case signedIn(email: String)
    case failed(AuthError)

    public var description: String {
        switch self {
        case .signedIn(let email): "signed in \(email)"
        case .failed(let error): "failed: \(error.message)"
        }
    }
}

/// Authentication's errors, with the SDK's exact messages (`localizedDescription`).
public enum AuthError: Sendable, Equatable, CaseIterable {
    case emailAlreadyInUse
    case weakPassword
    case invalidEmail
    case userNotFound
    case wrongPassword
    case network

    /// The SDK's message.
    public var message: String {
        switch self {
        case .emailAlreadyInUse: "The email address is already in use by another account."
        case .weakPassword: "The password must be 6 characters long or more."
        case .invalidEmail: "The email address is badly formatted."
        case .userNotFound: "There is no user record corresponding to this identifier. The user may have been deleted."
        case .wrongPassword: "The password is invalid or the user does not have a password."
        case .network: "Network error (such as timeout, interrupted connection or unreachable host) has occurred."
        }
    }

    /// The shortest password Authentication accepts, in characters.
    public static let minPasswordLength = 6

    /// Whether `email` is well formed: one `@` with a non-empty part before it, and after it a
    /// domain of at least two non-empty labels separated by dots; no space or control character.
    public static func isWellFormed(email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        guard !email.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

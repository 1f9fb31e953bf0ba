import Devices
import MessengerData

/// One user of a world (docs/messenger.md, "Worlds"): a phone on a device, a name, an e-mail,
/// a password, an avatar photo, and whether the account exists and is signed in at launch.
public struct WorldUser: Sendable, Equatable {
    /// Whether the account exists at launch, and whether the phone is signed in.
    public enum AccountState: String, Sendable, Equatable, CaseIterable {
        /// The account exists and the phone is signed in: it shows Chats.
        case signedIn = "signed-in"
        /// The account exists; the phone shows Log In.
        case registered
        /// No account yet.
        case none
    }

    /// The key in `users:`, e.g. `alice`.
    public var key: String
    public var device: Device
    public var firstName: String
    public var lastName: String
    public var email: String
    public var password: String
    /// The avatar's photo alias, if any.
    public var photo: String?
    public var account: AccountState

    public init(key: String, device: Device, firstName: String, lastName: String, email: String,
                password: String, photo: String?, account: AccountState) {
        self.key = key
        self.device = device
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.password = password
        self.photo = photo
        self.account = account
    }

    /// The user's defaults from the key alone: `alice` → first name `Alice`, last name empty,
    /// `alice@example.com`, password `password1`, iPhone 8, signed in.
    public init(key: String, device: Device) {
        let first = key.prefix(1).uppercased() + key.dropFirst()
        self.init(key: key, device: device, firstName: first, lastName: "", email: "\(key)@example.com",
                  password: "password1", photo: nil, account: .signedIn)
    }

    /// A display name split as the tutorial splits it: the first word, then the rest.
    public mutating func setName(_ name: String) {
        let words = name.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        firstName = words.first.map(String.init) ?? ""
        lastName = words.count > 1 ? String(words[1]) : ""
    }

    /// Who the data layer writes as.
    public var identity: ChatIdentity { ChatIdentity(email: email, firstName: firstName, lastName: lastName) }
}

/// A named thing on a screen that a tap can reach (M12): scenario steps name it, the model
/// hit-tests to it, and ``MessengerPhone/frame(of:)`` says where it is, or nil when it is not
/// on the screen on top.
public enum Target: Sendable, Equatable, Hashable {
    case compose
    case chatsTab
    case profileTab
    /// A conversation of Chats, from 1.
    case row(Int)
    /// A search result of New Conversation, from 1.
    case result(Int)
    /// Log In's or Register's field.
    case email
    case password
    case firstName
    case lastName
    case avatar
    /// Log In's button.
    case login
    /// Log In's navigation button "Register", or Register's button.
    case register
    /// The chat's text view.
    case message
    case send
    case attach
    case back
    /// New Conversation's "Cancel".
    case cancel
    case searchField
    /// The keyboard's return key ("Search" in New Conversation); named `return` or `search`.
    case returnKey
    /// The open row's Delete button (M8).
    case delete
    /// Profile's "Log Out" row.
    case logout
    /// A button of the presented alert or action sheet, by its title.
    case button(String)

    /// The fixed names; `row-N`, `result-N` and button titles are read by ``init(name:)``.
    public static let names: [String: Target] = [
        "compose": .compose, "tab-chats": .chatsTab, "tab-profile": .profileTab, "email": .email,
        "password": .password, "first-name": .firstName, "last-name": .lastName, "avatar": .avatar,
        "login": .login, "register": .register, "message": .message, "send": .send, "attach": .attach,
        "back": .back, "cancel": .cancel, "search-field": .searchField, "search": .returnKey,
        "return": .returnKey, "delete": .delete, "logout": .logout,
    ]

    /// Reads a scenario's target name: a fixed name, `row-N` or `result-N` (N ≥ 1), or the
    /// title of a dialog's button (``Dialog/allButtonTitles``); nil for anything else.
    public init?(name: String) {
        if let target = Target.names[name] {
            self = target
            return
        }
        for (prefix, make) in [("row-", Target.row), ("result-", Target.result)] where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCII), let number = Int(digits),
                  number >= 1 else { return nil }
            self = make(number)
            return
        }
        guard Dialog.allButtonTitles.contains(name) else { return nil }
        self = .button(name)
    }

    /// The name a scenario writes (`return` for the return key), the inverse of ``names``.
    public var name: String {
        switch self {
        case .row(let number): "row-\(number)"
        case .result(let number): "result-\(number)"
        case .button(let title): title
        case .returnKey: "return"
        case .compose: "compose"
        case .chatsTab: "tab-chats"
        case .profileTab: "tab-profile"
        case .email: "email"
        case .password: "password"
        case .firstName: "first-name"
        case .lastName: "last-name"
        case .avatar: "avatar"
        case .login: "login"
        case .register: "register"
        case .message: "message"
        case .send: "send"
        case .attach: "attach"
        case .back: "back"
        case .cancel: "cancel"
        case .searchField: "search-field"
        case .delete: "delete"
        case .logout: "logout"
        }
    }
}

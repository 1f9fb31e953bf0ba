/// The screen on top once any transition has ended (`expect: screen`).
public enum ScreenName: String, Sendable, Equatable, Hashable, CaseIterable {
    case login, register, chats
    case newConversation = "new-conversation"
    case chat, profile
}

/// The tab bar's two tabs (M1).
public enum Tab: String, Sendable, Equatable, Hashable, CaseIterable {
    case chats, profile
}

/// Log In (M2), with Register pushed on it when it is (M3). A new one each time it is
/// presented, so its fields start empty.
public struct LoginScreen: Sendable, Equatable {
    public var email = ""
    public var password = ""
    /// The "Loading" spinner; it takes the screen's touches while shown (JGProgressHUD's
    /// default), the navigation bar's excepted.
    public var spinner = false
    public var register: RegisterScreen?

    public init() {}
}

/// Register (M3): a new one at each push.
public struct RegisterScreen: Sendable, Equatable {
    public var firstName = ""
    public var lastName = ""
    public var email = ""
    public var password = ""
    /// The photo chosen for the avatar, if any.
    public var avatar: String?
    public var spinner = false

    public init() {}
}

/// What a picker was presented for (answered as R4: a photo chosen or cancelled).
public struct PickerRequest: Sendable, Equatable {
    public enum Purpose: Sendable, Equatable {
        /// Register's avatar.
        case avatar
        /// A chat's photo or video message.
        case message(MediaKind)
    }

    public enum Source: String, Sendable, Equatable {
        case camera, library
    }

    public var purpose: Purpose
    public var source: Source

    public init(purpose: Purpose, source: Source) {
        self.purpose = purpose
        self.source = source
    }
}

/// What is on screen, as `expect` reads it (§10.5) and a renderer needs it.
extension MessengerPhone {
    /// The screen on top once any transition has ended.
    public var screen: ScreenName {
        // Matched in place, not compared with nil (which copies the screen): the trace asks at
        // every input.
        if case .some = login {
            if case .some? = login?.register { return .register }
            return .login
        }
        if case .some = newConversation { return .newConversation }
        if tab == .profile { return .profile }
        if case .some = chat { return .chat }
        return .chats
    }

    /// The navigation bar's title of the screen on top ("" for New Conversation, whose bar
    /// holds the search bar).
    public var title: String {
        switch screen {
        case .login: "Log In"
        case .register: "Create Account"
        case .chats: "Chats"
        case .newConversation: ""
        case .chat: chat?.title ?? ""
        case .profile: "Profile"
        }
    }

    /// The presented alert's message, or nil (`expect: alert`).
    public var alertMessage: String? {
        guard let dialog, dialog.style == .alert else { return nil }
        return dialog.message
    }

    /// The presented action sheet's title, `""` when it has none, or nil (`expect: sheet`).
    public var sheetTitle: String? {
        guard let dialog, dialog.style == .actionSheet else { return nil }
        return dialog.title ?? ""
    }

    /// The focused field's target (`expect: focused`).
    public var focusedTarget: Target? { focus?.target }

    /// The chat's text (`expect: input`), nil when no chat is open.
    public var input: String? { chat?.input }

    /// The stored names shown in the list on screen, in order: Chats' conversations or New
    /// Conversation's results (`expect: rows`).
    public var rowNames: [String] {
        switch screen {
        case .chats: showsNoConversations ? [] : conversations.map(\.name)
        case .newConversation: newConversation.map { $0.hasResults ? $0.results.map(\.name) : [] } ?? []
        default: []
        }
    }

    /// Whether the screen on top shows its spinner.
    public var showsSpinner: Bool {
        switch screen {
        case .login: login?.spinner ?? false
        case .register: login?.register?.spinner ?? false
        case .newConversation: newConversation?.spinner ?? false
        default: false
        }
    }

    /// The keyboard's height on screen now (0 when down), for drawing.
    public var keyboardVisibleHeight: Double {
        keyboard.visibleHeight(at: now, height: layout.keyboardHeight)
    }

    /// The keyboard's final height: its full height once it starts rising, 0 once it starts
    /// lowering. Hit-testing and targets' frames use it (M12).
    public var keyboardFinalHeight: Double { keyboard.isUp ? layout.keyboardHeight : 0 }

    /// The text of `field`.
    public func text(of field: TextField) -> String {
        switch field {
        case .loginEmail: login?.email ?? ""
        case .loginPassword: login?.password ?? ""
        case .firstName: login?.register?.firstName ?? ""
        case .lastName: login?.register?.lastName ?? ""
        case .registerEmail: login?.register?.email ?? ""
        case .registerPassword: login?.register?.password ?? ""
        case .search: newConversation?.query ?? ""
        case .message: chat?.input ?? ""
        }
    }

    /// Sets the text of `field` on the screen that has it.
    mutating func setText(_ text: String, of field: TextField) {
        switch field {
        case .loginEmail: login?.email = text
        case .loginPassword: login?.password = text
        case .firstName: login?.register?.firstName = text
        case .lastName: login?.register?.lastName = text
        case .registerEmail: login?.register?.email = text
        case .registerPassword: login?.register?.password = text
        case .search: newConversation?.query = text
        case .message: chat?.input = text
        }
    }

    /// The field a target names on the screen on top.
    func field(for target: Target) -> TextField? {
        switch (screen, target) {
        case (.login, .email): .loginEmail
        case (.login, .password): .loginPassword
        case (.register, .firstName): .firstName
        case (.register, .lastName): .lastName
        case (.register, .email): .registerEmail
        case (.register, .password): .registerPassword
        case (.newConversation, .searchField): .search
        case (.chat, .message): .message
        default: nil
        }
    }
}

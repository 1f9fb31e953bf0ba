import Gestures

/// The data layer's answers and pushes (M2–M6, M8): each does what the tutorial's completion
/// closure does with it, on the screen that asked, if that screen is still there.
extension MessengerPhone {
    mutating func answered(ticket: Int, _ answer: DataAnswer) -> [MessengerEffect] {
        guard let context = pending.removeValue(forKey: ticket) else {
            return [.log(.ignored("no request waits for ticket \(ticket)"))]
        }
        let effects: [MessengerEffect] = [.log(.received(answer.traceText))]
        switch (context, answer) {
        case let (.signIn(email), .signedIn(error)):
            return effects + signedIn(email: email, error: error)
        case (.loadName, .nameLoaded(let name)):
            if let name, account != nil { account?.name = name }
            return effects
        case let (.emailCheck(form), .emailExists(exists)):
            return effects + emailChecked(form, exists: exists)
        case let (.createAccount(form), .accountCreated(error)):
            return effects + accountCreated(form, error: error)
        case let (.insertUser(avatar, email), .userInserted(success)):
            guard success, let avatar else { return effects }
            return effects + [.log(request(.uploadAvatar(photo: avatar, email: email), .upload))]
        case (.upload, .uploaded), (.deleteConversation, .conversationDeleted):
            return effects
        case let (.loadUsers(query), .usersLoaded(users)):
            // On a failure the tutorial only logs, and its spinner stays.
            guard let users else { return effects }
            return effects + showResults(users: users, query: query)
        case let (.conversationExists(user), .conversationFound(id)):
            return effects + openChat(otherEmail: Account.safe(user.email), title: user.name, conversationID: id)
        case let (.createConversation(serial), .conversationCreated(id)):
            guard let id, chat?.serial == serial else { return effects }
            chat?.conversationID = id
            chat?.input = ""
            chat?.hasShownMessages = false
            return effects + [.log(request(.observeMessages(conversation: id), nil))]
        case let (.sendMessage(serial, clearsInput), .messageSent(success)):
            if success, clearsInput, chat?.serial == serial { chat?.input = "" }
            return effects
        case let (.uploadMedia(serial, kind), .uploaded(url)):
            guard let url, let chat, chat.serial == serial, let id = chat.conversationID else { return effects }
            let content: MessageContent = kind == .photo ? .photo(url) : .video(url)
            return effects + [.log(request(.sendMessage(conversation: id, otherEmail: chat.otherEmail,
                                                        otherName: chat.title, message: content),
                                           .sendMessage(chat: serial, clearsInput: false)))]
        default:
            return [.log(.ignored("answer \(answer.traceText) does not fit request \(ticket)"))]
        }
    }

    /// M2: the spinner goes; on success the user is cached, the name read, the list
    /// observed, and Log In dismissed; on failure nothing else happens.
    private mutating func signedIn(email: String, error: String?) -> [MessengerEffect] {
        guard login != nil else { return [.log(.ignored("Log In is gone"))] }
        login?.spinner = false
        var effects: [MessengerEffect] = [.log(.spinner(shown: false))]
        guard error == nil else { return effects }
        account = Account(email: email)
        effects.append(.log(request(.loadName(email: email), .loadName)))
        effects.append(.log(request(.observeConversations(email: email), nil)))
        return effects + dismissLogin()
    }

    /// M3: the spinner goes when the e-mail's check answers; an existing node gives the
    /// alert, else Authentication creates the account.
    private mutating func emailChecked(_ form: RegisterForm, exists: Bool) -> [MessengerEffect] {
        guard login?.register != nil else { return [.log(.ignored("Register is gone"))] }
        login?.register?.spinner = false
        let effects: [MessengerEffect] = [.log(.spinner(shown: false))]
        if exists { return effects + present(Dialog(purpose: .accountExists)) }
        return effects + [.log(request(.createAccount(email: form.email, password: form.password),
                                       .createAccount(form)))]
    }

    /// M3: on success the user is cached, `insertUser` runs (the avatar is uploaded when it
    /// succeeds), the list is observed, and Log In is dismissed to Chats; on an error nothing.
    private mutating func accountCreated(_ form: RegisterForm, error: String?) -> [MessengerEffect] {
        guard error == nil else { return [] }
        account = Account(email: form.email, name: form.firstName + " " + form.lastName)
        var effects: [MessengerEffect] = [
            .log(request(.insertUser(firstName: form.firstName, lastName: form.lastName, email: form.email),
                         .insertUser(avatar: form.avatar, email: form.email))),
            .log(request(.observeConversations(email: form.email), nil)),
        ]
        if login != nil { effects += dismissLogin() }
        return effects
    }

    /// M4: rows replace the list; an empty update hides the table and shows "No
    /// Conversations!" but keeps the rows (the tutorial's guard returns before assigning).
    /// A reload closes any row swipe.
    mutating func conversationsChanged(_ rows: [ConversationRow]) -> [MessengerEffect] {
        guard account != nil else { return [.log(.ignored("signed out"))] }
        // A row's swipe under way is dropped: its pan moves nothing more.
        rowSwipe = nil
        if rows.isEmpty {
            showsNoConversations = true
            return [.log(.received("no conversations"))]
        }
        conversations = rows
        showsNoConversations = false
        clampChats()
        return [.log(.received("\(rows.count) conversations"))]
    }

    /// The messages the open chat of `conversation` shows, taken out of the phone (left with
    /// none) so that they can be changed in place, with no copy, into the next update of M6,
    /// which must then be handed back at once (`.messagesChanged`) and not be empty; nil,
    /// taking nothing, when no chat of `conversation` is open (the update is then ignored).
    public mutating func takeMessages(of conversation: String) -> [ChatMessage]? {
        guard chat?.conversationID == conversation, let messages = chat?.messages else { return nil }
        chat?.messages = []
        return messages
    }

    /// M6: the open chat's messages; the first display scrolls to the bottom, later ones keep
    /// the offset. An empty update changes nothing (the tutorial's failure branch).
    mutating func messagesChanged(_ messages: [ChatMessage], conversation: String) -> [MessengerEffect] {
        guard var chat, chat.conversationID == conversation else {
            return [.log(.ignored("conversation \(conversation) is not open"))]
        }
        guard !messages.isEmpty else { return [.log(.received("no messages"))] }
        chat.messages = messages
        if !chat.hasShownMessages {
            chat.hasShownMessages = true
            self.chat = chat
            let content = contentHeight(of: .chat)
            let bottom = max(content - viewport(of: .chat).height, 0)
            showScreen(chatContent: content)
            if let list = listView(ViewName.messages(chat.serial)) {
                arena.setContentOffset(Point(x: 0, y: bottom), of: list)
                shownScreen.isCurrent = false
            }
        } else {
            self.chat = chat
            // A finger down may drag the list: the kit measures it with its new content.
            if hasTouchesDown { showScreen(chatContent: contentHeight(of: .chat)) }
        }
        return [.log(.received("\(messages.count) messages"))]
    }

    /// A reload keeps the resting Chats list within its new content (a coast or a drag goes on).
    private mutating func clampChats() {
        guard let list = listView(ViewName.chatsList), let axes = arena.scrollAxes(of: list) else { return }
        let resting = axes.y.motion == .resting || Self.hasStopped(axes.y, at: now)
        guard resting else { return }
        let shown = axes.y.offset(at: now)
        let clamped = min(max(shown, 0), maxOffset(of: .chats))
        guard clamped != axes.y.offset || axes.y.motion != .resting else { return }
        arena.setContentOffset(Point(x: axes.x.offset(at: now), y: clamped), of: list)
    }
}

import Gestures

/// What each target does when a tap fires it (M1–M6, M8, M11), and the keys (M9).
extension MessengerPhone {
    mutating func fire(_ target: Target) -> [MessengerEffect] {
        if case .button(let title) = target { return answerDialog(title) }
        if dialog != nil || picker != nil { return [.log(.ignored("a dialog or picker is presented"))] }
        var effects: [MessengerEffect] = [.log(.tapped(target))]
        if let field = field(for: target) { return effects + setFocus(field) }
        switch (screen, target) {
        case (_, .returnKey):
            effects += returnPressed()
        case (.login, .register):
            effects += pushRegister()
        case (.login, .login):
            effects += logIn()
        case (.register, .register):
            effects += register()
        case (.register, .back):
            effects += popRegister()
        case (.register, .avatar):
            effects += present(Dialog(purpose: .profilePicture))
        case (.chats, .compose):
            effects += presentNewConversation()
        case (.chats, .chatsTab), (.profile, .chatsTab):
            tab = .chats
            effects.append(.log(.tabSelected(.chats)))
        case (.chats, .profileTab), (.profile, .profileTab):
            tab = .profile
            effects.append(.log(.tabSelected(.profile)))
        case (.chats, .row(let number)):
            guard number >= 1, conversations.indices.contains(number - 1) else { return effects }
            let row = conversations[number - 1]
            effects += openChat(otherEmail: row.otherUserEmail, title: row.name, conversationID: row.id)
        case (.chats, .delete):
            if let swipe = rowSwipe { effects += deleteRow(swipe.index, id: swipe.rowID) }
        case (.newConversation, .cancel):
            effects += dismissNewConversation(ending: .nothing)
        case (.newConversation, .result(let number)):
            guard number >= 1, let results = newConversation?.results, results.indices.contains(number - 1) else {
                return effects
            }
            effects += dismissNewConversation(ending: .resultChosen(results[number - 1]))
        case (.chat, .back):
            effects += popChat()
        case (.chat, .send):
            effects += send()
        case (.chat, .attach):
            effects += present(Dialog(purpose: .attachMedia))
        case (.profile, .logout):
            effects += present(Dialog(purpose: .logOut))
        default:
            effects.append(.log(.ignored("\(target.name) does nothing on \(screen.rawValue)")))
        }
        return effects
    }

    // MARK: - Dialogs and pickers

    /// Presents `dialog` unless one is up (one at a time).
    mutating func present(_ dialog: Dialog) -> [MessengerEffect] {
        guard self.dialog == nil, picker == nil else { return [.log(.ignored("a dialog or picker is presented"))] }
        self.dialog = dialog
        return [.log(.dialogPresented(title: dialog.title, message: dialog.message))]
    }

    /// A dialog's button: the dialog goes at once, then its handler runs (which may present
    /// the next sheet).
    mutating func answerDialog(_ title: String) -> [MessengerEffect] {
        guard let dialog, dialog.buttons.contains(where: { $0.title == title }) else {
            return [.log(.ignored("no presented button '\(title)'"))]
        }
        self.dialog = nil
        let effects: [MessengerEffect] = [.log(.dialogAnswered(title))]
        switch (dialog.purpose, title) {
        case (.profilePicture, "Take Photo"):
            return effects + presentPicker(PickerRequest(purpose: .avatar, source: .camera))
        case (.profilePicture, "Choose Photo"):
            return effects + presentPicker(PickerRequest(purpose: .avatar, source: .library))
        case (.attachMedia, "Photo"):
            return effects + present(Dialog(purpose: .attachSource(.photo)))
        case (.attachMedia, "Video"):
            return effects + present(Dialog(purpose: .attachSource(.video)))
        case (.attachSource(let kind), "Camera"):
            return effects + presentPicker(PickerRequest(purpose: .message(kind), source: .camera))
        case (.attachSource(let kind), "Photo Library"):
            return effects + presentPicker(PickerRequest(purpose: .message(kind), source: .library))
        case (.logOut, "Log Out"):
            return effects + logOut()
        default:
            return effects
        }
    }

    private mutating func presentPicker(_ request: PickerRequest) -> [MessengerEffect] {
        picker = request
        return [.log(.pickerPresented(request))]
    }

    /// The picker's answer (R4): the avatar takes the photo; a chat uploads it and sends it
    /// as a message, but only in a chat that has a conversation id (the tutorial's guard drops
    /// a photo picked in a new chat).
    mutating func pickerAnswered(photo: String?) -> [MessengerEffect] {
        guard let presented = picker else { return [.log(.ignored("no picker is presented"))] }
        picker = nil
        var effects: [MessengerEffect] = [.log(.pickerAnswered(photo: photo))]
        guard let photo else { return effects }
        switch presented.purpose {
        case .avatar:
            guard login?.register != nil else { return effects + [.log(.ignored("Register is gone"))] }
            login?.register?.avatar = photo
        case .message(let kind):
            guard let chat else { return effects + [.log(.ignored("no chat is open"))] }
            guard let id = chat.conversationID else {
                return effects + [.log(.ignored("a new conversation has no id: the photo is dropped"))]
            }
            effects.append(.log(request(.uploadMedia(kind, photo: photo, conversation: id, otherEmail: chat.otherEmail),
                                        .uploadMedia(chat: chat.serial, kind))))
        }
        return effects
    }

    // MARK: - Log In, Register, Log Out

    /// M2: both fields resign, then the check, then the spinner and Authentication.
    private mutating func logIn() -> [MessengerEffect] {
        var effects = resign([.loginEmail, .loginPassword])
        guard let login else { return effects }
        guard !login.email.isEmpty, !login.password.isEmpty, login.password.count >= 6 else {
            return effects + present(Dialog(purpose: .loginIncomplete))
        }
        self.login?.spinner = true
        effects.append(.log(.spinner(shown: true)))
        effects.append(.log(request(.signIn(email: login.email, password: login.password), .signIn(email: login.email))))
        return effects
    }

    /// M3: the four fields resign, then the check, then the spinner and the e-mail's node.
    private mutating func register() -> [MessengerEffect] {
        var effects = resign([.firstName, .lastName, .registerEmail, .registerPassword])
        guard let form = login?.register else { return effects }
        guard !form.firstName.isEmpty, !form.lastName.isEmpty, !form.email.isEmpty, !form.password.isEmpty,
              form.password.count >= 6 else {
            return effects + present(Dialog(purpose: .registerIncomplete))
        }
        login?.register?.spinner = true
        effects.append(.log(.spinner(shown: true)))
        let values = RegisterForm(firstName: form.firstName, lastName: form.lastName, email: form.email,
                                  password: form.password, avatar: form.avatar)
        effects.append(.log(request(.checkEmailExists(email: form.email), .emailCheck(values))))
        return effects
    }

    /// M11: sign out (the data layer stops the observers and clears the cache), then a new
    /// Log In is presented. The Chats controller keeps its rows until the next update.
    private mutating func logOut() -> [MessengerEffect] {
        var effects = setFocus(nil)
        account = nil
        effects.append(.log(request(.signOut, nil)))
        return effects + presentLogin()
    }

    // MARK: - Keys and typing (M9)

    /// The return key: Email → Password → log in; First Name → … → Password → register;
    /// the search bar searches; the chat's text view takes a newline.
    mutating func returnPressed() -> [MessengerEffect] {
        switch focus {
        case .loginEmail: return setFocus(.loginPassword)
        case .loginPassword: return logIn()
        case .firstName: return setFocus(.lastName)
        case .lastName: return setFocus(.registerEmail)
        case .registerEmail: return setFocus(.registerPassword)
        case .registerPassword: return register()
        case .search: return search()
        case .message: return typed("\n", replacing: false)
        case nil: return [.log(.ignored("no field is focused"))]
        }
    }

    /// `type:` (M9): appends to the focused field, or replaces its text.
    mutating func typed(_ text: String, replacing: Bool) -> [MessengerEffect] {
        guard let focus else { return [.log(.ignored("no field is focused"))] }
        let new = replacing ? text : self.text(of: focus) + text
        setText(new, of: focus)
        return [.log(.typed(focus, text: MessengerEvent.logged(new)))]
    }

    /// M5's search: nothing for a term of spaces; else the bar resigns, the results clear,
    /// the spinner shows, and the users are read once (then filtered at once).
    private mutating func search() -> [MessengerEffect] {
        guard let screen = newConversation, NewConversationScreen.isSearchable(screen.query) else {
            return [.log(.ignored("nothing to search"))]
        }
        var effects = setFocus(nil)
        newConversation?.results = []
        newConversation?.spinner = true
        effects.append(.log(.spinner(shown: true)))
        if let users = screen.users {
            return effects + showResults(users: users, query: screen.query)
        }
        effects.append(.log(request(.loadUsers, .loadUsers(query: screen.query))))
        return effects
    }

    /// Filters `users` for `query` and shows the results (or "No Results").
    mutating func showResults(users: [UserEntry], query: String) -> [MessengerEffect] {
        guard let account, newConversation != nil else { return [.log(.ignored("New Conversation is gone"))] }
        newConversation?.users = users
        newConversation?.results = NewConversationScreen.results(in: users, query: query, ownSafeEmail: account.safeEmail)
        newConversation?.hasResults = true
        newConversation?.spinner = false
        if let number = newConversation?.number, let list = listView(ViewName.results(number)) {
            arena.setContentOffset(.zero, of: list)
        }
        return [.log(.spinner(shown: false))]
    }

    /// M6: a new chat creates its conversation, an existing one sends; the text view stays
    /// focused and the input is cleared only when the data layer reports success.
    private mutating func send() -> [MessengerEffect] {
        guard let chat, chat.canSend else { return [.log(.ignored("Send is greyed"))] }
        let message = MessageContent.text(chat.trimmedInput)
        guard let id = chat.conversationID else {
            return [.log(request(.createConversation(otherEmail: chat.otherEmail, otherName: chat.title, message: message),
                                 .createConversation(chat: chat.serial)))]
        }
        return [.log(request(.sendMessage(conversation: id, otherEmail: chat.otherEmail, otherName: chat.title,
                                          message: message),
                             .sendMessage(chat: chat.serial, clearsInput: true)))]
    }
}

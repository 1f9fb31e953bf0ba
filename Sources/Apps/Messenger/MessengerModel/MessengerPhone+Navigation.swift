/// Pushes, pops, presentations and dismissals (M2, M3, M5, M6, M7, M11), focus and the
/// keyboard (M9). The stacks change at once; a ``Transition`` draws the motion and its end,
/// a timer, runs what UIKit runs when the animation completes.
public typealias MessengerEffect = Effect<MessengerTimer, MessengerEvent>

extension MessengerPhone {
    /// Starts a transition and the timer that ends it.
    mutating func animate(_ kind: Transition.Kind, _ layer: Layer, from: Double, to: Double, duration: Double,
                          curve: TimingCurve = .easeInOut, ending: Transition.Ending = .nothing) -> [MessengerEffect] {
        let id = nextSerial()
        transitions.append(Transition(kind: kind, layer: layer, from: from, to: to, start: now,
                                      duration: max(duration, 0), curve: curve, ending: ending, id: id))
        return [.schedule(.transitionEnded(id), after: max(duration, 0))]
    }

    /// Moves the focus to `field` (nil: none), raising or lowering the keyboard (M9).
    mutating func setFocus(_ field: TextField?) -> [MessengerEffect] {
        guard field != focus else { return [] }
        focus = field
        var effects: [MessengerEffect] = [.log(.focused(field))]
        if field != nil, !keyboard.isUp {
            keyboard.raise(at: now)
            effects.append(.log(.keyboardRaised))
        } else if field == nil, keyboard.isUp {
            keyboard.lower(at: now)
            effects.append(.log(.keyboardLowered))
        }
        return effects
    }

    /// Drops the focus when it is one of `fields` (their screen is leaving).
    mutating func resign(_ fields: [TextField]) -> [MessengerEffect] {
        guard let focus, fields.contains(focus) else { return [] }
        return setFocus(nil)
    }

    // MARK: - Chats and chat

    /// Pushes `chat` on Chats (0.35 s); when the push ends its text view is focused and its
    /// messages observed (the tutorial's `viewDidAppear`).
    mutating func pushChat(_ chat: ChatScreen) -> [MessengerEffect] {
        var effects: [MessengerEffect] = []
        if self.chat != nil { effects.append(.log(.ignored("a chat was open: the new one takes its place"))) }
        self.chat = chat
        effects.append(.log(.pushed(.chat)))
        return effects + animate(.navigation, .chat(chat), from: 0, to: 1, duration: Transition.navigationDuration,
                                 ending: .chatAppeared)
    }

    /// Pops the chat: from the button (0.35 s), or the rest of an edge pop (linear, from the
    /// fraction the finger left). The keyboard lowers as the text view leaves.
    mutating func popChat(fromFraction: Double = 1, duration: Double = Transition.navigationDuration,
                          curve: TimingCurve = .easeInOut) -> [MessengerEffect] {
        guard let chat else { return [.log(.ignored("no chat to pop"))] }
        self.chat = nil
        let effects = resign([.message]) + [.log(.popped(.chat))]
        return effects + animate(.navigation, .chat(chat), from: fromFraction, to: 0, duration: duration, curve: curve)
    }

    /// Opens a conversation of the list (M4) or found for a result (M5).
    mutating func openChat(otherEmail: String, title: String, conversationID: String?) -> [MessengerEffect] {
        pushChat(ChatScreen(serial: nextSerial(), otherEmail: otherEmail, title: title, conversationID: conversationID))
    }

    // MARK: - New Conversation (M5)

    /// Presents New Conversation (0.3 s) with its search bar focused at once.
    mutating func presentNewConversation() -> [MessengerEffect] {
        presentedSearches += 1
        let screen = NewConversationScreen(number: presentedSearches)
        newConversation = screen
        let effects: [MessengerEffect] = [.log(.presented(.newConversation))] + setFocus(.search)
        return effects + animate(.modal, .newConversation(screen), from: 0, to: 1, duration: Transition.modalDuration)
    }

    /// Dismisses New Conversation (0.3 s), lowering the keyboard; `ending` runs when it ends.
    mutating func dismissNewConversation(ending: Transition.Ending) -> [MessengerEffect] {
        guard let screen = newConversation else { return [.log(.ignored("New Conversation is not presented"))] }
        let effects = resign([.search])
        newConversation = nil
        return effects + [.log(.dismissed(.newConversation))]
            + animate(.modal, .newConversation(screen), from: 1, to: 0, duration: Transition.modalDuration, ending: ending)
    }

    // MARK: - Log In and Register

    /// Presents a new Log In over the tabs (0.3 s; at launch it is there at once).
    mutating func presentLogin() -> [MessengerEffect] {
        let screen = LoginScreen()
        login = screen
        return [.log(.presented(.login))]
            + animate(.modal, .login(screen), from: 0, to: 1, duration: Transition.modalDuration)
    }

    /// Dismisses Log In, with Register if it is pushed (0.3 s).
    mutating func dismissLogin() -> [MessengerEffect] {
        guard let screen = login else { return [.log(.ignored("Log In is not presented"))] }
        let effects = resign([.loginEmail, .loginPassword, .firstName, .lastName, .registerEmail, .registerPassword])
        login = nil
        return effects + [.log(.dismissed(.login))]
            + animate(.modal, .login(screen), from: 1, to: 0, duration: Transition.modalDuration)
    }

    /// Pushes a new Register on Log In (0.35 s).
    mutating func pushRegister() -> [MessengerEffect] {
        guard login != nil else { return [.log(.ignored("Log In is not presented"))] }
        let screen = RegisterScreen()
        let effects = resign([.loginEmail, .loginPassword])
        login?.register = screen
        return effects + [.log(.pushed(.register))]
            + animate(.navigation, .register(screen), from: 0, to: 1, duration: Transition.navigationDuration)
    }

    /// Pops Register back to Log In (0.35 s).
    mutating func popRegister() -> [MessengerEffect] {
        guard let screen = login?.register else { return [.log(.ignored("Register is not pushed"))] }
        let effects = resign([.firstName, .lastName, .registerEmail, .registerPassword])
        login?.register = nil
        return effects + [.log(.popped(.register))]
            + animate(.navigation, .register(screen), from: 1, to: 0, duration: Transition.navigationDuration)
    }

    // MARK: - Transitions' ends

    mutating func transitionEnded(_ id: Int) -> [MessengerEffect] {
        guard let index = transitions.firstIndex(where: { $0.id == id }) else {
            return [.log(.ignored("no transition \(id)"))]
        }
        let transition = transitions.remove(at: index)
        var effects: [MessengerEffect] = [.log(.transitionEnded(id))]
        switch transition.ending {
        case .nothing:
            break
        case .chatAppeared:
            effects += chatAppeared(transition)
        case .resultChosen(let user):
            effects += resultChosen(user)
        }
        return effects
    }

    /// The pushed chat appeared: focus its text view; observe its messages when it has an id.
    private mutating func chatAppeared(_ transition: Transition) -> [MessengerEffect] {
        guard case .chat(let pushed) = transition.layer, let chat, chat.serial == pushed.serial,
              screen == .chat else { return [.log(.ignored("the pushed chat is not on top"))] }
        var effects = setFocus(.message)
        if let id = chat.conversationID {
            effects.append(.log(request(.observeMessages(conversation: id), nil)))
        }
        return effects
    }

    /// M5, when the dismissal ends: the user's own loaded list first, else `conversationExists`.
    private mutating func resultChosen(_ user: UserEntry) -> [MessengerEffect] {
        let email = Account.safe(user.email)
        if let row = conversations.first(where: { $0.otherUserEmail == email }) {
            return openChat(otherEmail: row.otherUserEmail, title: row.name, conversationID: row.id)
        }
        return [.log(request(.conversationExists(otherEmail: user.email), .conversationExists(user)))]
    }
}

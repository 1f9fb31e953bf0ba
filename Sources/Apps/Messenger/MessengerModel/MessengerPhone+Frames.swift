/// Where each target is (M12) and what a touch lands on: final frames, as UIKit hit-tests the
/// model layer, so a keyboard that started rising or a screen being pushed take touches at
/// their final frames at once.
extension MessengerPhone {
    /// The target's frame on screen, or nil when it is not on the screen on top (a scenario's
    /// tap then fails "not on screen"). A row or result is clipped to its list's visible area.
    /// A dialog's buttons are on screen while it is presented; the screen's targets stay on
    /// screen under a dialog (a touch there is then ignored, as §7's stand-ins are).
    public func frame(of target: Target) -> Rect? {
        if case .button(let title) = target {
            guard let dialog, let index = dialog.buttons.firstIndex(where: { $0.title == title }) else { return nil }
            return DialogLayout(dialog, in: layout).buttons[index]
        }
        if target == .returnKey { return keyboard.isUp ? layout.returnKey : nil }
        return screenTargets.first { $0.target == target }?.frame
    }

    /// The target under `point`, or nil where nothing answers: what is drawn on top there
    /// gets the touch (a dialog, the keyboard, the spinner, then the screen).
    public func hitTest(_ point: Point) -> Target? {
        if let dialog {
            return DialogLayout(dialog, in: layout).button(at: point).map { .button(dialog.buttons[$0].title) }
        }
        if picker != nil { return nil }
        if keyboard.isUp, layout.keyboardFrame.contains(point) {
            return layout.returnKey.contains(point) ? .returnKey : nil
        }
        if showsSpinner, point.y >= layout.contentTop { return nil }
        return screenTargets.first { $0.frame.contains(point) }?.target
    }

    /// The targets of the screen on top with their frames, topmost first.
    var screenTargets: [(target: Target, frame: Rect)] {
        switch screen {
        case .login:
            return [(.register, layout.rightBarButton(title: "Register")), (.email, layout.formBox(0)),
                    (.password, layout.formBox(1)), (.login, layout.formBox(2))]
        case .register:
            return [(.back, layout.backButton(title: "Log In")), (.avatar, layout.logo),
                    (.firstName, layout.formBox(0)), (.lastName, layout.formBox(1)), (.email, layout.formBox(2)),
                    (.password, layout.formBox(3)), (.register, layout.formBox(4))]
        case .chats:
            return tabTargets + [(.compose, layout.composeButton)] + deleteTarget + rowTargets
        case .newConversation:
            return [(.cancel, layout.rightBarButton(title: "Cancel")), (.searchField, layout.searchBar)] + resultTargets
        case .chat:
            let keyboard = keyboardFinalHeight
            return [(.back, layout.backButton(title: "Chats")), (.attach, layout.attachButton(keyboard: keyboard)),
                    (.message, layout.messageField(keyboard: keyboard)), (.send, layout.sendButton(keyboard: keyboard))]
        case .profile:
            let viewport = layout.profileViewport
            let logout = Self.clip(layout.profileRow(2, offset: profileScroll.offset(at: now)), to: viewport)
            return tabTargets + (logout.map { [(Target.logout, $0)] } ?? [])
        }
    }

    private var tabTargets: [(target: Target, frame: Rect)] {
        [(.chatsTab, layout.chatsTab), (.profileTab, layout.profileTab)]
    }

    private var rowTargets: [(target: Target, frame: Rect)] {
        guard !showsNoConversations else { return [] }
        let viewport = layout.chatsViewport
        let offset = chatsScroll.offset(at: now)
        return conversations.indices.compactMap { index in
            let row = layout.row(index, height: MessengerLayout.conversationRowHeight, in: viewport, offset: offset)
            return Self.clip(row, to: viewport).map { (Target.row(index + 1), $0) }
        }
    }

    private var deleteTarget: [(target: Target, frame: Rect)] {
        guard let frame = openDeleteButton else { return [] }
        return [(.delete, frame)]
    }

    /// The open row's Delete button, clipped to the list (M8).
    var openDeleteButton: Rect? {
        guard let swipe = rowSwipe, swipe.isOpen, !showsNoConversations,
              conversations.indices.contains(swipe.index), conversations[swipe.index].id == swipe.rowID
        else { return nil }
        let viewport = layout.chatsViewport
        let row = layout.row(swipe.index, height: MessengerLayout.conversationRowHeight, in: viewport,
                             offset: chatsScroll.offset(at: now))
        let width = MessengerLayout.deleteButtonWidth
        return Self.clip(Rect(x: row.maxX - width, y: row.minY, width: width, height: row.height), to: viewport)
    }

    private var resultTargets: [(target: Target, frame: Rect)] {
        guard let search = newConversation, search.hasResults else { return [] }
        let viewport = layout.resultsViewport
        let offset = search.scroll.offset(at: now)
        return search.results.indices.compactMap { index in
            let row = layout.row(index, height: MessengerLayout.resultRowHeight, in: viewport, offset: offset)
            return Self.clip(row, to: viewport).map { (Target.result(index + 1), $0) }
        }
    }

    /// `rect`'s part inside `area`, or nil when none is.
    static func clip(_ rect: Rect, to area: Rect) -> Rect? {
        let top = max(rect.minY, area.minY)
        let bottom = min(rect.maxY, area.maxY)
        let left = max(rect.minX, area.minX)
        let right = min(rect.maxX, area.maxX)
        guard bottom > top, right > left else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    // MARK: - Scroll views (M10)

    /// The list under `point` on the screen on top, if any (not where the keyboard is).
    func scrollArea(at point: Point) -> ScrollArea? {
        if keyboard.isUp, layout.keyboardFrame.contains(point) { return nil }
        let area: ScrollArea
        switch screen {
        case .chats: area = .chats
        case .newConversation: area = .results
        case .chat: area = .chat
        case .profile: area = .profile
        case .login, .register: return nil
        }
        return viewport(of: area).contains(point) ? area : nil
    }

    /// A list's visible area (the chat's over the keyboard's final frame).
    public func viewport(of area: ScrollArea) -> Rect {
        switch area {
        case .chats: layout.chatsViewport
        case .results: layout.resultsViewport
        case .chat: layout.chatViewport(keyboard: keyboardFinalHeight)
        case .profile: layout.profileViewport
        }
    }

    /// A list's content height.
    public func contentHeight(of area: ScrollArea) -> Double {
        switch area {
        case .chats:
            return showsNoConversations ? 0 : Double(conversations.count) * MessengerLayout.conversationRowHeight
        case .results:
            guard let search = newConversation, search.hasResults else { return 0 }
            return Double(search.results.count) * MessengerLayout.resultRowHeight
        case .chat:
            guard let chat, let account else { return 0 }
            return layout.chatContentHeight(chat.messages, ownEmail: account.safeEmail)
        case .profile:
            return MessengerLayout.profileContentHeight
        }
    }

    /// How far a list scrolls: its content less its visible height, at least 0.
    public func maxOffset(of area: ScrollArea) -> Double {
        max(contentHeight(of: area) - viewport(of: area).height, 0)
    }

    /// A list's scroll state.
    public func scroll(of area: ScrollArea) -> ScrollState {
        switch area {
        case .chats: chatsScroll
        case .results: newConversation?.scroll ?? ScrollState()
        case .chat: chat?.scroll ?? ScrollState()
        case .profile: profileScroll
        }
    }

    mutating func setScroll(_ state: ScrollState, of area: ScrollArea) {
        switch area {
        case .chats: chatsScroll = state
        case .results: newConversation?.scroll = state
        case .chat: chat?.scroll = state
        case .profile: profileScroll = state
        }
    }
}

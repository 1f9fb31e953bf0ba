import Gestures

/// Where each target is (M12) and what a touch lands on: final frames, as UIKit hit-tests the
/// model layer, so a keyboard that started rising or a screen being pushed take touches at
/// their final frames at once. Both read the screen's views (``screenViews(chatContent:)``).
extension MessengerPhone {
    /// The target's frame on screen, or nil when it is not on the screen on top (a scenario's
    /// tap then fails "not on screen"). A row or result is clipped to its list's visible area.
    /// A dialog's buttons are on screen while it is presented; the screen's targets stay on
    /// screen under a dialog, the keyboard or a spinner (a touch there then lands on what covers
    /// them, as on a device).
    public func frame(of target: Target) -> Rect? {
        if case .button(let title) = target {
            guard let dialog, let index = dialog.buttons.firstIndex(where: { $0.title == title }) else { return nil }
            return DialogLayout(dialog, in: layout).buttons[index]
        }
        if target == .returnKey { return keyboard.isUp ? layout.returnKey : nil }
        return screenViews().frame(of: target)
    }

    /// The target under `point`, or nil where nothing answers: what is drawn on top there
    /// gets the touch (a dialog, the keyboard, the spinner, then the screen), as the kit
    /// hit-tests the screen's views.
    public func hitTest(_ point: Point) -> Target? {
        var arena = self.arena
        let views = screenViews()
        if !views.isShown(in: arena) {
            try? arena.update(screen: screenSize, views: views.views, recognizers: views.gestureRecognizers)
        }
        guard let view = arena.hitTest(point, at: now), view > 0 else { return nil }
        return Target(name: arena.views[view].name)
    }

    /// The open row's Delete button, clipped to the list (M8).
    var openDeleteButton: Rect? {
        guard let swipe = rowSwipe, swipe.isOpen, !showsNoConversations,
              conversations.indices.contains(swipe.index), conversations[swipe.index].id == swipe.rowID
        else { return nil }
        let viewport = layout.chatsViewport
        let row = layout.row(swipe.index, height: MessengerLayout.conversationRowHeight, in: viewport,
                             offset: listOffset(ViewName.chatsList))
        let width = MessengerLayout.deleteButtonWidth
        return Self.clip(Rect(x: row.maxX - width, y: row.minY, width: width, height: row.height), to: viewport)
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

    // MARK: - Lists (M10)

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

    /// How far a list of the screen is scrolled now (content scrolled up by this much; 0 shows
    /// the top): the kit's scroll view's offset, which it moves, coasts and returns.
    public func offset(of area: ScrollArea) -> Double {
        switch area {
        case .chats: listOffset(ViewName.chatsList)
        case .profile: listOffset(ViewName.profileList)
        case .results: newConversation.map(offset(of:)) ?? 0
        case .chat: chat.map(offset(of:)) ?? 0
        }
    }

    /// How far a chat's messages are scrolled now: the open one's, or one still moving off.
    public func offset(of chat: ChatScreen) -> Double {
        listOffset(ViewName.messages(chat.serial))
    }

    /// How far New Conversation's results are scrolled now: the presented one's, or one still
    /// moving off.
    public func offset(of search: NewConversationScreen) -> Double {
        listOffset(ViewName.results(search.number))
    }

    /// A list's scroll position on the kit's axis (offset, motion, limits), nil before the kit
    /// has had the list.
    public func scrollAxis(of area: ScrollArea) -> ScrollAxis? {
        let name: String? = switch area {
        case .chats: ViewName.chatsList
        case .profile: ViewName.profileList
        case .results: newConversation.map { ViewName.results($0.number) }
        case .chat: chat.map { ViewName.messages($0.serial) }
        }
        return name.flatMap(listView).flatMap { arena.scrollAxes(of: $0)?.y }
    }
}

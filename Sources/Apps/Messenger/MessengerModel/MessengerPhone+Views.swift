import Gestures

/// The screens as the kit's views and recognizers (docs/messenger.md, "The screens as views"):
/// every tappable target a button with R13's slop, each list a scroll view of the kit, the edge
/// pop an edge pan on the chat, a row's swipe a pan on the row; then the keyboard, the picker and
/// the dialog over them. Hit-testing and targets' frames read the same description, at final
/// frames (M12).
extension MessengerPhone {
    /// The names the phone gives its views and recognizers; a button is named as its target
    /// (``Target/name``, written out where it is made).
    /// (Short: a world's timeline draws them after the user's name, in 18 characters.)
    enum ViewName {
        static let chatsList = "chats"
        static let profileList = "profile"
        static let chat = "chat"
        static let spinner = "spinner"
        static let openRowShield = "open-row-shield"
        static let keyboard = "keyboard"
        static let picker = "picker"
        static let dialog = "dialog"
        static let edgePop = "edge-pop"
        static let rowSwipePrefix = "swipe-row-"

        /// A chat's messages, by the chat's serial number.
        static func messages(_ serial: Int) -> String { "chat-\(serial)" }
        /// New Conversation's users found, by its number.
        static func results(_ number: Int) -> String { "users-\(number)" }
        static func rowSwipe(_ number: Int) -> String { rowSwipePrefix + "\(number)" }
    }

    /// The screen as it is now. The open chat's list is `chatContent` high when given; otherwise
    /// as high as the arena has it (its content matters only to the kit, while a finger drags it).
    func screenViews(chatContent: Double? = nil) -> ScreenViews {
        var views = ScreenViews()
        let top = screen
        addHiddenLists(to: &views, top: top)
        switch top {
        case .login:
            views.add("register", frame: layout.rightBarButton(title: "Register"), target: .register)
            views.add("email", frame: layout.formBox(0), target: .email)
            views.add("password", frame: layout.formBox(1), target: .password)
            views.add("login", frame: layout.formBox(2), target: .login)
        case .register:
            views.add("back", frame: layout.backButton(title: "Log In"), target: .back)
            views.add("avatar", frame: layout.logo, target: .avatar)
            views.add("first-name", frame: layout.formBox(0), target: .firstName)
            views.add("last-name", frame: layout.formBox(1), target: .lastName)
            views.add("email", frame: layout.formBox(2), target: .email)
            views.add("password", frame: layout.formBox(3), target: .password)
            views.add("register", frame: layout.formBox(4), target: .register)
        case .chats:
            addChats(to: &views)
        case .newConversation:
            addNewConversation(to: &views)
        case .chat:
            addChat(to: &views, content: chatContent)
        case .profile:
            let viewport = layout.profileViewport
            let offset = listOffset(ViewName.profileList)
            views.addList(ViewName.profileList, frame: viewport, content: MessengerLayout.profileContentHeight)
            if let logout = Self.clip(layout.profileRow(2, offset: offset), to: viewport) {
                views.add("logout", target: .logout, screenFrame: logout, in: ViewName.profileList, at: viewport,
                          offset: offset)
            }
            addTabs(to: &views)
        }
        if showsSpinner, top != .newConversation {
            // JGProgressHUD takes the screen's touches below the navigation bar (New Conversation's
            // results, the only thing there, are empty while it shows).
            views.add(ViewName.spinner, frame: Rect(x: 0, y: layout.contentTop, width: layout.width,
                                                    height: layout.height - layout.contentTop))
        }
        if keyboard.isUp {
            views.add(ViewName.keyboard, frame: layout.keyboardFrame)
            views.add("return", frame: layout.returnKey, target: .returnKey)
        }
        if picker != nil { views.add(ViewName.picker, frame: layout.screen) }
        if let dialog {
            // A dialog takes every touch; outside its buttons nothing happens.
            views.add(ViewName.dialog, frame: layout.screen)
            let frames = DialogLayout(dialog, in: layout).buttons
            for (button, frame) in zip(dialog.buttons, frames) {
                views.add(button.title, frame: frame, target: .button(button.title), parent: ViewName.dialog)
            }
        }
        return views
    }

    /// The lists of screens under the one on top, and of screens still moving off, hidden: the
    /// kit keeps their offsets and motions while they are not on top.
    private func addHiddenLists(to views: inout ScreenViews, top: ScreenName) {
        if top != .chats {
            views.addList(ViewName.chatsList, frame: layout.chatsViewport, content: contentHeight(of: .chats), hidden: true)
        }
        if top != .profile {
            views.addList(ViewName.profileList, frame: layout.profileViewport,
                          content: MessengerLayout.profileContentHeight, hidden: true)
        }
        if let chat, top != .chat, let height = listContent(ViewName.messages(chat.serial)) {
            views.addList(ViewName.messages(chat.serial), frame: viewport(of: .chat), content: height, hidden: true)
        }
        for transition in transitions {
            switch transition.layer {
            case .chat(let moving) where moving.serial != chat?.serial:
                let name = ViewName.messages(moving.serial)
                if let height = listContent(name) { views.addList(name, frame: viewport(of: .chat), content: height, hidden: true) }
            case .newConversation(let moving) where moving.number != newConversation?.number:
                let name = ViewName.results(moving.number)
                if let height = listContent(name) {
                    views.addList(name, frame: layout.resultsViewport, content: height, hidden: true)
                }
            default:
                break
            }
        }
    }

    private func addChats(to views: inout ScreenViews) {
        let viewport = layout.chatsViewport
        let offset = listOffset(ViewName.chatsList)
        views.addList(ViewName.chatsList, frame: viewport, content: contentHeight(of: .chats))
        if !showsNoConversations {
            for index in conversations.indices {
                let row = layout.row(index, height: MessengerLayout.conversationRowHeight, in: viewport, offset: offset)
                guard let shown = Self.clip(row, to: viewport) else { continue }
                let name = "row-\(index + 1)"
                views.add(name, target: .row(index + 1), screenFrame: shown, in: ViewName.chatsList, at: viewport, offset: offset)
                views.attach(ViewName.rowSwipe(index + 1), to: name, isEdgePop: false)
            }
        }
        views.add("compose", frame: layout.composeButton, target: .compose)
        addTabs(to: &views)
        if let delete = openDeleteButton {
            // M8: while a row is open, a touch anywhere but on its Delete only closes it.
            views.add(ViewName.openRowShield, frame: layout.screen)
            views.add("delete", frame: delete, target: .delete)
        }
    }

    private func addTabs(to views: inout ScreenViews) {
        views.add("tab-chats", frame: layout.chatsTab, target: .chatsTab)
        views.add("tab-profile", frame: layout.profileTab, target: .profileTab)
    }

    private func addNewConversation(to views: inout ScreenViews) {
        guard let search = newConversation else { return }
        let viewport = layout.resultsViewport
        let name = ViewName.results(search.number)
        let offset = listOffset(name)
        views.addList(name, frame: viewport, content: contentHeight(of: .results))
        if search.hasResults {
            for index in search.results.indices {
                let row = layout.row(index, height: MessengerLayout.resultRowHeight, in: viewport, offset: offset)
                guard let shown = Self.clip(row, to: viewport) else { continue }
                views.add("result-\(index + 1)", target: .result(index + 1), screenFrame: shown, in: name, at: viewport,
                          offset: offset)
            }
        }
        views.add("cancel", frame: layout.rightBarButton(title: "Cancel"), target: .cancel)
        views.add("search-field", frame: layout.searchBar, target: .searchField)
    }

    private func addChat(to views: inout ScreenViews, content: Double?) {
        guard let chat else { return }
        let name = ViewName.messages(chat.serial)
        let viewport = viewport(of: .chat)
        views.add(ViewName.chat, frame: layout.screen)
        views.addList(name, frame: viewport, content: content ?? listContent(name) ?? viewport.height, parent: ViewName.chat)
        let keyboard = keyboardFinalHeight
        views.add("back", frame: layout.backButton(title: "Chats"), target: .back, parent: ViewName.chat)
        views.add("attach", frame: layout.attachButton(keyboard: keyboard), target: .attach, parent: ViewName.chat)
        views.add("message", frame: layout.messageField(keyboard: keyboard), target: .message, parent: ViewName.chat)
        views.add("send", frame: layout.sendButton(keyboard: keyboard), target: .send, parent: ViewName.chat)
        views.attach(ViewName.edgePop, to: ViewName.chat, isEdgePop: true)
    }

    // MARK: - The arena's lists

    /// The list `name`'s view in the arena, if it has one.
    func listView(_ name: String) -> ViewID? {
        guard let view = arena.view(named: name), arena.scrollAxes(of: view) != nil else { return nil }
        return view
    }

    /// How far the list `name` is scrolled now (0 for one the arena does not have yet).
    func listOffset(_ name: String) -> Double {
        guard let view = listView(name) else { return 0 }
        return arena.contentOffset(of: view, at: now).y
    }

    /// The content height the arena has for the list `name`, if it has the list.
    func listContent(_ name: String) -> Double? {
        guard let view = listView(name) else { return nil }
        return arena.views[view].scroll?.content.height
    }
}

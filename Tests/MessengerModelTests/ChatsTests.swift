import Testing
@testable import MessengerModel

/// M4 and M5: the conversations list, New Conversation's search, and what a result opens.
@Suite struct ChatsTests {
    static let bobRow = ConversationRow(id: "conversation_1", otherUserEmail: "bob-example-com", name: "Bob ",
                                        latestMessage: "hi")
    static let carolRow = ConversationRow(id: "conversation_2", otherUserEmail: "carol-example-com",
                                          name: "Carol Diaz", latestMessage: "yo")
    static let users = [UserEntry(name: "Alice Martin", email: "alice-example-com"),
                        UserEntry(name: "Bob ", email: "bob-example-com"),
                        UserEntry(name: "bobby Tables", email: "bobby-example-com"),
                        UserEntry(name: "Carol Diaz", email: "carol-example-com")]

    /// A signed-in phone whose list holds `rows`.
    static func listing(_ rows: [ConversationRow]) -> PhoneRig {
        var rig = PhoneRig()
        _ = rig.drain()
        rig.send(.conversationsChanged(rows))
        return rig
    }

    @Test func theListFollowsTheObserverInStoredOrder() {
        var rig = Self.listing([Self.bobRow, Self.carolRow])
        #expect(rig.phone.rowNames == ["Bob ", "Carol Diaz"])
        rig.send(.conversationsChanged([Self.carolRow]))
        #expect(rig.phone.rowNames == ["Carol Diaz"])
        #expect(rig.phone.frame(of: .row(2)) == nil)
    }

    @Test func noConversationsHidesTheTableButKeepsTheRows() {
        var rig = Self.listing([Self.bobRow])
        rig.send(.conversationsChanged([]))
        #expect(rig.phone.showsNoConversations)
        #expect(rig.phone.rowNames.isEmpty)
        #expect(rig.phone.conversations == [Self.bobRow])
        #expect(rig.phone.frame(of: .row(1)) == nil)
    }

    @Test func aRowPushesItsChatWhichFocusesAndObservesWhenThePushEnds() {
        var rig = Self.listing([Self.bobRow])
        rig.tap(.row(1))
        #expect(rig.phone.screen == .chat)
        #expect(rig.phone.title == "Bob ")
        #expect(rig.phone.chat?.conversationID == "conversation_1")
        #expect(rig.drainKinds().isEmpty)
        #expect(!rig.phone.keyboard.isUp)
        rig.wait(0.349)
        #expect(rig.drainKinds().isEmpty)
        rig.wait(0.001)
        #expect(rig.phone.focus == .message)
        #expect(rig.phone.keyboard.isUp)
        #expect(rig.drainKinds() == [.observeMessages(conversation: "conversation_1")])
    }

    @Test func rowsAre120PointsUnderTheNavigationBar() {
        let rig = Self.listing([Self.bobRow, Self.carolRow])
        #expect(rig.phone.frame(of: .row(1)) == Rect(x: 0, y: 64, width: 375, height: 120))
        #expect(rig.phone.frame(of: .row(2)) == Rect(x: 0, y: 184, width: 375, height: 120))
    }

    @Test func composePresentsNewConversationWithTheSearchBarFocusedAtTheTap() {
        var rig = Self.listing([])
        rig.tap(.compose)
        #expect(rig.phone.screen == .newConversation)
        #expect(rig.phone.focusedTarget == .searchField)
        #expect(rig.phone.keyboard.isUp)
        #expect(rig.phone.keyboard.start == rig.now)
        #expect(rig.phone.transitions.map(\.duration) == [0.3])
        rig.tap(.cancel)
        #expect(rig.phone.screen == .chats)
        #expect(!rig.phone.keyboard.isUp)
    }

    @Test func theFirstSearchReadsUsersOnceAndFiltersByLowerCasedPrefix() {
        var rig = Self.listing([])
        rig.tap(.compose)
        rig.type("Bo")
        rig.tap(.returnKey)
        #expect(!rig.phone.keyboard.isUp)
        #expect(rig.phone.showsSpinner)
        rig.answer(.usersLoaded(Self.users), to: rig.single())
        #expect(rig.phone.rowNames == ["Bob ", "bobby Tables"])
        #expect(!rig.phone.showsSpinner)
        rig.tap(.searchField)
        rig.type("al", replacing: true)
        rig.tap(.returnKey)
        #expect(rig.drainKinds().isEmpty)
        // The user herself is left out: "No Results".
        #expect(rig.phone.rowNames.isEmpty)
        #expect(rig.phone.newConversation?.hasResults == true)
    }

    @Test func aSearchOfSpacesDoesNothing() {
        var rig = Self.listing([])
        rig.tap(.compose)
        rig.type("  ")
        rig.tap(.returnKey)
        #expect(rig.phone.keyboard.isUp)
        #expect(rig.drainKinds().isEmpty)
    }

    /// New Conversation searched for "Bo" with the users answered.
    static func searched(_ rows: [ConversationRow]) -> PhoneRig {
        var rig = listing(rows)
        rig.tap(.compose)
        rig.type("Bo")
        rig.tap(.returnKey)
        rig.answer(.usersLoaded(users), to: rig.single())
        return rig
    }

    @Test func aResultInTheOwnListOpensItWhenTheDismissalEnds() {
        var rig = Self.searched([Self.bobRow])
        rig.tap(.result(1))
        #expect(rig.phone.screen == .chats)
        #expect(rig.phone.chat == nil)
        rig.wait(0.299)
        #expect(rig.phone.chat == nil)
        rig.wait(0.001)
        #expect(rig.phone.chat?.conversationID == "conversation_1")
        #expect(rig.drainKinds().isEmpty)
    }

    @Test func aResultNotInTheListAsksConversationExists() {
        var rig = Self.searched([Self.carolRow])
        rig.tap(.result(2))
        #expect(rig.drainKinds().isEmpty)
        rig.wait(0.3)
        let ask = rig.single()
        #expect(ask.kind == .conversationExists(otherEmail: "bobby-example-com"))
        rig.answer(.conversationFound("conversation_9"), to: ask)
        #expect(rig.phone.chat?.conversationID == "conversation_9")
        #expect(rig.phone.chat?.title == "bobby Tables")
    }

    @Test func noConversationFoundOpensANewChat() {
        var rig = Self.searched([])
        rig.tap(.result(1))
        rig.wait(0.3)
        rig.answer(.conversationFound(nil), to: rig.single())
        #expect(rig.phone.chat?.isNewConversation == true)
        #expect(rig.phone.chat?.otherEmail == "bob-example-com")
        rig.wait(0.35)
        #expect(rig.drainKinds().isEmpty)
        #expect(rig.phone.focus == .message)
    }

    @Test func theHiddenListStillDecidesWhatAResultOpens() {
        var rig = Self.listing([Self.bobRow])
        rig.send(.conversationsChanged([]))
        rig.tap(.compose)
        rig.type("Bo")
        rig.tap(.returnKey)
        rig.answer(.usersLoaded(Self.users), to: rig.single())
        rig.tap(.result(1))
        rig.wait(0.3)
        #expect(rig.phone.chat?.conversationID == "conversation_1")
    }
}

import MessengerBackend
import MessengerData
import Testing

@Suite("The atomic data layer: one id per pair, children by key, one update per message")
struct AtomicLayerTests {
    @Test("registering writes the names and the users child in one update")
    func insertUser() throws {
        let world = DataHarness(.atomic, users: ["bob", "alice"])
        #expect(try world.server("alice-example-com") == ["first_name": "Alice", "last_name": "Martin"])
        #expect(try world.server("users") == ["alice-example-com": ["name": "Alice Martin"], "bob-example-com": ["name": "Bob "]])
        #expect(world.results("setup").map(\.time) == [0.25, 0.5])
    }

    @Test("the search lists users in key order")
    func getAllUsers() {
        var world = DataHarness(.atomic, users: ["carol", "alice", "bob"])
        world.start(0, .getAllUsers, caller: "search", at: 10)
        world.settle()
        #expect(world.results("search").map(\.result) == [.users([
            ChatUser(name: "Alice Martin", safeEmail: "alice-example-com"),
            ChatUser(name: "Bob ", safeEmail: "bob-example-com"),
            ChatUser(name: "Carol ", safeEmail: "carol-example-com"),
        ])])
    }

    @Test("the conversation id is the pair's, whoever asks, at once")
    func conversationID() {
        var world = DataHarness(.atomic, users: ["alice", "bob"])
        world.start(0, .conversationExists(otherEmail: "bob-example-com"), caller: "alice", at: 10)
        world.start(1, .conversationExists(otherEmail: "alice-example-com"), caller: "bob", at: 10)
        let id = "conversation_alice-example-com_bob-example-com"
        #expect(world.results("alice").map(\.result) == [.conversation(id)])
        #expect(world.results("bob").map(\.result) == [.conversation(id)])
        #expect(world.results("bob").map(\.time) == [10])
        #expect(DataLayer<String>.atomicConversationID("b", "a") == "conversation_a_b")
        #expect(DataLayer<String>.atomicConversationID("10", "9") == "conversation_9_10")
    }

    @Test("a message and both users' entries are one update, dated by the server")
    func sendMessage() throws {
        var world = DataHarness(.atomic, users: ["alice", "bob"])
        let message = world.message("hi", from: 0, to: 1, at: 10)
        world.start(0, .createNewConversation(otherEmail: "bob-example-com", name: "Bob ", message: message), caller: "send", at: 10)
        world.settle()
        #expect(world.results("send").map(\.result) == [.finished(true)])
        #expect(world.results("send").map(\.time) == [10.25])
        let id = "conversation_alice-example-com_bob-example-com"
        let date = DatabaseValue.number(BackendDates.timestamp(at: 10.125))
        #expect(try world.server("\(id)/messages") == ["alice-example-com-000001": [
            "id": "alice-example-com-000001", "type": "text", "content": "hi", "date": date,
            "sender_email": "alice-example-com", "is_read": false, "name": "Bob ",
        ]])
        let latest: DatabaseValue = ["date": date, "message": "hi", "is_read": false]
        #expect(try world.server("alice-example-com/conversations") == [
            id: ["other_user_email": "bob-example-com", "name": "Bob ", "latest_message": latest],
        ])
        #expect(try world.server("bob-example-com/conversations") == [
            id: ["other_user_email": "alice-example-com", "name": "Alice Martin", "latest_message": latest],
        ])
        #expect(world.backend.summary.inFlight == 0)
    }

    @Test("lists show the newest latest message first; chats show messages by date, then key")
    func order() throws {
        var world = DataHarness(.atomic, users: ["alice", "bob", "carol"])
        world.start(0, .observeConversations, caller: "alice's list", at: 10)
        world.send("to bob", from: 0, to: 1, in: "conversation_alice-example-com_bob-example-com", at: 11)
        world.send("from carol", from: 2, to: 0, in: "conversation_alice-example-com_carol-example-com", at: 12)
        world.settle()
        let lists = world.results("alice's list").map(\.result)
        guard case .conversations(let newest?) = lists.last else {
            Issue.record("no list: \(lists)")
            return
        }
        #expect(newest.map(\.latestMessage) == ["from carol", "to bob"])
        #expect(newest.map(\.latestDate) == ["2026-01-01T00:00:12.125Z", "2026-01-01T00:00:11.125Z"])
        #expect(lists.first == .conversations([]))
        // Two messages applied at one instant share a date: by key.
        let chat = "conversation_alice-example-com_bob-example-com"
        world.send("b", from: 1, to: 0, in: chat, at: 20)
        world.send("a", from: 0, to: 1, in: chat, at: 20)
        world.start(1, .observeMessages(conversation: chat), caller: "bob's chat", at: 30)
        world.settle()
        guard case .messages(let messages?, _) = world.results("bob's chat").last?.result else {
            Issue.record("no messages")
            return
        }
        #expect(messages.map(\.content) == ["to bob", "a", "b"])
        #expect(messages.map(\.id) == ["alice-example-com-000001", "alice-example-com-000002", "bob-example-com-000001"])
    }

    @Test("deleting sets the user's entry to null")
    func deleteConversation() throws {
        var world = DataHarness(.atomic, users: ["alice", "bob"])
        let chat = "conversation_alice-example-com_bob-example-com"
        world.send("hi", from: 0, to: 1, in: chat, at: 10)
        world.start(0, .deleteConversation(id: chat), caller: "delete", at: 11)
        world.settle()
        #expect(world.results("delete").map(\.result) == [.finished(true)])
        #expect(try world.server("alice-example-com/conversations") == nil)
        #expect(try world.server("bob-example-com/conversations/\(chat)/name") == "Alice Martin")
        #expect(try world.server("\(chat)/messages")?.children.count == 1)
    }
}

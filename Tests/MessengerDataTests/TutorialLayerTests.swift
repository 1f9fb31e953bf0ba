import MessengerBackend
import MessengerData
import Testing

@Suite("The tutorial's data layer, step by step as its code does")
struct TutorialLayerTests {
    @Test("registering sets the user's node, then reads users and writes it back with the new entry")
    func insertUser() throws {
        let world = DataHarness(.tutorial, users: ["alice", "bob"])
        #expect(try world.server("alice-example-com") == ["first_name": "Alice", "last_name": "Martin"])
        #expect(try world.server("bob-example-com") == ["first_name": "Bob", "last_name": ""])
        #expect(try world.server("users") == [
            ["name": "Alice Martin", "email": "alice-example-com"], ["name": "Bob ", "email": "bob-example-com"],
        ])
        // Set the node (a round trip), read users (another), write them (a third).
        #expect(world.results("setup").map(\.time) == [0.75, 1.5])
        #expect(world.results("setup").map(\.result) == [.finished(true), .finished(true)])
    }

    @Test("a users value that is not a list of string dictionaries is replaced by a one-entry list", arguments: [
        DatabaseValue.map(["0": ["name": "Zed", "email": "zed"], "2": ["name": "Yan", "email": "yan"]]),   // a gap
        ["zed": ["name": "Zed"]],                                                                          // a map
        [["name": "Zed", "email": "zed", "age": 3]],                                                       // not all strings
    ])
    func insertUserReplacesAnOddList(users: DatabaseValue) throws {
        let usersPath = try DatabasePath.parse("users").get()
        let world = DataHarness(.tutorial, users: ["alice"]) { $0.setUpValue(users, at: usersPath) }
        #expect(try world.server("users") == [["name": "Alice Martin", "email": "alice-example-com"]])
    }

    @Test("a users list is appended to")
    func insertUserAppends() throws {
        let usersPath = try DatabasePath.parse("users").get()
        let world = DataHarness(.tutorial, users: ["alice"]) {
            $0.setUpValue([["name": "Zed", "email": "zed"]], at: usersPath)
        }
        #expect(try world.server("users") == [["name": "Zed", "email": "zed"], ["name": "Alice Martin", "email": "alice-example-com"]])
    }

    @Test("the search reads users once, in stored order")
    func getAllUsers() {
        var world = DataHarness(.tutorial, users: ["alice", "bob", "carol"])
        world.start(2, .getAllUsers, caller: "search", at: 10)
        world.settle()
        #expect(world.results("search").map(\.result) == [.users([
            ChatUser(name: "Alice Martin", safeEmail: "alice-example-com"),
            ChatUser(name: "Bob ", safeEmail: "bob-example-com"),
            ChatUser(name: "Carol ", safeEmail: "carol-example-com"),
        ])])
        #expect(world.results("search").map(\.time) == [10.25])
    }

    @Test("whether a user's node exists")
    func userExists() {
        var world = DataHarness(.tutorial, users: ["alice"])
        world.start(0, .userExists(email: "alice@example.com"), caller: "alice", at: 10)
        world.start(0, .userExists(email: "dave@example.com"), caller: "dave", at: 10)
        world.start(0, .userExists(email: "odd#@example.com"), caller: "odd", at: 10)
        world.settle()
        #expect(world.results("alice").map(\.result) == [.exists(true)])
        #expect(world.results("dave").map(\.result) == [.exists(false)])
        #expect(world.results("odd").map(\.result) == [.exists(false)])
        #expect(world.results("odd").map(\.time) == [10])
    }

    @Test("creating a conversation: read my node; then read theirs and write mine; then the conversation")
    func createNewConversation() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        world.start(0, .conversationExists(otherEmail: "bob-example-com"), caller: "exists", at: 10)
        let first = world.message("hi", from: 0, to: 1, at: 11)
        world.start(0, .createNewConversation(otherEmail: "bob-example-com", name: "Bob ", message: first), caller: "create", at: 11)
        world.settle()
        #expect(world.results("exists").map(\.result) == [.conversation(nil)])
        #expect(world.results("create").map(\.time) == [11.75])
        #expect(world.results("create").map(\.result) == [.finished(true)])
        let id = "conversation_bob-example-com_alice-example-com_2026-01-01T00:00:11,000Z"
        let latest: DatabaseValue = ["date": "2026-01-01T00:00:11.000Z", "message": "hi", "is_read": false]
        #expect(try world.server("\(id)/messages") == [[
            "id": "bob-example-com_alice-example-com_2026-01-01T00:00:11,000Z", "type": "text", "content": "hi",
            "date": "2026-01-01T00:00:11.000Z", "sender_email": "alice-example-com", "is_read": false, "name": "Bob ",
        ]])
        #expect(try world.server("alice-example-com/conversations") == [
            ["id": .string(id), "other_user_email": "bob-example-com", "name": "Bob ", "latest_message": latest],
        ])
        #expect(try world.server("bob-example-com/conversations") == [
            ["id": .string(id), "other_user_email": "alice-example-com", "name": "Alice Martin", "latest_message": latest],
        ])
        world.start(1, .conversationExists(otherEmail: "alice-example-com"), caller: "found", at: 20)
        world.settle()
        #expect(world.results("found").map(\.result) == [.conversation(id)])
    }

    @Test("sending: the message appended to the list, then my entry's latest message, then theirs")
    func sendMessage() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        let id = world.startConversation("hi", from: 0, to: 1, at: 10)
        world.send("hello", from: 1, to: 0, in: id, caller: "send", at: 20)
        world.settle()
        // Three reads and three writes, one after the other.
        #expect(world.results("send").map(\.time) == [21.5])
        #expect(world.results("send").map(\.result) == [.finished(true)])
        #expect(try world.server("\(id)/messages")?.arrayValue?.count == 2)
        #expect(try world.server("\(id)/messages/1/content") == "hello")
        #expect(try world.server("alice-example-com/conversations/0/latest_message/message") == "hello")
        #expect(try world.server("bob-example-com/conversations/0/latest_message/message") == "hello")
        #expect(try world.server("bob-example-com/conversations")?.arrayValue?.count == 1)
    }

    @Test("sending into a conversation with no messages list fails, writing nothing")
    func sendWithoutConversation() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        world.send("hi", from: 0, to: 1, in: "conversation_x", caller: "send", at: 10)
        world.settle()
        #expect(world.results("send").map(\.result) == [.finished(false)])
        #expect(try world.server("conversation_x") == nil)
    }

    @Test("deleting removes the first entry with the id; an id not in the list fails without writing")
    func deleteConversation() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        let id = world.startConversation("hi", from: 0, to: 1, at: 10)
        world.start(0, .deleteConversation(id: "conversation_other"), caller: "missing", at: 20)
        world.start(0, .deleteConversation(id: id), caller: "delete", at: 20)
        world.settle()
        #expect(world.results("missing").map(\.result) == [.finished(false)])
        #expect(world.results("delete").map(\.result) == [.finished(true)])
        #expect(try world.server("alice-example-com/conversations") == nil)
        #expect(try world.server("bob-example-com/conversations")?.arrayValue?.count == 1)
    }

    @Test("the conversations list and a chat's messages follow the server; absent is a failure (nil)")
    func observations() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        world.start(1, .observeConversations, caller: "bob's list", at: 10)
        let first = world.message("hi", from: 0, to: 1, at: 11)
        world.start(0, .createNewConversation(otherEmail: "bob-example-com", name: "Bob ", message: first), at: 11)
        world.settle()
        let id = "conversation_\(first.id)"
        world.start(1, .observeMessages(conversation: id), caller: "bob's chat", at: 20)
        world.settle()
        let entry = ConversationEntry(id: id, name: "Alice Martin", otherUserEmail: "alice-example-com", latestMessage: "hi",
                                      latestDate: "2026-01-01T00:00:11.000Z", isRead: false)
        #expect(world.results("bob's list").map(\.result) == [.conversations(nil), .conversations([entry])])
        #expect(world.results("bob's chat").map(\.result) == [.messages([ChatMessage(
            id: first.id, kind: .text, content: "hi", date: first.date, senderEmail: "alice-example-com", isRead: false,
            name: "Bob ")])])
        world.start(1, .stopObserving, caller: "bob's list", at: 30)
        world.start(0, .deleteConversation(id: id), at: 30)
        world.start(1, .deleteConversation(id: id), at: 31)
        world.settle()
        #expect(world.results("bob's list").count == 2)
    }
}

import MessengerBackend
import MessengerData
import Testing
import VirtualClock

@Suite("The cached user: the e-mail and the name, as the tutorial's UserDefaults keep them")
struct CachedUserTests {
    @Test("with only the e-mail cached (logged in, name not yet read), the list is observed and a message sent; a new conversation waits for the name", arguments: [DataLayerKind.tutorial, .atomic])
    func emailOnly(kind: DataLayerKind) throws {
        var world = DataHarness(kind, users: ["alice", "bob"])
        let id = world.startConversation("Hi", from: 1, to: 0, at: 10)
        world.cache { $0.setIdentity(nil, client: 0); $0.setEmail("alice@example.com", client: 0) }
        #expect(world.driver.state.layers[0].identity == nil)
        world.start(0, .observeConversations, caller: "list", at: 20)
        world.settle()
        #expect(world.results("list").count == 1)
        // The tutorial's send reads only the e-mail; the atomic layer writes the sender's name into
        // the other user's entry, so it needs the name too.
        world.send("Again", from: 0, to: 1, in: id, caller: "send", at: 30)
        world.settle()
        #expect(world.results("send").map(\.result) == (kind == .tutorial ? [.finished(true)] : []))
        let first = world.message("New", from: 0, to: 1, at: 40)
        world.start(0, .createNewConversation(otherEmail: "carol-example-com", name: "Carol ", message: first),
                    caller: "create", at: 40)
        world.settle()
        #expect(world.results("create").isEmpty)
        world.cache { $0.setName("Alice Martin", client: 0) }
        #expect(world.driver.state.layers[0].identity == ChatIdentity(email: "alice@example.com", name: "Alice Martin"))
        world.start(0, .createNewConversation(otherEmail: "carol-example-com", name: "Carol ", message: first),
                    caller: "create", at: 50)
        world.settle()
        #expect(world.results("create").map(\.result) == [.finished(true)])
    }

    @Test("with nothing cached (logged out), no operation that needs the user starts", arguments: [DataLayerKind.tutorial, .atomic])
    func nothingCached(kind: DataLayerKind) {
        var world = DataHarness(kind, users: ["alice", "bob"])
        world.cache { $0.setIdentity(nil, client: 0) }
        world.start(0, .observeConversations, caller: "list", at: 20)
        world.start(0, .conversationExists(otherEmail: "bob-example-com"), caller: "exists", at: 20)
        world.start(0, .deleteConversation(id: "c"), caller: "delete", at: 20)
        world.settle()
        #expect(world.results("list").isEmpty && world.results("exists").isEmpty && world.results("delete").isEmpty)
        #expect(world.backend.isQuiet)
    }
}

extension DataHarness {
    /// Changes the layers' cached users, as the screens do when logging in and out; the world is
    /// at rest (no timer pending), so a fresh driver on the changed state goes on from it.
    mutating func cache(_ change: (inout DataWorld<String>) -> Void) {
        var state = driver.state
        change(&state)
        driver = Driver(state: state)
    }
}

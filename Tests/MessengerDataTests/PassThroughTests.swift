import MessengerBackend
import MessengerData
import Testing

@Suite("Authentication, uploads and observations through the data layer")
struct PassThroughTests {
    @Test("create and sign in answer with the backend's result; offline with the network error")
    func authentication() {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        world.start(1, .signIn(email: "alice@example.com", password: "wrong!"), caller: "wrong", at: 10)
        world.start(1, .createAccount(email: "carol@example.com", password: "password1"), caller: "create", at: 10)
        world.network(0, online: false, at: 10)
        world.start(0, .signIn(email: "alice@example.com", password: "password1"), caller: "offline", at: 11)
        world.settle()
        #expect(world.results("wrong").map(\.result) == [.auth(.failed(.wrongPassword))])
        #expect(world.results("create").map(\.result) == [.auth(.signedIn(email: "carol@example.com"))])
        #expect(world.results("offline").map(\.result) == [.auth(.failed(.network))])
        #expect(world.results("offline").map(\.time) == [11])
        world.start(1, .signOut, at: 20)
        #expect(world.backend.signedInEmail(client: 1) == nil)
    }

    @Test("an upload answers with the stored file a round trip plus the upload time later")
    func upload() {
        var world = DataHarness(.atomic, users: ["alice"])
        world.start(0, .upload(.profilePicture(safeEmail: "alice-example-com"), content: "cat"), caller: "avatar", at: 10)
        world.settle()
        #expect(world.results("avatar").map(\.result)
                == [.uploaded(StoredFile(path: "images/alice-example-com_profile_picture.png", content: "cat"))])
        #expect(world.results("avatar").map(\.time) == [11.25])
    }

    @Test("stopping every observation ends them all")
    func stopAll() {
        var world = DataHarness(.atomic, users: ["alice", "bob"])
        world.start(0, .observeConversations, caller: "list", at: 10)
        world.start(0, .observeMessages(conversation: "conversation_alice-example-com_bob-example-com"), caller: "chat", at: 10)
        world.settle()
        #expect(world.driver.state.layers[0].runningCount == 2)
        world.start(0, .stopAllObservations, at: 20)
        #expect(world.driver.state.layers[0].runningCount == 0)
        world.send("hi", from: 1, to: 0, in: "conversation_alice-example-com_bob-example-com", at: 21)
        world.settle()
        #expect(world.results("list").count == 1 && world.results("chat").count == 1)
        #expect(world.backend.observedPaths(client: 0).isEmpty)
    }

    @Test("without a signed-in user, operations that need one do nothing, as the tutorial's guards")
    func noIdentity() {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        world.driver = .init(state: {
            var state = world.driver.state
            state.setIdentity(nil, client: 0)
            return state
        }())
        world.start(0, .conversationExists(otherEmail: "bob-example-com"), caller: "exists", at: 10)
        world.start(0, .observeConversations, caller: "list", at: 10)
        world.settle()
        #expect(world.results("exists").isEmpty && world.results("list").isEmpty)
        #expect(world.backend.isQuiet)
    }
}

import MessengerBackend
import MessengerData
import Testing

/// The seed's races, as the tutorial's layer has them and the atomic layer does not.
@Suite("Races: two users starting a conversation at once, two messages within a round trip")
struct RaceTests {
    /// Alice and Bob both look for their conversation at 10 s, find none, and start one each
    /// as soon as the answer comes.
    private func startTogether(_ kind: DataLayerKind) -> DataHarness {
        var world = DataHarness(kind, users: ["alice", "bob"])
        world.start(0, .conversationExists(otherEmail: "bob-example-com"), caller: "alice looks", at: 10)
        world.start(1, .conversationExists(otherEmail: "alice-example-com"), caller: "bob looks", at: 10)
        world.settle()
        let start = max(10, world.results("alice looks").first?.time ?? 10)
        world.start(0, .createNewConversation(otherEmail: "bob-example-com", name: "Bob ",
                                              message: world.message("hi bob", from: 0, to: 1, at: start)),
                    caller: "alice creates", at: start)
        world.start(1, .createNewConversation(otherEmail: "alice-example-com", name: "Alice Martin",
                                              message: world.message("hi alice", from: 1, to: 0, at: start)),
                    caller: "bob creates", at: start)
        world.settle()
        return world
    }

    @Test("tutorial: two users who start a conversation with each other at about the same time get two")
    func tutorialTwoConversations() throws {
        let world = startTogether(.tutorial)
        #expect(world.results("alice looks").map(\.result) == [.conversation(nil)])
        #expect(world.results("bob looks").map(\.result) == [.conversation(nil)])
        #expect(world.results("alice creates").map(\.result) == [.finished(true)])
        #expect(world.results("bob creates").map(\.result) == [.finished(true)])
        #expect(world.conversations(between: 0, 1) == 2)
        // Alice's branch read Bob's list before Bob wrote his node, then wrote it back with only
        // her entry: Bob's own entry is lost.
        #expect(try world.server("alice-example-com/conversations")?.arrayValue?.count == 2)
        #expect(try world.server("bob-example-com/conversations")?.arrayValue?.count == 1)
    }

    @Test("atomic: the same two users get one conversation holding both messages")
    func atomicOneConversation() throws {
        let world = startTogether(.atomic)
        #expect(world.conversations(between: 0, 1) == 1)
        #expect(try world.server("conversation_alice-example-com_bob-example-com/messages")?.children.count == 2)
        #expect(try world.server("alice-example-com/conversations")?.children.map(\.key) == ["conversation_alice-example-com_bob-example-com"])
        #expect(try world.server("bob-example-com/conversations")?.children.map(\.key) == ["conversation_alice-example-com_bob-example-com"])
    }

    /// A conversation Alice started, then two messages 0.05 s apart, within a round trip
    /// (0.25 s): from `senders`.
    private func twoMessages(_ kind: DataLayerKind, senders: (Int, Int)) throws -> (world: DataHarness, stored: Int) {
        var world = DataHarness(kind, users: ["alice", "bob"])
        let id = world.startConversation("first", from: 0, to: 1, at: 10)
        for (index, (sender, time)) in [(senders.0, 20.0), (senders.1, 20.05)].enumerated() {
            world.send("m\(index)", from: sender, to: 1 - sender, in: id, caller: "m\(index)", at: time)
        }
        world.settle()
        let messages = try world.server("\(id)/messages")
        return (world, messages?.children.count ?? 0)
    }

    @Test("tutorial: two messages sent by two users within a round trip lose one, though both report success",
          arguments: [(0, 1), (1, 0)])
    func tutorialLosesAMessage(first: Int, second: Int) throws {
        let (world, stored) = try twoMessages(.tutorial, senders: (first, second))
        #expect(world.results("m0").map(\.result) == [.finished(true)])
        #expect(world.results("m1").map(\.result) == [.finished(true)])
        #expect(stored == 2)    // the first message and only one of the two
    }

    @Test("tutorial: one phone's two quick messages are both kept: its second read sees its own pending write")
    func tutorialOnePhoneKeepsBoth() throws {
        let (_, stored) = try twoMessages(.tutorial, senders: (0, 0))
        #expect(stored == 3)
    }

    @Test("atomic: both messages are stored", arguments: [(0, 1), (1, 0), (0, 0)])
    func atomicKeepsBoth(first: Int, second: Int) throws {
        let (world, stored) = try twoMessages(.atomic, senders: (first, second))
        #expect(world.results("m0").map(\.result) == [.finished(true)])
        #expect(world.results("m1").map(\.result) == [.finished(true)])
        #expect(stored == 3)
    }

    @Test("messages a round trip apart are all kept by the tutorial too")
    func tutorialSlowEnough() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"])
        let id = world.startConversation("first", from: 0, to: 1, at: 10)
        world.send("a", from: 0, to: 1, in: id, at: 20)
        world.settle()
        world.send("b", from: 1, to: 0, in: id, at: 30)
        world.settle()
        #expect(try world.server("\(id)/messages")?.arrayValue?.compactMap { $0?["content"]?.stringValue } == ["first", "a", "b"])
    }

    @Test("tutorial: two users registering at once lose one of the two entries of users")
    func tutorialRegistration() throws {
        var world = DataHarness(.tutorial, users: ["alice", "bob"], registered: false)
        world.start(0, .insertUser(world.users[0]), caller: "alice", at: 0)
        world.start(1, .insertUser(world.users[1]), caller: "bob", at: 0)
        world.settle()
        #expect(world.results("alice").map(\.result) == [.finished(true)])
        #expect(world.results("bob").map(\.result) == [.finished(true)])
        #expect(try world.server("users")?.arrayValue?.count == 1)
        var atomic = DataHarness(.atomic, users: ["alice", "bob"], registered: false)
        atomic.start(0, .insertUser(atomic.users[0]), at: 0)
        atomic.start(1, .insertUser(atomic.users[1]), at: 0)
        atomic.settle()
        #expect(try atomic.server("users")?.children.count == 2)
    }
}

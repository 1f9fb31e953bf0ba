import MessengerBackend
import Testing

@Suite("Observers: the value on registration and after every change at or below the path, and nothing else")
struct ObserverTests {
    @Test("the first value comes a round trip after registering, absent as nil")
    func firstValue() throws {
        var world = BackendHarness(latencies: [0.25])
        let users = try path("users")
        world.setUp { $0.setUpValue(["1": ["name": "Bob "]], at: users) }
        world.request(0, .observe(try path("users")), tag: "users", at: 1)
        world.request(0, .observe(try path("nothing")), tag: "nothing", at: 1)
        world.settle()
        #expect(world.answers("users").map(\.time) == [1.5])
        #expect(world.answers("users").map(\.answer) == [.observed(try path("users"), ["1": ["name": "Bob "]])])
        #expect(world.answers("nothing").map(\.answer) == [.observed(try path("nothing"), nil)])
    }

    @Test("a change below the path, or above it, fires; a change beside it, or one that changes nothing, does not")
    func whatFires() throws {
        var world = BackendHarness(latencies: [0.25, 0.25])
        let users = try path("users")
        world.request(0, .observe(users), tag: "alice", at: 0)
        world.request(1, .setValue(try path("users/1/name"), "Bob"), at: 1)      // below: fires
        world.request(1, .setValue(try path("other"), 1), at: 2)                 // beside: nothing
        world.request(1, .setValue(try path("users/1/name"), "Bob"), at: 3)      // same value: nothing
        world.request(1, .setValue(.root, ["users": ["0": "x"], "other": 1]), at: 4)  // above, changing it: fires
        world.request(1, .setValue(try path("other"), 2), at: 5)                 // beside again
        world.settle()
        #expect(world.answers("alice").map(\.time) == [0.5, 1.5, 4.5])
        #expect(world.answers("alice").map(\.answer) == [
            .observed(users, nil), .observed(users, ["1": ["name": "Bob"]]), .observed(users, ["0": "x"]),
        ])
        // The server sends a listened path's value only when it changed.
        let data = world.traces(.delivered).filter {
            if case .data = $0.trace.content { return $0.trace.client == 0 }
            return false
        }
        #expect(data.map(\.time) == [0.5, 1.5, 4.5])
    }

    @Test("a second observer of a path the phone holds is answered at once, without asking the server again")
    func secondObserver() throws {
        var world = BackendHarness(latencies: [0.25])
        let x = try path("x")
        world.setUp { $0.setUpValue("v", at: x) }
        world.request(0, .observe(x), tag: "first", at: 0)
        world.request(0, .observe(x), tag: "second", at: 1)
        world.request(0, .observe(try path("x/below")), tag: "below", at: 1)
        world.settle()
        #expect(world.answers("second").map(\.time) == [1])
        #expect(world.answers("second").map(\.answer) == [.observed(x, "v")])
        #expect(world.answers("below").map(\.time) == [1])
        let listens = world.traces(.sent).filter { if case .listen = $0.trace.content { return true }; return false }
        #expect(listens.count == 2)     // x, then x/below
    }

    @Test("removing observers by tag stops them, and the server stops sending once none is left at the path")
    func removeByTag() throws {
        var world = BackendHarness(latencies: [0.25, 0.25])
        let x = try path("x")
        world.request(0, .observe(x), tag: "list", at: 0)
        world.request(0, .observe(x), tag: "chat", at: 0)
        world.request(0, .removeTaggedObservers, tag: "chat", at: 1)
        world.request(1, .setValue(x, 1), at: 2)
        world.request(0, .removeTaggedObservers, tag: "list", at: 3)
        world.request(1, .setValue(x, 2), at: 4)
        world.settle()
        #expect(world.answers("chat").map(\.time) == [0.5])
        #expect(world.answers("list").map(\.time) == [0.5, 2.5])
        #expect(world.backend.observedPaths(client: 0).isEmpty)
        let unlistens = world.traces(.sent).filter { if case .unlisten = $0.trace.content { return true }; return false }
        #expect(unlistens.map(\.time) == [3])
        // After the unlisten reached the server (3.25), bob's change is not sent to alice.
        #expect(world.traces(.delivered).filter { $0.trace.client == 0 && $0.time > 3.25 }.isEmpty)
    }

    @Test("removing observers at a path, or all of them")
    func removeAtPathAndAll() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .observe(try path("a")), tag: "a", at: 0)
        world.request(0, .observe(try path("b")), tag: "b", at: 0)
        world.request(0, .observe(try path("c")), tag: "c", at: 0)
        world.request(0, .removeObservers(at: try path("b")), at: 1)
        #expect(world.backend.observedPaths(client: 0) == [try path("a"), try path("c")])
        world.request(0, .removeAllObservers, at: 2)
        #expect(world.backend.observedPaths(client: 0).isEmpty)
        for key in ["a", "b", "c"] {
            world.request(0, .setValue(try path(key), 1), at: 3)
        }
        world.settle()
        #expect(["a", "b", "c"].map { world.answers($0).count } == [1, 1, 1])
    }

    @Test("an observer registered offline on a path never received waits for the link")
    func observeOffline() throws {
        var world = BackendHarness(latencies: [0.25])
        world.network(0, online: false, at: 0)
        world.request(0, .observe(try path("x")), tag: "x", at: 1)
        world.advance(to: 3)
        #expect(world.answers("x").isEmpty)
        world.network(0, online: true, at: 3)
        world.settle()
        #expect(world.answers("x").map(\.time) == [3.5])
    }
}

import MessengerBackend
import Testing

@Suite("Offline: a link holds every message both ways; online releases them in order")
struct OfflineTests {
    @Test("writes made offline are queued, shown at once, and sent in order when the link is back; completions wait for the server")
    func offlineWritesQueue() throws {
        var world = BackendHarness(latencies: [0.25, 0.25])
        let x = try path("x")
        world.request(1, .observe(x), tag: "bob sees", at: 0)
        world.network(1, online: false, at: 1)
        world.request(1, .setValue(x, "one"), tag: "first", at: 2)
        world.request(1, .setValue(x, "two"), tag: "second", at: 3)
        world.advance(to: 10)
        #expect(world.backend.serverValue(at: x) == nil)
        #expect(world.backend.pendingWriteCount(client: 1) == 2)
        #expect(!world.backend.isQuiet)
        #expect(world.backend.messageCounts.held == 2 && world.backend.messageCounts.inFlight == 0)
        #expect(world.answers("bob sees").map(\.time) == [0.5, 2, 3])
        #expect(world.answers("bob sees").map(\.answer) == [.observed(x, nil), .observed(x, "one"), .observed(x, "two")])
        #expect(world.traces(.held).map(\.time) == [2, 3])
        world.network(1, online: true, at: 10)
        world.settle()
        #expect(world.traces(.released).map(\.time) == [10, 10])
        #expect(world.traces(.applied).map(\.time) == [10.25, 10.25])
        #expect(world.answers("first").map(\.time) == [10.5])
        #expect(world.answers("second").map(\.time) == [10.5])
        #expect(world.callbacks.map(\.callback.tag).suffix(2) == ["first", "second"])
        #expect(world.backend.serverValue(at: x) == "two")
        #expect(world.answers("bob sees").count == 3)    // the server's echo changes nothing shown
        #expect(world.backend.isQuiet)
    }

    @Test("a message in flight when its link goes offline is held, and arrives one latency after the link is back")
    func inFlightIsHeld() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .setValue(try path("x"), 1), tag: "w", at: 1)   // due 1.25
        world.network(0, online: false, at: 1.125)
        world.advance(to: 5)
        #expect(world.backend.serverValue(at: try path("x")) == nil)
        #expect(world.traces(.held).map(\.time) == [1.125])
        world.network(0, online: true, at: 5)
        world.settle()
        #expect(world.traces(.applied).map(\.time) == [5.25])
        #expect(world.answers("w").map(\.time) == [5.5])
    }

    @Test("a message due at the instant its link goes offline arrives first: timers run before the step")
    func dueAtTheInstant() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .setValue(try path("x"), 1), at: 1)
        world.network(0, online: false, at: 1.25)
        #expect(world.backend.serverValue(at: try path("x")) == 1)
        #expect(world.backend.messageCounts.held == 1)    // the acknowledgement
    }

    @Test("messages to an offline phone are held, then arrive one latency after it is back, in order")
    func downIsHeld() throws {
        var world = BackendHarness(latencies: [0.25, 0.5])
        let x = try path("x")
        world.request(0, .observe(x), tag: "alice sees", at: 0)            // first value at 0.5
        world.network(0, online: false, at: 1)
        world.request(1, .setValue(x, "b1"), at: 1)                        // applied 1.5
        world.request(1, .setValue(x, "b2"), at: 2)                        // applied 2.5
        world.advance(to: 4)
        #expect(world.answers("alice sees").map(\.answer) == [.observed(x, nil)])
        #expect(world.backend.messageCounts.held == 2)
        #expect(world.traces(.held).map(\.trace.route) == [.down, .down])
        world.network(0, online: true, at: 4)
        world.settle()
        #expect(world.answers("alice sees").map(\.time) == [0.5, 4.25, 4.25])
        #expect(world.answers("alice sees").map(\.answer) == [.observed(x, nil), .observed(x, "b1"), .observed(x, "b2")])
    }

    @Test("going online releases both directions in the order the messages were made")
    func releaseOrder() throws {
        var world = BackendHarness(latencies: [0.25, 0.25])
        let x = try path("x")
        world.request(0, .observe(x), at: 0)
        world.network(0, online: false, at: 1)
        world.request(1, .setValue(x, 1), at: 1)          // data to alice held at 1.25
        world.request(0, .setValue(try path("y"), 2), at: 2) // alice's write held at 2
        world.network(0, online: true, at: 3)
        world.settle()
        let released = world.traces(.released)
        #expect(released.map(\.trace.route) == [.down, .up])
        #expect(released.map(\.trace.message) == released.map(\.trace.message).sorted())
        let delivered = world.traces(.delivered).filter { $0.time > 3 && $0.trace.client == 0 }
        #expect(delivered.map(\.time) == [3.25, 3.25, 3.5])
        #expect(delivered.map(\.trace.route) == [.down, .up, .down])
    }

    @Test("offline, a read is answered at once from the cache when the path was received, with the phone's writes on top")
    func offlineReadFromCache() throws {
        var world = BackendHarness(latencies: [0.25])
        let r = try path("r")
        world.setUp { $0.setUpValue(["a": 1, "b": 2], at: r) }
        world.request(0, .observeSingleEvent(try path("r")), tag: "online read", at: 0)
        world.network(0, online: false, at: 1)
        world.request(0, .setValue(try path("r/b"), 3), at: 1.5)
        world.request(0, .observeSingleEvent(try path("r")), tag: "cached", at: 2)
        world.request(0, .observeSingleEvent(try path("r/a")), tag: "below", at: 2)
        world.request(0, .observeSingleEvent(try path("r/b")), tag: "written", at: 2)
        #expect(world.answers("online read").map(\.time) == [0.5])
        #expect(world.backend.knowsValue(client: 0, at: try path("r/a/deeper")))
        #expect(!world.backend.knowsValue(client: 0, at: try path("s")))
        #expect(world.answers("cached").map(\.time) == [2])
        #expect(world.answers("cached").map(\.answer) == [.read(try path("r"), ["a": 1, "b": 3])])
        #expect(world.answers("below").map(\.answer) == [.read(try path("r/a"), 1)])
        #expect(world.answers("written").map(\.answer) == [.read(try path("r/b"), 3)])
    }

    @Test("offline, a read of a path never received waits until the link is back, then takes a round trip")
    func offlineReadWaits() throws {
        var world = BackendHarness(latencies: [0.25])
        world.setUp { $0.setUpValue("v", at: .root) }
        world.network(0, online: false, at: 0)
        world.request(0, .observeSingleEvent(try path("other")), tag: "unknown", at: 1)
        world.advance(to: 5)
        #expect(world.answers("unknown").isEmpty)
        world.network(0, online: true, at: 5)
        world.settle()
        #expect(world.answers("unknown").map(\.time) == [5.5])
        #expect(world.answers("unknown").map(\.answer) == [.read(try path("other"), nil)])
    }

    @Test("going offline twice or online twice changes nothing")
    func repeatedSwitches() throws {
        var world = BackendHarness(latencies: [0.25])
        world.network(0, online: true, at: 0)
        world.request(0, .setValue(try path("x"), 1), at: 1)
        world.network(0, online: false, at: 1.1)
        world.network(0, online: false, at: 1.2)
        #expect(world.traces(.held).count == 1)
        world.network(0, online: true, at: 2)
        world.network(0, online: true, at: 2.1)
        world.settle()
        #expect(world.traces(.released).count == 1)
        #expect(world.traces(.applied).map(\.time) == [2.25])
        #expect(world.backend.isOnline(client: 0))
    }
}

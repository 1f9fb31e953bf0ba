import MessengerBackend
import Testing
import VirtualClock

@Suite("Links: latency, order on each link, and ties broken by send order then users order")
struct LinkTests {
    @Test("a write is applied one latency after it is sent and completes one round trip after, per link")
    func latencyArithmetic() throws {
        var world = BackendHarness(latencies: [0.125, 0.25])
        world.request(0, .setValue(try path("a"), 1), tag: "alice", at: 1)
        world.request(1, .setValue(try path("b"), 2), tag: "bob", at: 1)
        world.settle()
        #expect(world.traces(.applied).map(\.time) == [1.125, 1.25])
        #expect(world.traces(.applied).map(\.trace.client) == [0, 1])
        #expect(world.answers("alice").map(\.time) == [1.25])
        #expect(world.answers("bob").map(\.time) == [1.5])
        #expect(world.answers("bob").map(\.answer) == [.written(error: nil)])
        #expect(world.backend.isQuiet)
    }

    @Test("a latency that is not a binary fraction adds up as the clock adds it")
    func decimalLatency() throws {
        var world = BackendHarness(latencies: [0.1])
        world.request(0, .observeSingleEvent(try path("a")), tag: "read", at: 0.3)
        world.settle()
        let time = try #require(world.answers("read").first?.time)
        #expect(abs(time - 0.5) < 1e-12)
        #expect(world.answers("read").map(\.answer) == [.read(try path("a"), nil)])
    }

    @Test("a single read is answered a round trip later with the server's value then")
    func roundTrip() throws {
        var world = BackendHarness(latencies: [0.25, 0.5])
        world.setUp { $0.setUpValue("hello", at: .root) }
        world.request(1, .observeSingleEvent(.root), tag: "read", at: 2)
        world.request(0, .setValue(.root, "changed"), at: 2.25)    // applied at 2.5, as the read
        world.settle()
        #expect(world.answers("read").map(\.time) == [3])
        // Both reach the server at 2.5: alice's write was sent later, so bob's read comes first.
        #expect(world.answers("read").map(\.answer) == [.read(.root, "hello")])
        #expect(world.backend.serverValue(at: .root) == "changed")
    }

    @Test("messages due at one instant from different links are handled in users order, whatever the input order")
    func sameInstantUsersOrder() throws {
        var bobFirst = BackendHarness(latencies: [0.25, 0.25, 0.25])
        bobFirst.request(2, .setValue(try path("x"), "carol"), at: 1)
        bobFirst.request(1, .setValue(try path("x"), "bob"), at: 1)
        bobFirst.request(0, .setValue(try path("x"), "alice"), at: 1)
        bobFirst.settle()
        var aliceFirst = BackendHarness(latencies: [0.25, 0.25, 0.25])
        aliceFirst.request(0, .setValue(try path("x"), "alice"), at: 1)
        aliceFirst.request(1, .setValue(try path("x"), "bob"), at: 1)
        aliceFirst.request(2, .setValue(try path("x"), "carol"), at: 1)
        aliceFirst.settle()
        #expect(bobFirst.traces(.applied).map(\.trace.client) == [0, 1, 2])
        #expect(aliceFirst.traces(.applied).map(\.trace.client) == [0, 1, 2])
        #expect(bobFirst.backend.serverValue(at: try path("x")) == "carol")
        #expect(aliceFirst.backend.serverValue(at: try path("x")) == "carol")
        // Acknowledgements are due at one instant too: in users order.
        #expect(bobFirst.callbacks.map(\.callback.client) == [0, 1, 2])
    }

    @Test("messages due at one instant are handled in the order they were sent, before users order")
    func sameInstantSendOrder() throws {
        var world = BackendHarness(latencies: [0.25, 0.5])
        world.request(1, .setValue(try path("x"), "bob"), at: 1)       // due 1.5
        world.request(0, .setValue(try path("x"), "alice"), at: 1.25)  // due 1.5, sent later
        world.settle()
        #expect(world.traces(.applied).map(\.trace.client) == [1, 0])
        #expect(world.traces(.applied).map(\.time) == [1.5, 1.5])
        #expect(world.backend.serverValue(at: try path("x")) == "alice")
    }

    @Test("one phone's messages arrive in the order it sent them")
    func inOrderOnALink() throws {
        var world = BackendHarness(latencies: [0.25])
        let x = try path("x")
        for index in 0..<5 {
            world.request(0, .setValue(x, .number(Double(index))), tag: "w\(index)", at: 1)
        }
        world.settle()
        let applied = world.traces(.applied).map(\.trace.content)
        #expect(applied == (1...5).map { .write(request: $0, changes: [DatabaseChange(x, .number(Double($0 - 1)))]) })
        #expect(world.callbacks.map(\.callback.tag) == ["w0", "w1", "w2", "w3", "w4"])
        #expect(world.backend.serverValue(at: try path("x")) == 4)
    }

    @Test("with jitter every message takes its own latency, and each link still delivers in order", arguments: [1, 2, 3] as [UInt64])
    func jitterKeepsOrder(seed: UInt64) throws {
        var world = BackendHarness(latencies: [0.1, 0.1],
                                   jitter: BackendJitter(seed: seed, shortest: 0.01, longest: 0.5))
        for index in 0..<40 {
            let time = Double(index) * 0.01
            world.request(index % 2, .setValue(try path("n\(index % 2)"), .number(Double(index))), tag: "\(index)", at: time)
        }
        world.settle()
        for client in 0..<2 {
            let requests = world.traces(.applied).filter { $0.trace.client == client }.compactMap { entry -> Int? in
                if case .write(let request, _) = entry.trace.content { return request }
                return nil
            }
            #expect(requests == Array(1...20))
            let acknowledged = world.callbacks.filter { $0.callback.client == client }.map(\.callback.tag)
            #expect(acknowledged == stride(from: client, to: 40, by: 2).map { "\($0)" })
        }
        #expect(world.backend.serverValue(at: try path("n0")) == 38)
        #expect(world.backend.serverValue(at: try path("n1")) == 39)
        // Latencies really vary: the times from sending to applying are not all one.
        let latencies = world.traces(.applied).compactMap { entry -> Double? in
            guard case .write(let request, _) = entry.trace.content else { return nil }
            let sentAt = Double(2 * (request - 1) + entry.trace.client) * 0.01
            return ((entry.time - sentAt) * 1_000_000).rounded()
        }
        #expect(latencies.count == 40)
        #expect(Set(latencies).count > 10)
        #expect(latencies.allSatisfy { $0 >= 10_000 })
    }

    @Test("the same seed gives the same run; another seed another one")
    func jitterIsSeeded() throws {
        func run(_ seed: UInt64) throws -> [Double] {
            var world = BackendHarness(latencies: [0.1], jitter: BackendJitter(seed: seed, shortest: 0.01, longest: 0.5))
            for index in 0..<10 {
                world.request(0, .setValue(try path("x"), .number(Double(index))), at: Double(index))
            }
            world.settle()
            return world.callbacks.map(\.time)
        }
        #expect(try run(7) == run(7))
        #expect(try run(7) != run(8))
        var jitter = BackendJitter(seed: 1, shortest: 0.25, longest: 0.25)
        #expect(jitter.next() == 0.25)
        let swapped = BackendJitter(seed: 1, shortest: 0.5, longest: .nan)
        #expect(swapped.shortest == 0 && swapped.longest == 0.5)
    }

    @Test("every delivery timer is named by its own message, so rescheduling never drops one")
    func timersAreUnique() throws {
        var backend = Backend<String>(latencies: [0.25, 0.25])
        var timers: [BackendTimer] = []
        for client in [0, 1, 0] {
            for effect in backend.reduce(.request(client: client, .setValue(try path("x"), 1), tag: "")) {
                if case .schedule(let timer, let delay) = effect {
                    timers.append(timer)
                    #expect(delay == 0.25)
                }
            }
        }
        #expect(timers.count == 3)
        #expect(Set(timers).count == 3)
    }

    @Test("a request for a phone that does not exist does nothing")
    func unknownClient() throws {
        var backend = Backend<String>(latencies: [0.25])
        #expect(backend.reduce(.request(client: 1, .setValue(try path("x"), 1), tag: "")).isEmpty)
        #expect(backend.reduce(.request(client: -1, .observe(.root), tag: "")).isEmpty)
        #expect(backend.reduce(.network(client: 3, online: false)).isEmpty)
        #expect(backend.pendingWriteCount(client: 7) == 0)
        #expect(backend.isQuiet)
    }

    @Test("latencies and the upload time are bounded to 0…3600 s; not-a-number is 0")
    func boundedSettings() {
        let backend = Backend<String>(latencies: [-1, .nan, .infinity, 0.5], uploadTime: 1e9)
        #expect((0..<4).map { backend.latency(client: $0) } == [0, 0, 3600, 0.5])
        #expect(backend.uploadTime == 3600)
    }
}

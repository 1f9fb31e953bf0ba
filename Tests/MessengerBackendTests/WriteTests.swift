import MessengerBackend
import Testing

@Suite("Writes: latency compensation, the view rule with pending writes, completions, atomic updates")
struct WriteTests {
    @Test("a phone's own write shows at once; the server's echo changes nothing; the completion waits a round trip")
    func latencyCompensation() throws {
        var world = BackendHarness(latencies: [0.25])
        let x = try path("x")
        world.request(0, .observe(x), tag: "sees", at: 0)
        world.request(0, .setValue(x, "mine"), tag: "write", at: 1)
        #expect(world.answers("sees").map(\.time) == [0.5, 1])
        #expect(world.backend.visibleValue(client: 0, at: x) == "mine")
        #expect(world.backend.serverValue(at: x) == nil)
        #expect(world.backend.pendingWriteCount(client: 0) == 1)
        world.settle()
        #expect(world.answers("sees").map(\.answer) == [.observed(x, nil), .observed(x, "mine")])
        #expect(world.answers("write").map(\.time) == [1.5])
        #expect(world.backend.pendingWriteCount(client: 0) == 0)
    }

    @Test("what a phone sees is the server's last value with its unacknowledged writes on top")
    func viewRule() throws {
        var world = BackendHarness(latencies: [0.25, 0.25])
        let room = try path("room")
        world.request(0, .observe(room), tag: "alice sees", at: 0)
        world.request(1, .setValue(try path("room/title"), "B"), at: 1)     // applied 1.25, at alice 1.5
        world.request(0, .setValue(try path("room/topic"), "A"), at: 1.125) // applied 1.375, acked 1.625
        world.advance(to: 1.5)
        #expect(world.backend.pendingWriteCount(client: 0) == 1)
        #expect(world.backend.visibleValue(client: 0, at: room) == ["title": "B", "topic": "A"])
        world.settle()
        #expect(world.answers("alice sees").map(\.time) == [0.5, 1.125, 1.5])
        #expect(world.answers("alice sees").map(\.answer) == [
            .observed(room, nil), .observed(room, ["topic": "A"]), .observed(room, ["title": "B", "topic": "A"]),
        ])
    }

    @Test("a pending write hides the server's value at its path until acknowledged; then the server's last value shows")
    func lastWriteWins() throws {
        var world = BackendHarness(latencies: [0.25, 0.5])
        let x = try path("x")
        world.request(0, .observe(x), tag: "alice sees", at: 0)
        world.request(0, .setValue(x, "a"), at: 1)         // applied 1.25, acked 1.5
        world.request(1, .setValue(x, "b"), at: 1)         // applied 1.5, at alice 1.75
        world.settle()
        #expect(world.backend.serverValue(at: x) == "b")
        #expect(world.answers("alice sees").map(\.time) == [0.5, 1, 1.75])
        #expect(world.answers("alice sees").map(\.answer).last == .observed(x, "b"))
        var late = BackendHarness(latencies: [0.5, 0.25])
        late.request(0, .observe(x), tag: "alice sees", at: 0)
        late.request(1, .setValue(x, "b"), at: 1)          // applied 1.25, at alice 1.75
        late.request(0, .setValue(x, "a"), at: 1.125)      // applied 1.625, acked 2.125
        late.settle()
        #expect(late.backend.serverValue(at: x) == "a")
        // "b" reaches alice while her write is pending: she never sees it.
        #expect(late.answers("alice sees").map(\.answer) == [.observed(x, nil), .observed(x, "a")])
    }

    @Test("completions run in the order the writes were made, one round trip each")
    func completionsInOrder() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .setValue(try path("a"), 1), tag: "1", at: 1)
        world.request(0, .setValue(try path("b"), 2), tag: "2", at: 1.125)
        world.request(0, .setValue(try path("a"), nil), tag: "3", at: 1.25)
        #expect(world.backend.pendingWriteCount(client: 0) == 3)
        world.advance(to: 1.5)
        #expect(world.backend.pendingWriteCount(client: 0) == 2)
        world.settle()
        #expect(world.callbacks.map(\.callback.tag) == ["1", "2", "3"])
        #expect(world.callbacks.map(\.time) == [1.5, 1.625, 1.75])
        #expect(world.traces(.acknowledged).map(\.time) == [1.5, 1.625, 1.75])
        let acks = world.traces(.delivered).filter { $0.trace.route == .down }.map(\.trace.message)
        #expect(world.traces(.acknowledged).map(\.trace.message) == acks)
        #expect(world.backend.serverValue(at: .root) == ["b": 2])
    }

    @Test("updateChildValues is applied at once: observers see all its paths in one value")
    func atomicUpdate() throws {
        var world = BackendHarness(latencies: [0.25, 0.25])
        world.request(0, .observe(.root), tag: "alice sees", at: 0)
        world.request(1, .observe(.root), tag: "bob sees", at: 0)
        world.request(1, .updateChildValues([
            DatabaseChange(try path("m/2"), "hi"),
            DatabaseChange(try path("a/conversations/c"), ["latest": "hi"]),
            DatabaseChange(try path("b/conversations/c"), ["latest": "hi"]),
        ]), tag: "update", at: 1)
        world.settle()
        let whole: DatabaseValue = ["m": ["2": "hi"], "a": ["conversations": ["c": ["latest": "hi"]]],
                                    "b": ["conversations": ["c": ["latest": "hi"]]]]
        #expect(world.answers("bob sees").map(\.answer) == [.observed(.root, nil), .observed(.root, whole)])
        #expect(world.answers("bob sees").map(\.time) == [0.5, 1])
        #expect(world.answers("alice sees").map(\.answer) == [.observed(.root, nil), .observed(.root, whole)])
        #expect(world.answers("alice sees").map(\.time) == [0.5, 1.5])
        #expect(world.traces(.applied).count == 1)
        #expect(world.answers("update").map(\.answer) == [.written(error: nil)])
    }

    @Test("an update whose paths contain one another is refused at once, and nothing is sent")
    func overlappingUpdate() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .updateChildValues([
            DatabaseChange(try path("a/b"), 1), DatabaseChange(try path("c"), 2), DatabaseChange(try path("a"), 3),
        ]), tag: "nested", at: 1)
        world.request(0, .updateChildValues([DatabaseChange(try path("c"), 1), DatabaseChange(try path("c"), 2)]),
                      tag: "twice", at: 1)
        world.request(0, .updateChildValues([]), tag: "empty", at: 1)
        #expect(world.answers("nested").map(\.answer) == [.written(error:
            "the update writes 'a' and its descendant 'a/b'; the paths of one update cannot contain one another")])
        #expect(world.answers("twice").map(\.answer) == [.written(error:
            "the update writes 'c' twice; the paths of one update cannot contain one another")])
        #expect(world.answers("empty").map(\.answer) == [.written(error: nil)])
        #expect(world.callbacks.allSatisfy { $0.time == 1 })
        #expect(world.backend.isQuiet && world.traces.isEmpty)
    }

    @Test("a value the database cannot store is refused at once with the reason", arguments: [
        (DatabaseValue.map(["a.b": 1]),
         "key 'a.b' in the value written at 'x' contains '.', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); replace it"),
        (.map(["": 1]), "the value written at 'x' has an empty key; keys cannot be empty"),
        (.map(["ok": .number(.nan)]), "the number written at 'x' is nan; the database stores finite numbers only"),
        (.number(-.infinity), "the number written at 'x' is -inf; the database stores finite numbers only"),
    ])
    func invalidValue(value: DatabaseValue, message: String) throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .setValue(try path("x"), value), tag: "w", at: 1)
        #expect(world.answers("w").map(\.answer) == [.written(error: message)])
        #expect(world.backend.isQuiet && world.backend.pendingWriteCount(client: 0) == 0)
    }

    @Test("a value is at most 32 levels deep counted from the root")
    func valueDepth() throws {
        let at30 = try path(Array(repeating: "k", count: 30).joined(separator: "/"))
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .setValue(at30, ["a": ["b": 1]]), tag: "32 levels", at: 1)
        world.request(0, .setValue(at30, ["a": ["b": ["c": 1]]]), tag: "33 levels", at: 1)
        world.settle()
        #expect(world.answers("32 levels").map(\.answer) == [.written(error: nil)])
        guard case .written(let error?) = world.answers("33 levels").first?.answer else {
            Issue.record("a value 33 levels deep was accepted")
            return
        }
        #expect(error.hasSuffix("nests deeper than 32 levels from the root"))
    }

    @Test("a server timestamp is the phone's clock in its view at once, and the server's when the server applies it")
    func serverTimestamp() throws {
        var world = BackendHarness(latencies: [0.25])
        let message = try path("message")
        world.request(0, .observe(message), tag: "sees", at: 0)
        world.request(0, .setValue(message, ["date": .serverTimestamp, "text": "hi"]), at: 1)
        world.settle()
        let local = BackendDates.timestamp(at: 1)
        let server = BackendDates.timestamp(at: 1.25)
        #expect(world.backend.serverValue(at: try path("message/date")) == .number(server))
        #expect(world.answers("sees").map(\.answer) == [
            .observed(message, nil),
            .observed(message, ["date": .number(local), "text": "hi"]),
            .observed(message, ["date": .number(server), "text": "hi"]),
        ])
        #expect(world.answers("sees").map(\.time) == [0.5, 1, 1.5])
        #expect(world.traces(.applied).first?.trace.content
                == .write(request: 1, changes: [DatabaseChange(message, ["date": .number(server), "text": "hi"])]))
    }
}

@testable import MessengerBackend
import VirtualClock
import Testing

/// What keeps a long queue of messages linear (docs/limits.md, "What a world can cost"): the
/// delivery order found by a heap, the values a trace or a label writes cut as they are written.
@Suite("Long queues and long values: the due order, cut JSON")
struct LinearQueueTests {
    @Test("the due queue gives its keys in the order precedes says, with keys pushed while it empties",
          arguments: [1, 2, 3, 4] as [UInt64])
    func dueOrder(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var queue = DueQueue()
        var expected: [MessageEnvelope.DueKey] = []
        var taken: [MessageEnvelope.DueKey] = []
        for id in 0..<2_000 {
            let key = MessageEnvelope.DueKey(due: Double(random.next() % 50) / 10, sent: Double(random.next() % 5),
                                             client: Int(random.next() % 3), id: id)
            queue.push(key)
            expected.append(key)
            if random.next() % 3 == 0, let first = queue.first {
                queue.removeFirst()
                taken.append(first)
                expected.removeAll { $0 == first }
                #expect(expected.allSatisfy { !($0 < first) }, "the smallest key comes first")
            }
        }
        while let first = queue.first {
            queue.removeFirst()
            taken.append(first)
        }
        #expect(taken.count == 2_000)
        #expect(Set(taken.map(\.id)).count == 2_000)
        #expect(queue.count == 0)
    }

    @Test("2,000 sends queued offline reach the server in the order they were made, each once")
    func offlineSendsInOrder() throws {
        var world = BackendHarness(latencies: [0.1, 0.1])
        world.network(0, online: false, at: 1)
        for index in 0..<2_000 {
            world.request(0, .setValue(try DatabasePath.parse("m/\(index)").get(), .number(Double(index))), tag: "w\(index)",
                          at: 2 + Double(index) / 1_000)
        }
        world.advance(to: 5)
        #expect(world.backend.messageCounts.held == 2_000)
        world.network(0, online: true, at: 10)
        world.settle()
        let applied = world.traces(.applied).map(\.trace.message)
        #expect(applied.count == 2_000)
        #expect(applied == applied.sorted())
        #expect(world.backend.isQuiet)
    }

    @Test("a value's JSON stops a little after the bytes asked for, and is the whole JSON when shorter")
    func cutJSON() {
        var map = DatabaseMap()
        for index in 0..<10_000 { map["k\(index)"] = .string(String(repeating: "v", count: 50)) }
        let value = DatabaseValue.map(map)
        let whole = value.json
        let cut = value.json(maxBytes: 1_000)
        #expect(whole.hasPrefix(cut))
        #expect(cut.utf8.count > 1_000 && cut.utf8.count < 1_200)
        #expect(value.json(maxBytes: whole.utf8.count) == whole)
        let message = BackendMessage.data(path: .root, value: value)
        #expect(message.description.hasPrefix(message.text(maxBytes: 500)))
        #expect(message.text(maxBytes: 500).utf8.count < 700)
    }
}

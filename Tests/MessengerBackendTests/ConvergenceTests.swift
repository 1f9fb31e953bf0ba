import MessengerBackend
import Testing
import VirtualClock

/// One random world: phones writing, updating, reading and observing a small tree, going
/// offline and online, with fixed or jittered latencies.
private struct RandomWorld {
    var random: SeededGenerator
    var world: BackendHarness
    let phones: Int
    /// Each phone's accepted writes, in the order made.
    var writes: [[[DatabaseChange]]]
    /// The tags of observers not removed, with their phone and path.
    var observers: [(tag: String, client: Int, path: DatabasePath)] = []
    var reads: [String] = []
    var writeTags: [String] = []
    var time = 0.0
    var counter = 0

    init(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        phones = 2 + random.int(in: 0...2)
        let latencies = (0..<phones).map { _ in random.element([0.01, 0.05, 0.1, 0.25, 0.5]) }
        let jitter = random.int(in: 0...1) == 0 ? BackendJitter(seed: random.next(), shortest: 0.01, longest: 0.5) : nil
        world = BackendHarness(latencies: latencies, uploadTime: 1, jitter: jitter)
        writes = Array(repeating: [], count: phones)
        self.random = random
    }

    mutating func randomPath() throws -> DatabasePath {
        let depth = random.int(in: 0...3)
        return try path("/" + (0..<depth).map { _ in random.element(["a", "b", "0", "1"]) }.joined(separator: "/"))
    }

    mutating func randomValue() -> DatabaseValue? {
        switch random.int(in: 0...6) {
        case 0: return nil
        case 1: return .number(Double(random.int(in: 0...9)))
        case 2: return .string(random.element(["x", "y", ""]))
        case 3: return .bool(random.int(in: 0...1) == 0)
        case 4: return .serverTimestamp
        case 5: return [random.element(["a", "b"]): .number(Double(random.int(in: 0...2))), "t": .serverTimestamp]
        default: return [:]
        }
    }

    mutating func step() throws {
        time += random.element([0, 0, 0.01, 0.05, 0.1, 0.3])
        let client = random.int(in: 0...phones - 1)
        counter += 1
        let tag = "\(counter)"
        switch random.int(in: 0...9) {
        case 0, 1, 2:
            let change = DatabaseChange(try randomPath(), randomValue())
            writes[client].append([change])
            writeTags.append(tag)
            world.request(client, .setValue(change.path, change.value), tag: tag, at: time)
        case 3:
            var changes: [DatabaseChange] = []
            for _ in 0..<(1 + random.int(in: 0...2)) {
                let change = DatabaseChange(try randomPath(), randomValue())
                if !changes.contains(where: { $0.path.overlaps(change.path) }) { changes.append(change) }
            }
            writes[client].append(changes.sorted { $0.path < $1.path })
            writeTags.append(tag)
            world.request(client, .updateChildValues(changes), tag: tag, at: time)
        case 4, 5:
            let path = try randomPath()
            observers.append((tag, client, path))
            world.request(client, .observe(path), tag: tag, at: time)
        case 6:
            guard !observers.isEmpty else { return }
            let removed = observers.remove(at: random.int(in: 0...observers.count - 1))
            world.request(removed.client, .removeTaggedObservers, tag: removed.tag, at: time)
        case 7:
            reads.append(tag)
            world.request(client, .observeSingleEvent(try randomPath()), tag: tag, at: time)
        default:
            world.network(client, online: random.int(in: 0...2) == 0, at: time)
        }
    }
}

@Suite("Convergence: the server applies every write in arrival order, and every phone ends up seeing the server")
struct ConvergenceTests {
    @Test("random worlds, once quiet", arguments: Array(UInt64(1)...UInt64(120)))
    func converges(seed: UInt64) throws {
        var run = RandomWorld(seed: seed)
        for _ in 0..<80 { try run.step() }
        for client in 0..<run.phones {
            run.world.network(client, online: true, at: run.time + 1)
        }
        run.world.settle()
        let backend = run.world.backend
        #expect(backend.isQuiet)

        // Each phone's writes reach the server in the order made, as made; the server's tree is
        // all of them applied in the order they arrived.
        var expected = DatabaseTree()
        var next = Array(repeating: 0, count: run.phones)
        for (time, trace) in run.world.traces(.applied) {
            let client = trace.client
            guard next[client] < run.writes[client].count else {
                Issue.record("seed \(seed): more writes applied for phone \(client) than it made")
                return
            }
            let made = run.writes[client][next[client]].map {
                DatabaseChange($0.path, $0.value?.resolvingTimestamps(BackendDates.timestamp(at: time)))
            }
            next[client] += 1
            guard case .write(_, let applied) = trace.content else {
                Issue.record("seed \(seed): an applied trace that is not a write")
                return
            }
            #expect(applied == made, "seed \(seed)")
            for change in made { expected.set(change.value, at: change.path) }
        }
        #expect(next == run.writes.map(\.count), "seed \(seed): every write applied")
        #expect(backend.serverValue(at: .root) == expected.root, "seed \(seed)")

        // Every write completed once, every read answered once.
        let callbacks = run.world.callbacks.map(\.callback)
        for tag in run.writeTags {
            #expect(callbacks.filter { $0.tag == tag }.map(\.answer) == [.written(error: nil)], "seed \(seed) write \(tag)")
        }
        for tag in run.reads {
            #expect(callbacks.filter { $0.tag == tag }.count == 1, "seed \(seed) read \(tag)")
        }

        // Every observer left shows the server's value, and so does its phone's view.
        for observer in run.observers {
            let server = backend.serverValue(at: observer.path)
            #expect(backend.knowsValue(client: observer.client, at: observer.path))
            #expect(backend.visibleValue(client: observer.client, at: observer.path) == server,
                    "seed \(seed) phone \(observer.client) at \(observer.path)")
            let last = callbacks.last { $0.tag == observer.tag }?.answer
            #expect(last == .observed(observer.path, server), "seed \(seed) observer \(observer.tag)")
        }
    }
}

@testable import MessengerBackend
import VirtualClock
import Testing

/// The tree's writes change maps in place (`DatabaseTree.set`) and the phone's view applies its
/// pending writes the same way: compared here with the straightforward writes, which rebuild
/// every map on the way, on seeded random sequences of writes, deletions and leaves.
@Suite("The tree written in place gives what rebuilding gives")
struct InPlaceTreeTests {
    @Test("random writes, deletions and leaves at random paths", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomWrites(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var tree = DatabaseTree()
        var reference: DatabaseValue?
        var copies: [(tree: DatabaseTree, json: String)] = []
        for _ in 0..<400 {
            let path = try Self.path(&random)
            let value = Self.value(&random, depth: 0)
            let before = tree
            tree.set(value, at: path)
            reference = Self.setting(value?.normalized, at: path.keys[...], in: reference)
            #expect(tree.root == reference)
            // A copy taken before the write is not changed by it.
            if random.next() % 8 == 0 { copies.append((before, before.description)) }
        }
        for copy in copies { #expect(copy.tree.description == copy.json) }
    }

    @Test("a phone's view with its pending writes on top", arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func randomViews(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<60 {
            var phone = BackendPhone<Int>(latency: 0.1)
            phone.cache = DatabaseTree(Self.value(&random, depth: 0))
            for request in 0..<Int(random.next() % 12) {
                let changes = try (0..<Int(1 + random.next() % 2)).map { _ in
                    DatabaseChange(try Self.path(&random), Self.value(&random, depth: 1))
                }
                phone.addWrite(.init(request: request, changes: changes, tag: request))
            }
            for _ in 0..<6 {
                let path = try Self.path(&random)
                #expect(phone.view(at: path) == Self.view(of: phone, at: path))
            }
        }
    }

    /// The phone's view as it was computed before it wrote in place: the value taken into a
    /// new tree (stored form) before each write below the path.
    static func view(of phone: BackendPhone<Int>, at path: DatabasePath) -> DatabaseValue? {
        var value = phone.cache.value(at: path)
        for write in phone.writes {
            for change in write.changes {
                if let inside = change.path.relative(path) {
                    value = change.value?.value(at: inside)
                } else if let below = path.relative(change.path) {
                    var tree = DatabaseTree(value)
                    tree.set(change.value, at: below)
                    value = tree.root
                }
            }
        }
        return value
    }

    /// The writes as they were before they changed maps in place: every map on the way rebuilt.
    static func setting(_ value: DatabaseValue?, at keys: ArraySlice<String>, in node: DatabaseValue?) -> DatabaseValue? {
        guard let key = keys.first else { return value }
        guard case .map(var children) = node else {
            guard value != nil else { return node }
            return setting(value, at: keys.dropFirst(), in: nil).map { .map([key: $0]) }
        }
        children[key] = setting(value, at: keys.dropFirst(), in: children[key])
        return children.isEmpty ? nil : .map(children)
    }

    static func path(_ random: inout SeededGenerator) throws -> DatabasePath {
        let depth = Int(random.next() % 4)
        let keys = (0..<depth).map { _ in ["a", "b", "c", "0", "1"][Int(random.next() % 5)] }
        return try DatabasePath.parse("/" + keys.joined(separator: "/")).get()
    }

    /// A value: nil (a deletion), a leaf, or a map that may be empty or hold empty maps.
    static func value(_ random: inout SeededGenerator, depth: Int) -> DatabaseValue? {
        switch random.next() % (depth > 2 ? 3 : 5) {
        case 0: return nil
        case 1: return .string(["x", "y"][Int(random.next() % 2)])
        case 2: return .number(Double(random.next() % 3))
        default:
            var children = DatabaseMap()
            for key in ["a", "b", "0"] where random.next() % 2 == 0 {
                children[key] = value(&random, depth: depth + 1) ?? .map([:])
            }
            return .map(children)
        }
    }
}

/// A phone's observers are looked at only where the cache or the writes changed, and compared
/// only there (`BackendPhone.refreshObservers(client:touched:)`): compared here with refreshing
/// every observer and comparing whole views, as the SDK's rule says, on seeded random sequences
/// of values received, writes made and writes acknowledged.
@Suite("Observers refreshed where things changed answer as refreshing all of them")
struct ObserverRefreshTests {
    @Test("random receipts, writes and acknowledgements", arguments: [21, 22, 23, 24, 25, 26, 27, 28] as [UInt64])
    func randomHistories(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var phone = BackendPhone<Int>(latency: 0.1)
        var reference = phone
        for tag in 0..<4 {
            let observer = BackendPhone<Int>.Observer(path: try InPlaceTreeTests.path(&random), tag: tag, shown: nil)
            phone.observers.append(observer)
            reference.observers.append(observer)
        }
        for step in 0..<300 {
            var touched: [DatabasePath] = []
            switch random.next() % 3 {
            case 0:
                let path = try InPlaceTreeTests.path(&random)
                // The server sends values in stored form.
                let value = InPlaceTreeTests.value(&random, depth: 1)?.normalized
                phone.receive(value, at: path)
                reference.receive(value, at: path)
                touched = [path]
            case 1:
                let changes = try (0..<Int(1 + random.next() % 2)).map { _ in
                    DatabaseChange(try InPlaceTreeTests.path(&random), InPlaceTreeTests.value(&random, depth: 1))
                }
                phone.addWrite(.init(request: step, changes: changes, tag: step))
                reference.addWrite(.init(request: step, changes: changes, tag: step))
                touched = changes.map(\.path)
            default:
                guard !phone.writes.isEmpty else { continue }
                let index = Int(random.next() % UInt64(phone.writes.count))
                touched = phone.removeWrite(at: index).changes.map(\.path)
                _ = reference.removeWrite(at: index)
            }
            var effects: [BackendEffect<Int>] = []
            phone.refreshObservers(client: 0, touched: touched, into: &effects)
            #expect(effects == Self.refreshAll(&reference).map { .log($0) }, "seed \(seed), step \(step)")
        }
    }

    /// Every observer looked at, its view compared whole with the value it was last shown.
    static func refreshAll(_ phone: inout BackendPhone<Int>) -> [BackendEvent<Int>] {
        var events: [BackendEvent<Int>] = []
        for index in phone.observers.indices {
            let path = phone.observers[index].path
            guard phone.knows(path) else { continue }
            let value = phone.view(at: path)
            if case .some(let shown) = phone.observers[index].shown, shown == value { continue }
            phone.observers[index].shown = .some(value)
            events.append(.callback(BackendCallback(client: 0, tag: phone.observers[index].tag,
                                                     answer: .observed(path, value))))
        }
        return events
    }
}

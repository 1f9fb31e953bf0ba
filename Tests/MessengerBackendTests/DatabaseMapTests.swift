@testable import MessengerBackend
import Testing
import VirtualClock

/// `DatabaseMap` keeps versions that share their structure: compared here with a dictionary
/// sorted in the database's key order, on seeded random sequences of writes and removals — its
/// children, its equality, and the keys that differ between two versions against comparing
/// every key.
@Suite("A map's children shared between versions")
struct DatabaseMapTests {
    @Test("each version holds what a dictionary holds, in key order", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomVersions(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var map = DatabaseMap()
        var dictionary: [String: DatabaseValue] = [:]
        var versions: [(map: DatabaseMap, dictionary: [String: DatabaseValue])] = [(map, dictionary)]
        for step in 0..<400 {
            let key = Self.key(&random)
            if random.next() % 4 == 0 {
                map[key] = nil
                dictionary[key] = nil
            } else {
                let value: DatabaseValue = random.next() % 3 == 0 ? ["n": .number(Double(random.next() % 4))]
                    : .number(Double(random.next() % 4))
                map[key] = value
                dictionary[key] = value
            }
            #expect(map.count == dictionary.count, "seed \(seed), step \(step)")
            #expect(map.map(\.key) == DatabaseKeyOrder.sorted(dictionary.keys, by: { $0 }), "seed \(seed), step \(step)")
            #expect(map.dictionary == dictionary, "seed \(seed), step \(step)")
            #expect(map[key] == dictionary[key])
            versions.append((map, dictionary))
            // Against an earlier version (often sharing much of its structure) and a fresh build.
            let earlier = versions[Int(random.next() % UInt64(versions.count))]
            #expect(map.differingKeys(from: earlier.map) == Self.differing(earlier.dictionary, dictionary),
                    "seed \(seed), step \(step)")
            for change in map.differences(from: earlier.map) {
                #expect(change.old == earlier.dictionary[change.key] && change.new == dictionary[change.key],
                        "seed \(seed), step \(step), \(change.key)")
            }
            #expect((map == earlier.map) == (dictionary == earlier.dictionary), "seed \(seed), step \(step)")
            let rebuilt = DatabaseMap(dictionary)
            #expect(rebuilt == map && rebuilt.differingKeys(from: map).isEmpty, "seed \(seed), step \(step)")
        }
    }

    @Test("one set of keys has one shape, whatever order they were written in")
    func oneShape() {
        let keys = (0..<200).map { "k\($0 * 7919 % 200)" } + ["-3", "10", "2", "007", "a", ""]
        var forward = DatabaseMap(), backward = DatabaseMap()
        for key in keys { forward[key] = .string(key) }
        for key in keys.reversed() { backward[key] = .string(key) }
        #expect(Self.shape(forward.root) == Self.shape(backward.root))
        #expect(forward == backward)
        #expect(forward.keys == DatabaseKeyOrder.sorted(keys, by: { $0 }))
        let built = DatabaseMap(sorted: Array(forward))
        #expect(Self.shape(built.root) == Self.shape(forward.root) && built == forward)
        #expect(Self.shape(DatabaseMap(sorted: []).root) == ".")
    }

    @Test("a list is made in one pass with the shape of its items written one by one", arguments: [0, 1, 2, 7, 300])
    func list(count: Int) {
        var written = DatabaseMap()
        for index in 0..<count { written[String(index)] = .number(Double(index)) }
        let list = DatabaseValue.list((0..<count).map { .number(Double($0)) })
        #expect(Self.shape(list?.mapChildren?.root) == Self.shape(written.root))
        #expect(list?.mapChildren == (count == 0 ? nil : written))
    }

    @Test("a value taken from a tree shares its children with the tree after a write")
    func sharedAfterWrite() throws {
        var children = DatabaseMap()
        for index in 0..<500 { children["m\(index)"] = .number(Double(index)) }
        let path = try DatabasePath.parse("chat/messages").get()
        var tree = DatabaseTree()
        tree.set(.map(children), at: path)
        let before = tree.value(at: path)?.mapChildren ?? DatabaseMap()
        tree.set(7, at: try DatabasePath.parse("chat/messages/m250").get())
        tree.set(1, at: try DatabasePath.parse("chat/messages/new").get())
        let after = tree.value(at: path)?.mapChildren ?? DatabaseMap()
        #expect(after.differingKeys(from: before) == ["m250", "new"])
        #expect(before["m250"] == 250 && after["m250"] == 7 && after.count == 501)
    }

    /// Keys of every kind the database orders: integers (with a sign, leading zeros), words.
    static func key(_ random: inout SeededGenerator) -> String {
        switch random.next() % 4 {
        case 0: "\(Int(random.next() % 60) - 10)"
        case 1: "0\(random.next() % 20)"
        default: "k-\(random.next() % 60)"
        }
    }

    /// The keys whose value differs between the two dictionaries, in the database's order.
    static func differing(_ a: [String: DatabaseValue], _ b: [String: DatabaseValue]) -> [String] {
        let keys = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
        return DatabaseKeyOrder.sorted(keys, by: { $0 })
    }

    /// The tree's shape: each node's key with its children's, bracketed.
    static func shape(_ node: DatabaseMapNode?) -> String {
        guard let node else { return "." }
        return "(\(shape(node.left)) \(node.key) \(shape(node.right)))"
    }
}

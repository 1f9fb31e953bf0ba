@testable import MessengerBackend
import Testing
import VirtualClock

@Suite("Map layouts: a map of known keys made from its values alone")
struct DatabaseMapLayoutTests {
    @Test("a layout's map is the literal's, whatever order the keys were given in")
    func sameAsLiteral() {
        let layout = DatabaseMapLayout("type", "content", "10", "date", "2", "-1", "is_read")
        let made = layout.map("text", "hello", 3, .serverTimestamp, true, "x", false)
        let literal: DatabaseValue = [
            "type": "text", "content": "hello", "10": 3, "date": .serverTimestamp, "2": true, "-1": "x", "is_read": false,
        ]
        #expect(made == literal)
        #expect(made.mapChildren?.keys == ["-1", "2", "10", "content", "date", "is_read", "type"])
    }

    @Test("a key given twice takes its last value, as in a literal")
    func repeatedKey() {
        #expect(DatabaseMapLayout("a", "b", "a").map(1, 2, 3) == ["b": 2, "a": 3])
    }

    @Test("given another number of values, the keys are paired with the values in order as far as both go")
    func otherCounts() {
        let layout = DatabaseMapLayout("b", "a", "c")
        #expect(layout.map("x") == ["b": "x"])
        #expect(layout.map(1, 2, 3, 4) == ["b": 1, "a": 2, "c": 3])
        #expect(DatabaseMapLayout("a", "b", "a").map(1, 2) == ["a": 1, "b": 2])
        #expect(layout.map() == .map(DatabaseMap()))
        #expect(DatabaseMapLayout().map() == .map(DatabaseMap()))
    }

    @Test("on seeded key sets, a layout's map equals the map made from the same children in one pass, shape and all")
    func seeded() {
        let pool = ["0", "1", "2", "10", "-3", "007", "2147483648", "a", "b", "é", "e\u{301}", "Z", "date", "content", "a b"]
        var random = SeededGenerator(seed: 42)
        for round in 0..<500 {
            let count = Int(random.next() % 9)
            let keys = (0..<count).map { _ in pool[Int(random.next() % UInt64(pool.count))] }
            let values = keys.indices.map { DatabaseValue.number(Double($0)) }
            let made = DatabaseMapLayout(keys: keys).map(values: values)
            let expected = DatabaseValue.map(DatabaseMap(unsorted: zip(keys, values).map { (key: $0, value: $1) }))
            #expect(made == expected, "round \(round): \(keys)")
        }
    }
}

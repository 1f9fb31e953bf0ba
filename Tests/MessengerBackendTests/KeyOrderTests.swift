@testable import MessengerBackend
import Testing
import VirtualClock

@Suite("Key order: integer keys first by value, then strings by UTF-16 code units")
struct KeyOrderTests {
    @Test("the first key comes before the second, and not the other way", arguments: [
        ("2", "10"),                    // integers by value, not as text
        ("-5", "0"),
        ("-2147483648", "-1"),
        ("1", "01"),                    // equal values: the shorter first
        ("-0", "00"),                   // equal values of one length: by text
        ("2147483647", "a"),            // integers before strings
        ("10", "2147483648"),           // beyond 32 bits a key is a string, after the integers
        ("2147483648", "a"),            // … and among strings by text
        ("00000000001", "a"),           // eleven digits with leading zeros are still an integer
        ("Z", "a"),
        ("a", "ab"),
        ("\u{1F600}", "\u{FF5E}"),      // UTF-16: D83D DE00 before FF5E (by scalars it is the reverse)
    ])
    func ordered(first: String, second: String) {
        #expect(DatabaseKeyOrder.precedes(first, second))
        #expect(!DatabaseKeyOrder.precedes(second, first))
    }

    /// The integer reading as the order's definition says it: an optional `-`, then digits only,
    /// at most ten of them past leading zeros, within 32 bits.
    static func definedInteger(_ key: String) -> Int? {
        var digits = Substring(key)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        let significant = digits.drop { $0 == "0" }
        guard significant.count <= 10, let magnitude = Int(significant.isEmpty ? "0" : String(significant)) else { return nil }
        return Int32(exactly: negative ? -magnitude : magnitude).map(Int.init)
    }

    @Test("keys read as integers exactly as defined", arguments: [1, 2, 3] as [UInt64])
    func integers(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["0", "1", "7", "9", "00", "2147483647", "2147483648", "-", "a", "/", "é", ":", " "]
        for _ in 0..<5_000 {
            let key = (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(DatabaseKeyOrder.integer(key) == Self.definedInteger(key), "\(key)")
        }
        for key in ["-2147483648", "-2147483649", "-0", "0000000000012", "-", "", "12a", "-00"] {
            #expect(DatabaseKeyOrder.integer(key) == Self.definedInteger(key), "\(key)")
        }
    }

    @Test("a key does not come before itself", arguments: ["0", "a", "-1", "007"])
    func irreflexive(key: String) {
        #expect(!DatabaseKeyOrder.precedes(key, key))
    }

    @Test("string keys compared from their UTF-8 as by their UTF-16 code units", arguments: [1, 2, 3] as [UInt64])
    func utf16FromUTF8(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["a", "b", "Z", "-", "é", "ÿ", "\u{7FF}", "\u{800}", "\u{E000}", "\u{FF5E}", "\u{FFFF}",
                      "\u{10000}", "\u{1F600}", "\u{10FFFF}"]
        func key() -> String {
            (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for _ in 0..<2_000 {
            let a = key(), b = key()
            #expect((DatabaseKeyOrder.compareAsUTF16(a, b) < 0) == a.utf16.lexicographicallyPrecedes(b.utf16), "\(a) \(b)")
        }
    }

    @Test("one comparison says before, same or after as precedes and byte equality do",
          arguments: [1, 2, 3] as [UInt64])
    func threeWay(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        // Long shared starts (read eight bytes at a time), integers, and text that Swift's `==`
        // calls equal but whose bytes differ.
        let pieces = ["alice-example-com-", "0000", "1", "7", "-", "a", "é", "e\u{301}", "\u{1F600}", "\u{FF5E}",
                      "conversation_", "z"]
        func key() -> String {
            (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for _ in 0..<5_000 {
            let a = key(), b = Bool.random(using: &random) ? a : key()
            let (x, y) = (DatabaseKeyOrder.integer(a), DatabaseKeyOrder.integer(b))
            let sign = DatabaseKeyOrder.compare(a, x, b, y)
            #expect((sign == 0) == a.utf8.elementsEqual(b.utf8), "\(a) \(b)")
            #expect((sign < 0) == DatabaseKeyOrder.precedes(a, x, b, y), "\(a) \(b)")
            #expect((sign > 0) == DatabaseKeyOrder.precedes(b, y, a, x), "\(a) \(b)")
            if x == nil, y == nil, sign != 0 {
                #expect((sign < 0) == a.utf16.lexicographicallyPrecedes(b.utf16), "\(a) \(b)")
            }
        }
    }

    @Test("a map keeps keys that Swift's == calls equal but the database does not apart")
    func canonicallyEqualKeys() {
        var map = DatabaseMap()
        map["\u{E9}"] = "precomposed"
        map["e\u{301}"] = "combining"
        #expect(map.count == 2)
        #expect(map["\u{E9}"] == "precomposed")
        #expect(map["e\u{301}"] == "combining")
        let literal: DatabaseMap = ["e\u{301}": "combining", "\u{E9}": "precomposed", "a": "first"]
        var withFirst = map
        withFirst["a"] = "first"
        #expect(literal == withFirst)
        #expect(literal.keys == ["a", "e\u{301}", "\u{E9}"])
    }

    @Test("paths compare key by key, an ancestor before its descendants")
    func paths() throws {
        let sorted = try ["a/b", "a", "10", "2/x", "2"].map(path).sorted()
        #expect(sorted.map(\.description) == ["2", "2/x", "10", "a", "a/b"])
    }
}

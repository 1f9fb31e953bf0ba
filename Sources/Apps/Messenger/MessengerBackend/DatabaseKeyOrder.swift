/// The order in which the Realtime Database lists a node's children, and so the order of every
/// output of the simulated tree: keys that are 32-bit integers (an optional `-`, then at most
/// ten digits, leading zeros allowed, between −2³¹ and 2³¹ − 1) come first, by value, and equal
/// values by length (`"1"` before `"01"`), then by text (`"-0"` before `"00"`); then the other
/// keys, by their UTF-16 code units, as the SDKs compare strings. So `"2"` comes before `"10"`, and `"10"` before `"a"`.
public enum DatabaseKeyOrder {
    /// Whether `a` comes before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        precedes(a, integer(a), b, integer(b))
    }

    /// `elements` in the database's order of their keys, each key read as an integer once (not at
    /// every comparison).
    public static func sorted<Element>(_ elements: some Collection<Element>, by key: (Element) -> String) -> [Element] {
        elements.map { element in
            let text = key(element)
            return (element: element, key: text, integer: integer(text))
        }
            .sorted { precedes($0.key, $0.integer, $1.key, $1.integer) }
            .map { $0.element }
    }

    /// The keys a literal of `integers.count` keys keeps, as offsets in the database's order of
    /// the keys (`key(i)`, read as the integer `integers[i]`): of a key written twice, the last.
    /// Nil when the keys are in that order already, each once: then all are kept as they are.
    static func literalOrder(_ integers: [Int?], key: (Int) -> String) -> [Int]? {
        func order(_ a: Int, _ b: Int) -> Int {
            compare(key(a), integers[a], key(b), integers[b])
        }
        if zip(integers.indices, integers.indices.dropFirst()).allSatisfy({ order($0, $1) < 0 }) { return nil }
        // Stable: of the same key, the last written is kept.
        let offsets = integers.indices.sorted { a, b in
            let sign = order(a, b)
            return sign == 0 ? a < b : sign < 0
        }
        var kept: [Int] = []
        kept.reserveCapacity(offsets.count)
        for offset in offsets {
            if let last = kept.last, order(last, offset) == 0 {
                kept[kept.count - 1] = offset
            } else {
                kept.append(offset)
            }
        }
        return kept
    }

    /// Whether `a` (read as the integer `x`, if it is one) comes before `b` (`y`).
    static func precedes(_ a: String, _ x: Int?, _ b: String, _ y: Int?) -> Bool {
        compare(a, x, b, y) < 0
    }

    /// -1, 0 or 1 as `a` (read as the integer `x`, if it is one) comes before `b` (`y`), is the
    /// same key (the same bytes), or comes after it: one pass where `==` then ``precedes(_:_:)``
    /// would take two. Keys are the same only byte for byte, as the database's are (so a
    /// precomposed "é" and "e" with a combining accent are two keys, which Swift's `==` is not).
    static func compare(_ a: String, _ x: Int?, _ b: String, _ y: Int?) -> Int {
        switch (x, y) {
        case let (x?, y?):
            if x != y { return x < y ? -1 : 1 }
            let (m, n) = (a.utf8.count, b.utf8.count)
            // Equal values of one length ("-0", "00") by their text: the order stays strict.
            return m != n ? (m < n ? -1 : 1) : compareAsUTF16(a, b)
        case (.some, nil):
            return -1
        case (nil, .some):
            return 1
        case (nil, nil):
            return compareAsUTF16(a, b)
        }
    }

    /// -1, 0 or 1 as `a` comes before `b` by UTF-16 code units, is the same, or comes after,
    /// read from their UTF-8: the first differing byte decides when one of the two is ASCII (the
    /// code points before it are the same, and an ASCII unit is below any other); past two
    /// non-ASCII bytes the UTF-16 units are compared, as they differ from code point order above
    /// U+FFFF.
    static func compareAsUTF16(_ a: String, _ b: String) -> Int {
        // The same representation is the same text: a key compared with its own copy (two versions
        // of a map share their keys) or a short key with an equal one is told at once.
        if sameRepresentation(a, b) { return 0 }
        let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Int in
                let common = min(x.count, y.count)
                let index = commonPrefix(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y), upTo: common)
                guard index < common else { return x.count == y.count ? 0 : x.count < y.count ? -1 : 1 }
                let (p, q) = (x[index], y[index])
                if p < 0x80 || q < 0x80 { return p < q ? -1 : 1 }
                return a.utf16.lexicographicallyPrecedes(b.utf16) ? -1 : 1
            }
        }
        if let result = contiguous ?? nil { return result }
        var x = a.utf8.makeIterator(), y = b.utf8.makeIterator()
        while true {
            switch (x.next(), y.next()) {
            case (nil, nil):
                return 0
            case (.some, nil):
                return 1
            case (nil, .some):
                return -1
            case let (p?, q?):
                if p == q { continue }
                if p < 0x80 || q < 0x80 { return p < q ? -1 : 1 }
                return a.utf16.lexicographicallyPrecedes(b.utf16) ? -1 : 1
            }
        }
    }

    /// Whether `a` and `b` are the same bits: then they are the same text (the converse does not
    /// hold: equal text may be stored twice).
    static func sameRepresentation(_ a: String, _ b: String) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard x.count == 2 * MemoryLayout<UInt64>.size else { return x.elementsEqual(y) }
                return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
                    && x.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }

    /// The number of bytes `x` and `y` have in common at their start, up to `common` (at most
    /// either's length), read eight at a time: keys that share a long start (`alice-example-com-0001…`)
    /// are told apart in a few steps.
    static func commonPrefix(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer, upTo common: Int) -> Int {
        var index = 0
        while index + 8 <= common {
            let p = UInt64(littleEndian: x.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let q = UInt64(littleEndian: y.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            // The first byte in memory that differs is the lowest that differs, read little-endian.
            if p != q { return index + (p ^ q).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < common, x[index] == y[index] { index += 1 }
        return index
    }

    /// `key` as the database reads an integer key, if it is one.
    static func integer(_ key: String) -> Int? {
        if let contiguous = key.utf8.withContiguousStorageIfAvailable({ integer(utf8: $0) }) { return contiguous }
        return Array(key.utf8).withUnsafeBufferPointer { integer(utf8: $0) }
    }

    /// ``integer(_:)`` of a key's UTF-8.
    private static func integer(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        guard index < bytes.count else { return nil }
        var magnitude = 0, significant = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit <= 9 else { return nil }
            // Leading zeros do not count towards the ten digits.
            if significant > 0 || digit != 0 {
                significant += 1
                guard significant <= 10 else { return nil }
                magnitude = magnitude * 10 + Int(digit)
            }
            index += 1
        }
        let value = negative ? -magnitude : magnitude
        return value >= Int(Int32.min) && value <= Int(Int32.max) ? value : nil
    }
}

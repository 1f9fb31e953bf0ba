/// A value of the Realtime Database's JSON tree: a string, a number, a boolean, or a map of
/// children by key. There is no null: an absent value is `nil` (`DatabaseValue?`), and writing
/// `nil` deletes. Lists are maps keyed `"0"`, `"1"`, … (``list(_:)``), as the database stores an
/// array; an empty map or list is stored as absent (``normalized``).
///
/// Children are kept in a ``DatabaseMap``, in ``DatabaseKeyOrder``, the database's own order,
/// which shares its structure between versions: a value taken from a tree and the tree after a
/// write share every child the write did not change.
public enum DatabaseValue: Sendable, Equatable {
    case string(String)
    /// A JSON number; whole numbers print without a fraction (`3`, not `3.0`).
    case number(Double)
    case bool(Bool)
    /// Children by key. Stored maps are never empty (an empty map is absent).
    case map(DatabaseMap)
    /// `ServerValue.timestamp`: a placeholder that becomes the server's clock in milliseconds
    /// since 1970 (``BackendDates/timestamp(at:)``) when the server applies the write, and the
    /// phone's own clock in its cache until then. Never stored.
    case serverTimestamp

    /// A list as the database stores it: a map keyed by index (`"0"`, `"1"`, …); a `nil` item
    /// leaves its index absent. Absent when nothing is left.
    public static func list(_ items: [DatabaseValue?]) -> DatabaseValue? {
        // Indices are integer keys: in the database's order already.
        var entries: [(key: String, value: DatabaseValue)] = []
        for (index, item) in items.enumerated() {
            if let item = item?.normalized { entries.append((String(index), item)) }
        }
        return entries.isEmpty ? nil : .map(DatabaseMap(sorted: entries))
    }

    /// A map whose `nil` values are left out; absent when nothing is left.
    public static func keyed(_ children: [String: DatabaseValue?]) -> DatabaseValue? {
        DatabaseValue.map(DatabaseMap(children.compactMapValues { $0 })).normalized
    }

    /// The value as stored: empty maps removed at every depth, so a map left empty is absent.
    public var normalized: DatabaseValue? {
        guard case .map(let children) = self else { return self }
        // Most values are stored already: looked through, not copied.
        if isStored { return self }
        let kept = children.compactMapValues { $0.normalized }
        return kept.isEmpty ? nil : .map(kept)
    }

    /// Whether the value is in stored form: no map in it is empty.
    var isStored: Bool {
        guard case .map(let children) = self else { return true }
        return !children.isEmpty && children.allChildren { $1.isStored }
    }

    /// The child at `key`, absent when there is none or this is not a map.
    public subscript(key: String) -> DatabaseValue? {
        guard case .map(let children) = self else { return nil }
        return children[key]
    }

    /// The subtree at `path` below this value (this value for the root path).
    public func value(at path: DatabasePath) -> DatabaseValue? {
        var node: DatabaseValue? = self
        for key in path.keys {
            node = node?[key]
            if node == nil { return nil }
        }
        return node
    }

    /// The children in the database's key order (``DatabaseKeyOrder``); none for a leaf.
    public var children: [(key: String, value: DatabaseValue)] {
        guard case .map(let children) = self else { return [] }
        return Array(children)
    }

    /// The text, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The boolean, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The map's children as a dictionary, when this is a map.
    public var mapValue: [String: DatabaseValue]? {
        if case .map(let children) = self { return children.dictionary }
        return nil
    }

    /// The map's children as kept (shared, not copied), when this is a map.
    public var mapChildren: DatabaseMap? {
        if case .map(let children) = self { return children }
        return nil
    }

    /// The value as the SDK hands a snapshot to an app: a map whose keys are all whole numbers
    /// `0`, `1`, … (written without leading zeros) and whose largest key is below twice the
    /// number of keys comes back as an array (`NSArray`), with `nil` for each missing index;
    /// any other map, and a leaf, is not an array (`nil`). So `["0": a, "2": b]` is `[a, nil, b]`
    /// but `["0": a, "5": b]` stays a map, as with the real database.
    public var arrayValue: [DatabaseValue?]? {
        guard case .map(let children) = self else { return nil }
        // One walk in key order, which is index order for index keys.
        var items: [(index: Int, value: DatabaseValue)] = []
        items.reserveCapacity(children.count)
        let isIndexed = children.allChildren { key, value in
            guard let index = Self.arrayIndex(key) else { return false }
            items.append((index, value))
            return true
        }
        guard isIndexed, let largest = items.last?.index, largest < 2 * children.count else { return nil }
        var array = [DatabaseValue?](repeating: nil, count: largest + 1)
        for item in items { array[item.index] = item.value }
        return array
    }

    /// `key` as an array index: digits without a leading zero (`0` itself allowed), below 2³¹.
    static func arrayIndex(_ key: String) -> Int? {
        var value = 0, digits = 0, first: UInt8 = 0
        for byte in key.utf8 {
            guard byte >= 48, byte <= 57, digits < 10 else { return nil }
            if digits == 0 { first = byte }
            value = value * 10 + Int(byte - 48)
            digits += 1
        }
        guard digits == 1 || (digits > 1 && first != 48), value <= Int(Int32.max) else { return nil }
        return value
    }
}

extension DatabaseValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension DatabaseValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    /// A map; write it where a value is stored, which removes it if it is empty.
    public init(dictionaryLiteral elements: (String, DatabaseValue)...) {
        self = .map(DatabaseMap(unsorted: elements.map { (key: $0.0, value: $0.1) }))
    }

    /// A list, stored as a map keyed `"0"`, `"1"`, …
    public init(arrayLiteral elements: DatabaseValue...) {
        var children = DatabaseMap()
        for (index, value) in elements.enumerated() { children[String(index)] = value }
        self = .map(children)
    }
}

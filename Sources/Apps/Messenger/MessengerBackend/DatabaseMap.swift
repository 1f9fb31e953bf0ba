/// A map node's children by key, listed in the database's key order (``DatabaseKeyOrder``).
///
/// Versions of a map share their structure: writing one child makes a few new nodes (the depth
/// of a balanced tree) and shares the rest with the map it was, so a chat that the server, the
/// phones' caches, the values in flight and the values shown to observers all hold costs one
/// child per message, not a copy of the chat. Two versions are compared, and their differing
/// keys found (``differingKeys(from:)``), by walking only where they do not share.
public struct DatabaseMap: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One child.
    public typealias Element = (key: String, value: DatabaseValue)

    var root: DatabaseMapNode?

    /// An empty map.
    public init() {}

    /// The children of `dictionary`.
    public init(_ dictionary: [String: DatabaseValue]) {
        for (key, value) in dictionary { self[key] = value }
    }

    /// The children `(key, value)`, a later one replacing an earlier of the same key.
    public init(dictionaryLiteral elements: (String, DatabaseValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The children `entries`, whose keys are in the database's order with none twice.
    init(sorted entries: [(key: String, value: DatabaseValue)]) {
        root = DatabaseMapNode.built(entries)
    }

    /// The number of children.
    public var count: Int { root?.count ?? 0 }

    /// Whether there is no child.
    public var isEmpty: Bool { root == nil }

    /// The child at `key`; setting `nil` removes it.
    public subscript(key: String) -> DatabaseValue? {
        get { DatabaseMapNode.find(key, integer: DatabaseKeyOrder.integer(key), in: root)?.value }
        set {
            if let newValue {
                root = DatabaseMapNode.inserting(DatabaseMapNode(key: key, value: newValue), into: root)
            } else {
                root = DatabaseMapNode.removing(key, integer: DatabaseKeyOrder.integer(key), from: root)
            }
        }
    }

    /// The keys, in the database's order.
    public var keys: [String] { DatabaseMapNode.entries(root).map { $0.key } }

    /// The values, in the database's order of their keys.
    public var values: [DatabaseValue] { DatabaseMapNode.entries(root).map { $0.value } }

    /// The children as a dictionary.
    public var dictionary: [String: DatabaseValue] {
        var children: [String: DatabaseValue] = [:]
        children.reserveCapacity(count)
        for (key, value) in self { children[key] = value }
        return children
    }

    /// The map with each value transformed, and left out where `transform` gives nil.
    public func compactMapValues(_ transform: (DatabaseValue) throws -> DatabaseValue?) rethrows -> DatabaseMap {
        var kept = DatabaseMap()
        for (key, value) in self {
            if let new = try transform(value) { kept[key] = new }
        }
        return kept
    }

    /// The keys whose child differs between `old` and this map: added, removed or changed, in the
    /// database's order. Costs the children that differ and the depth of the tree when this map
    /// was made from `old` by a few writes, not the size of the map.
    public func differingKeys(from old: DatabaseMap) -> [String] {
        var keys: [String] = []
        DatabaseMapNode.differences(old.root, root, into: &keys)
        return keys
    }

    /// Whether the two hold the same children; subtrees they share are not looked through.
    public static func == (a: DatabaseMap, b: DatabaseMap) -> Bool {
        DatabaseMapNode.same(a.root, b.root)
    }

    /// The children in the database's order of their keys.
    public func makeIterator() -> Iterator {
        Iterator(root: root)
    }

    /// Walks the children in key order.
    public struct Iterator: IteratorProtocol {
        private var stack: [DatabaseMapNode] = []

        init(root: DatabaseMapNode?) {
            descend(from: root)
        }

        private mutating func descend(from node: DatabaseMapNode?) {
            var node = node
            while let current = node {
                stack.append(current)
                node = current.left
            }
        }

        /// The next child in key order; nil after the last.
        public mutating func next() -> Element? {
            guard let top = stack.popLast() else { return nil }
            descend(from: top.right)
            return (key: top.key, value: top.value)
        }
    }
}

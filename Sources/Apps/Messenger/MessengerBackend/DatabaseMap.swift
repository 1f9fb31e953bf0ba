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
        self.init(unsorted: dictionary.map { (key: $0.key, value: $0.value) })
    }

    /// The children `(key, value)`, a later one replacing an earlier of the same key.
    public init(dictionaryLiteral elements: (String, DatabaseValue)...) {
        self.init(unsorted: elements.map { (key: $0.0, value: $0.1) })
    }

    init(root: DatabaseMapNode?) {
        self.root = root
    }

    /// The children `entries`, whose keys are in the database's order with none twice.
    init(sorted entries: [(key: String, value: DatabaseValue)]) {
        root = DatabaseMapNode.built(entries)
    }

    /// The children `entries` in any order, a later one replacing an earlier of the same key:
    /// sorted, then built in one pass (not inserted one by one).
    init(unsorted entries: [(key: String, value: DatabaseValue)]) {
        let integers = entries.map { DatabaseKeyOrder.integer($0.key) }
        guard let kept = DatabaseKeyOrder.literalOrder(integers, key: { entries[$0].key }) else {
            // Written in the database's order already (as the apps' own literals are): built as is.
            self.init(root: DatabaseMapNode.built(entries, integers: integers))
            return
        }
        self.init(root: DatabaseMapNode.built(kept.map { entries[$0] }, integers: kept.map { integers[$0] }))
    }

    /// The number of children.
    public var count: Int { root?.count ?? 0 }

    /// Whether there is no child.
    public var isEmpty: Bool { root == nil }

    /// The child at `key`; setting `nil` removes it.
    public subscript(key: String) -> DatabaseValue? {
        get { DatabaseMapNode.find(key, integer: DatabaseKeyOrder.integer(key), in: root)?.value }
        set {
            update(key) { _ in newValue }
        }
    }

    /// Makes the child at `key` what `transform` makes of it (given nil when there is none;
    /// giving nil removes it), finding it once.
    mutating func update(_ key: String, _ transform: (DatabaseValue?) -> DatabaseValue?) {
        root = DatabaseMapNode.updating(key, integer: DatabaseKeyOrder.integer(key), in: root, transform)
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

    /// The map with the values `transform` gives a new value for replaced (its keys, and so its
    /// shape, kept); nil when `transform` gives none.
    func replacingValues(_ transform: (DatabaseValue) -> DatabaseValue?) -> DatabaseMap? {
        root?.replacingValues(transform).map { DatabaseMap(root: $0) }
    }

    /// Whether the two maps are the same version: the same nodes, so certainly equal (equal maps
    /// made apart are not identical).
    package func isIdentical(to other: DatabaseMap) -> Bool {
        root === other.root
    }

    /// Whether `predicate` holds for every child, asked in key order up to the first that fails.
    package func allChildren(_ predicate: (String, DatabaseValue) -> Bool) -> Bool {
        root?.allInOrder(predicate) ?? true
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
        differences(from: old).map { $0.key }
    }

    /// The children that differ between `old` and this map, in the database's order of their
    /// keys, each with its value in both (``differingKeys(from:)`` with the values, so that a
    /// reader need not look them up again).
    public func differences(from old: DatabaseMap) -> [Difference] {
        var changes: [Difference] = []
        DatabaseMapNode.differences(old.root, root, into: &changes)
        return changes
    }

    /// A child that differs between two versions of a map: added (`old` nil), removed (`new`
    /// nil) or changed.
    public struct Difference: Sendable, Equatable {
        public var key: String
        public var old: DatabaseValue?
        public var new: DatabaseValue?
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

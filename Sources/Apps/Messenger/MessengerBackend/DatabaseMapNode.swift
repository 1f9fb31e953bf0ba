/// One child of a ``DatabaseMap``'s tree: a key, its value, and the children before and after it
/// in the database's key order. Nodes never change once made: a map that changes makes new
/// nodes on the way to the change and shares every other node with the map it was.
///
/// The tree is a treap: each node's `priority` (a fixed hash of its key) is above its children's,
/// so that one set of keys has one shape whatever order they were written in. Equal maps then
/// have equal shapes, and comparing two versions of a map can skip every subtree they share.
final class DatabaseMapNode: Sendable {
    let key: String
    /// `key` read as the database reads an integer key (``DatabaseKeyOrder``), once.
    let integer: Int?
    let priority: UInt64
    let value: DatabaseValue
    let left: DatabaseMapNode?
    let right: DatabaseMapNode?
    /// The number of nodes in this subtree.
    let count: Int

    init(key: String, integer: Int?, priority: UInt64, value: DatabaseValue,
         left: DatabaseMapNode?, right: DatabaseMapNode?) {
        self.key = key
        self.integer = integer
        self.priority = priority
        self.value = value
        self.left = left
        self.right = right
        self.count = 1 + (left?.count ?? 0) + (right?.count ?? 0)
    }

    /// This node with another value.
    func with(value: DatabaseValue) -> DatabaseMapNode {
        DatabaseMapNode(key: key, integer: integer, priority: priority, value: value, left: left, right: right)
    }

    /// This node with another left subtree.
    func with(left: DatabaseMapNode?) -> DatabaseMapNode {
        DatabaseMapNode(key: key, integer: integer, priority: priority, value: value, left: left, right: right)
    }

    /// This node with another right subtree.
    func with(right: DatabaseMapNode?) -> DatabaseMapNode {
        DatabaseMapNode(key: key, integer: integer, priority: priority, value: value, left: left, right: right)
    }

    /// Whether this node belongs above `other`: a higher priority, or the same and an earlier key
    /// (a strict order, so the shape is unique).
    func outranks(_ other: DatabaseMapNode) -> Bool {
        priority != other.priority ? priority > other.priority : precedes(other)
    }

    /// Whether this node's key comes before `other`'s in the database's order.
    func precedes(_ other: DatabaseMapNode) -> Bool {
        order(other) < 0
    }

    /// -1, 0 or 1 as this node's key comes before `other`'s, is the same, or comes after
    /// (``DatabaseKeyOrder/compare(_:_:_:_:)``).
    func order(_ other: DatabaseMapNode) -> Int {
        DatabaseKeyOrder.compare(key, integer, other.key, other.integer)
    }

    /// A fixed 64-bit hash of `key`'s UTF-8 (FNV-1a, then a finishing mix): the same in every
    /// run, unlike Swift's seeded `Hasher`.
    static func priority(of key: String) -> UInt64 {
        var key = key
        var hash = key.withUTF8 { bytes in
            bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        }
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }

    // MARK: Changes, each making new nodes only on the way down

    /// `node` with the child at `key` made what `transform` makes of it (it is given nil when
    /// there is none, and gives nil to remove it), in one descent: the same node when nothing
    /// changes; a child that stays keeps its place (the shape is its keys'), a new one rises to its
    /// place by rotations, a removed one's subtrees are joined.
    static func updating(_ key: String, integer: Int?, in node: DatabaseMapNode?,
                         _ transform: (DatabaseValue?) -> DatabaseValue?) -> DatabaseMapNode? {
        guard let node else {
            guard let value = transform(nil) else { return nil }
            return DatabaseMapNode(key: key, integer: integer, priority: priority(of: key), value: value, left: nil, right: nil)
        }
        let order = DatabaseKeyOrder.compare(key, integer, node.key, node.integer)
        if order == 0 {
            guard let value = transform(node.value) else { return joined(node.left, node.right) }
            return node.with(value: value)
        }
        if order < 0 {
            let left = updating(key, integer: integer, in: node.left, transform)
            if left === node.left { return node }
            // A new key that rose to the top of the left side and outranks this node: rotate. (Only
            // a new key can: a changed child keeps its place, a removed one's subtrees are below it.)
            if let left, left.outranks(node) {
                return left.with(right: node.with(left: left.right))
            }
            return node.with(left: left)
        }
        let right = updating(key, integer: integer, in: node.right, transform)
        if right === node.right { return node }
        if let right, right.outranks(node) {
            return right.with(left: node.with(right: right.left))
        }
        return node.with(right: right)
    }

    /// The nodes of `a` and `b` (every key of `a` before every key of `b`) as one tree.
    static func joined(_ a: DatabaseMapNode?, _ b: DatabaseMapNode?) -> DatabaseMapNode? {
        guard let a else { return b }
        guard let b else { return a }
        if a.outranks(b) {
            return a.with(right: joined(a.right, b))
        }
        return b.with(left: joined(a, b.left))
    }

    /// The node of `key`, if any.
    static func find(_ key: String, integer: Int?, in root: DatabaseMapNode?) -> DatabaseMapNode? {
        var node = root
        while let current = node {
            let order = DatabaseKeyOrder.compare(key, integer, current.key, current.integer)
            if order == 0 { return current }
            node = order < 0 ? current.left : current.right
        }
        return nil
    }

    /// The tree of `entries`, whose keys are in the database's order with none twice, made in
    /// one pass (the tree inserting them one by one would make, with one node each).
    /// `integers`, when given, are the keys read as integers (``DatabaseKeyOrder/integer(_:)``).
    static func built(_ entries: [(key: String, value: DatabaseValue)], integers: [Int?]? = nil) -> DatabaseMapNode? {
        let count = entries.count
        guard count > 0 else { return nil }
        // Scratch space on the stack: priorities, then each node's left and right child and the
        // right spine (indices, -1 for none).
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { priorities in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * count) { scratch in
                let left = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
                let right = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
                for index in 0..<count {
                    priorities.initializeElement(at: index, to: priority(of: entries[index].key))
                }
                let root = layOut(UnsafeBufferPointer(priorities), left: left, right: right,
                                  stack: UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)...]))
                func node(_ index: Int) -> DatabaseMapNode? {
                    guard index >= 0 else { return nil }
                    let entry = entries[index]
                    return DatabaseMapNode(key: entry.key, integer: integers?[index] ?? DatabaseKeyOrder.integer(entry.key),
                                           priority: priorities[index], value: entry.value,
                                           left: node(left[index]), right: node(right[index]))
                }
                return node(root)
            }
        }
    }

    /// The shape of the treap of keys in order with `priorities` (at least one): each key's left
    /// and right child written to `left` and `right` (indices, -1 for none), `stack` the room for
    /// the right spine as it is built; returns the root's index. One pass: each key takes below
    /// it, on its left, the keys before it that it outranks.
    static func layOut(_ priorities: UnsafeBufferPointer<UInt64>, left: UnsafeMutableBufferPointer<Int>,
                       right: UnsafeMutableBufferPointer<Int>, stack: UnsafeMutableBufferPointer<Int>) -> Int {
        var height = 0
        for index in priorities.indices {
            left.initializeElement(at: index, to: -1)
            right.initializeElement(at: index, to: -1)
            var below = -1
            while height > 0, priorities[stack[height - 1]] < priorities[index] {
                height -= 1
                below = stack[height]
            }
            left[index] = below
            if height > 0 { right[stack[height - 1]] = index }
            stack.initializeElement(at: height, to: index)
            height += 1
        }
        return stack[0]
    }

    /// The subtree with the values `transform` gives a new value for replaced, keeping its keys
    /// and so its shape; nil when it gives none (then nothing is made). Subtrees with no new
    /// value are shared.
    func replacingValues(_ transform: (DatabaseValue) -> DatabaseValue?) -> DatabaseMapNode? {
        let newLeft = left?.replacingValues(transform)
        let newValue = transform(value)
        let newRight = right?.replacingValues(transform)
        guard newLeft != nil || newValue != nil || newRight != nil else { return nil }
        return DatabaseMapNode(key: key, integer: integer, priority: priority, value: newValue ?? value,
                               left: newLeft ?? left, right: newRight ?? right)
    }

    /// Whether `predicate` holds for every child of the subtree, asked in key order up to the
    /// first that fails (a walk that makes no list).
    func allInOrder(_ predicate: (String, DatabaseValue) -> Bool) -> Bool {
        (left?.allInOrder(predicate) ?? true) && predicate(key, value) && (right?.allInOrder(predicate) ?? true)
    }

    // MARK: Comparing

    /// Whether the two trees hold the same keys and values. Equal key sets have one shape, so
    /// the trees are walked side by side and shared subtrees are not entered.
    static func same(_ a: DatabaseMapNode?, _ b: DatabaseMapNode?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if a === b { return true }
        return a.count == b.count && a.order(b) == 0 && a.value == b.value
            && same(a.left, b.left) && same(a.right, b.right)
    }

    /// Appends to `changes` each child whose value differs between `a` and `b` (present in one
    /// only, or with different values), two trees over the same range of keys. Subtrees the two share
    /// are skipped; where their shapes part, the two sides are compared in key order.
    static func differences(_ a: DatabaseMapNode?, _ b: DatabaseMapNode?, into changes: inout [DatabaseMap.Difference]) {
        if a === b { return }
        if let a, let b, a.order(b) == 0 {
            differences(a.left, b.left, into: &changes)
            if a.value != b.value { changes.append(.init(key: b.key, old: a.value, new: b.value)) }
            differences(a.right, b.right, into: &changes)
            return
        }
        merge(a, b, into: &changes)
    }

    /// ``differences(_:_:into:)`` where the two shapes part: both sides listed and compared in
    /// key order.
    private static func merge(_ a: DatabaseMapNode?, _ b: DatabaseMapNode?, into changes: inout [DatabaseMap.Difference]) {
        let old = entries(a), new = entries(b)
        var (i, j) = (0, 0)
        while i < old.count, j < new.count {
            let (x, y) = (old[i], new[j])
            let order = x.order(y)
            if order == 0 {
                if x.value != y.value { changes.append(.init(key: y.key, old: x.value, new: y.value)) }
                i += 1
                j += 1
            } else if order < 0 {
                changes.append(.init(key: x.key, old: x.value, new: nil))
                i += 1
            } else {
                changes.append(.init(key: y.key, old: nil, new: y.value))
                j += 1
            }
        }
        for x in old[i...] { changes.append(.init(key: x.key, old: x.value, new: nil)) }
        for y in new[j...] { changes.append(.init(key: y.key, old: nil, new: y.value)) }
    }

    /// The nodes of the tree in key order.
    static func entries(_ root: DatabaseMapNode?) -> [DatabaseMapNode] {
        var nodes: [DatabaseMapNode] = []
        nodes.reserveCapacity(root?.count ?? 0)
        root?.appendInOrder(to: &nodes)
        return nodes
    }

    /// Appends the subtree's nodes to `nodes` in key order.
    func appendInOrder(to nodes: inout [DatabaseMapNode]) {
        left?.appendInOrder(to: &nodes)
        nodes.append(self)
        right?.appendInOrder(to: &nodes)
    }
}

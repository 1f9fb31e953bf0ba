/// The keys of a map that is written again and again with new values (a chat message's fields),
/// laid out once: their order, each key read as an integer, their priorities and the shape of
/// their tree are found when the layout is made, so that ``map(_:)`` costs the map's nodes alone.
/// A map made from a layout is the map a dictionary literal of the same keys and values makes.
public struct DatabaseMapLayout: Sendable {
    /// The keys in the database's order, each once.
    private let keys: [String]
    private let integers: [Int?]
    private let priorities: [UInt64]
    private let left: [Int]
    private let right: [Int]
    private let root: Int
    /// For each key in order, the index of its value among those ``map(_:)`` is given: the last
    /// place the key was given at, as a literal keeps the last of a repeated key.
    private let sources: [Int]
    /// The keys as given: ``map(_:)`` expects a value for each.
    private let given: [String]

    /// The layout of maps with `keys`, given in any order.
    public init(_ keys: String...) {
        self.init(keys: keys)
    }

    init(keys: [String]) {
        given = keys
        let integers = keys.map { DatabaseKeyOrder.integer($0) }
        let kept = DatabaseKeyOrder.literalOrder(integers, key: { keys[$0] }) ?? Array(keys.indices)
        sources = kept
        self.keys = kept.map { keys[$0] }
        self.integers = kept.map { integers[$0] }
        let priorities = self.keys.map { DatabaseMapNode.priority(of: $0) }
        self.priorities = priorities
        var left = [Int](repeating: -1, count: kept.count), right = left, stack = left
        root = kept.isEmpty ? -1 : priorities.withUnsafeBufferPointer { priorities in
            left.withUnsafeMutableBufferPointer { left in
                right.withUnsafeMutableBufferPointer { right in
                    stack.withUnsafeMutableBufferPointer { stack in
                        DatabaseMapNode.layOut(priorities, left: left, right: right, stack: stack)
                    }
                }
            }
        }
        self.left = left
        self.right = right
    }

    /// The map of the layout's keys with `values`, given in the order of the keys the layout was
    /// made with. Given another number of values, the literal that pairs the keys with the values
    /// in order as far as both go.
    public func map(_ values: DatabaseValue...) -> DatabaseValue {
        map(values: values)
    }

    func map(values: [DatabaseValue]) -> DatabaseValue {
        guard values.count == given.count, root >= 0 else {
            return .map(DatabaseMap(unsorted: zip(given, values).map { (key: $0, value: $1) }))
        }
        return .map(DatabaseMap(root: node(root, values)))
    }

    private func node(_ index: Int, _ values: [DatabaseValue]) -> DatabaseMapNode? {
        guard index >= 0 else { return nil }
        return DatabaseMapNode(key: keys[index], integer: integers[index], priority: priorities[index],
                               value: values[sources[index]], left: node(left[index], values), right: node(right[index], values))
    }
}

/// A whole tree: the server's database, or what a phone holds of it. Writing keeps the stored
/// form (``DatabaseValue/normalized``): setting `nil` deletes, a map left empty disappears with
/// its emptied parents, and setting a value below a leaf replaces the leaf with a map.
public struct DatabaseTree: Sendable, Equatable, CustomStringConvertible {
    /// The value at the root; nil for an empty database.
    public private(set) var root: DatabaseValue?

    /// A tree holding `root` as stored.
    public init(_ root: DatabaseValue? = nil) {
        self.root = root?.normalized
    }

    /// The subtree at `path`; nil when absent.
    public func value(at path: DatabasePath) -> DatabaseValue? {
        root?.value(at: path)
    }

    /// Sets the subtree at `path` to `value` (deletes it for nil).
    public mutating func set(_ value: DatabaseValue?, at path: DatabasePath) {
        root = Self.setting(value?.normalized, at: path.keys[...], in: root)
    }

    private static func setting(_ value: DatabaseValue?, at keys: ArraySlice<String>, in node: DatabaseValue?) -> DatabaseValue? {
        guard let key = keys.first else { return value }
        guard case .map(var children) = node else {
            // Below a leaf or nothing: deleting changes nothing; writing replaces the leaf.
            guard value != nil else { return node }
            return setting(value, at: keys.dropFirst(), in: nil).map { .map([key: $0]) }
        }
        children[key] = setting(value, at: keys.dropFirst(), in: children[key])
        return children.isEmpty ? nil : .map(children)
    }

    /// The tree as JSON with keys in the database's order (`null` when empty).
    public var description: String {
        root?.json ?? "null"
    }
}

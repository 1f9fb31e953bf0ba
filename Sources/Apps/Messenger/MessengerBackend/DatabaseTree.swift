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
        Self.set(value?.normalized, at: path.keys[...], in: &root)
    }

    /// Sets `value`, already in stored form (taken from a tree, as the server sends it), at
    /// `path`: ``set(_:at:)`` without looking the value through first.
    mutating func set(stored value: DatabaseValue?, at path: DatabasePath) {
        Self.set(value, at: path.keys[...], in: &root)
    }

    /// Sets `value` (already in stored form) at `keys` below `node`, which is in stored form, and
    /// keeps it so. Each map on the way gets a new version that shares every child but the one
    /// written with the map it was (``DatabaseMap``), so a write costs the depth of its path, not
    /// the size of the tree, whoever else holds the maps.
    static func set(_ value: DatabaseValue?, at keys: ArraySlice<String>, in node: inout DatabaseValue?) {
        guard let key = keys.first else {
            node = value
            return
        }
        guard case .map(var children) = node else {
            // Below a leaf or nothing: deleting changes nothing; writing replaces the leaf.
            guard value != nil else { return }
            var child: DatabaseValue?
            set(value, at: keys.dropFirst(), in: &child)
            node = child.map { .map([key: $0]) }
            return
        }
        node = nil
        children.update(key) { child in
            var child = child
            set(value, at: keys.dropFirst(), in: &child)
            return child
        }
        node = children.isEmpty ? nil : .map(children)
    }

    /// The tree as JSON with keys in the database's order (`null` when empty).
    public var description: String {
        root?.json ?? "null"
    }
}

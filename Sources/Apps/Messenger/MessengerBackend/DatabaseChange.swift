/// One path of a write and what it becomes there (`nil` deletes). `setValue` is one change;
/// `updateChildValues` is several, applied together.
public struct DatabaseChange: Sendable, Equatable, CustomStringConvertible {
    /// Where, from the root.
    public var path: DatabasePath
    /// The new subtree; nil deletes it.
    public var value: DatabaseValue?

    public init(_ path: DatabasePath, _ value: DatabaseValue?) {
        self.path = path
        self.value = value
    }

    /// `path = json`, `null` for a deletion.
    public var description: String {
        "\(path) = \(value?.json ?? "null")"
    }

    /// The change with every server timestamp in it replaced by `milliseconds`.
    func resolvingTimestamps(_ milliseconds: Double) -> DatabaseChange {
        DatabaseChange(path, value?.resolvingTimestamps(milliseconds))
    }
}

import Scenarios

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

    /// `changes` in path order (a non-generic helper: see ``DatabasePath/insert(_:into:)``).
    @inline(never)
    static func inPathOrder(_ changes: [DatabaseChange]) -> [DatabaseChange] {
        changes.sorted { $0.path < $1.path }
    }

    /// Why the paths of an update cannot go together (one contains another), or nil.
    @inline(never)
    static func overlap(in changes: [DatabaseChange]) -> String? {
        let paths = changes.map { $0.path }.sorted()
        for (a, b) in zip(paths, paths.dropFirst()) where a.contains(b) {
            let relation = a == b ? "twice" : "and its descendant '\(ScenarioText.echo(b.description))'"
            return "the update writes '\(ScenarioText.echo(a.description))' \(relation); the paths of one update cannot contain one another"
        }
        return nil
    }

    /// The change with every server timestamp in it replaced by `milliseconds`.
    func resolvingTimestamps(_ milliseconds: Double) -> DatabaseChange {
        DatabaseChange(path, value?.resolvingTimestamps(milliseconds))
    }
}

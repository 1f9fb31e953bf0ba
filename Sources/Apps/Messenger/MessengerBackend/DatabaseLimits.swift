import Scenarios

/// The Realtime Database's documented bounds on keys, paths and values, which the simulated one
/// keeps (docs/limits.md). A path outside them is refused by ``DatabasePath/parse(_:)``; a
/// value outside them is refused by the phone that writes it, at once, as the SDK refuses it
/// before sending (``BackendCallback/Answer/written(error:)``).
public enum DatabaseLimits {
    /// Levels of the tree: a path's keys plus the levels of the value written there.
    public static let maxDepth = 32
    /// Bytes of one key in UTF-8.
    public static let maxKeyBytes = 768
    /// Bytes of one string value in UTF-8 (10 MiB).
    public static let maxStringBytes = 10 * 1024 * 1024

    /// What is wrong with writing `value` at `path`, as a sentence; nil when the write is valid.
    /// Keys inside the value follow the path's rules; numbers must be finite.
    public static func problem(writing value: DatabaseValue?, at path: DatabasePath) -> String? {
        guard let value else { return nil }
        // Maps list their children in key order: the problem reported is the first in the
        // database's order.
        return problem(in: value, at: path.keys.count, under: path)
    }

    private static func problem(in value: DatabaseValue, at depth: Int, under path: DatabasePath) -> String? {
        switch value {
        case .string(let text):
            let bytes = text.utf8.count
            return bytes > maxStringBytes
                ? "the string written at '\(ScenarioText.echo(path.description))' is \(bytes) bytes; a string is at most \(maxStringBytes) bytes" : nil
        case .number(let number):
            return number.isFinite ? nil
                : "the number written at '\(ScenarioText.echo(path.description))' is \(number); the database stores finite numbers only"
        case .bool, .serverTimestamp:
            return nil
        case .map(let children):
            if !children.isEmpty, depth >= maxDepth {
                return "the value written at '\(ScenarioText.echo(path.description))' nests deeper than \(maxDepth) levels from the root"
            }
            var found: String?
            _ = children.allChildren { key, child in
                if key.isEmpty {
                    found = "the value written at '\(ScenarioText.echo(path.description))' has an empty key; keys cannot be empty"
                } else if let problem = DatabasePath.problem(key: key) {
                    found = "key '\(ScenarioText.echo(key))' in the value written at '\(ScenarioText.echo(path.description))' \(problem)"
                } else {
                    found = problem(in: child, at: depth + 1, under: path)
                }
                return found == nil
            }
            return found
        }
    }
}

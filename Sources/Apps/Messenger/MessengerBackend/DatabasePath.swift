import Scenarios

/// A place in the database's tree: the keys from the root, written slash-separated
/// (`users/1/email`). Every path is valid by construction: ``parse(_:)`` and ``child(_:)`` check
/// the database's rules (``DatabaseLimits``) and say what to change when a rule is broken.
///
/// Paths compare in the database's order: key by key (``DatabaseKeyOrder``), an ancestor before
/// its descendants.
public struct DatabasePath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The keys from the root; empty for the root.
    public let keys: [String]

    /// The root of the tree.
    public static let root = DatabasePath(checked: [])

    private init(checked keys: [String]) {
        self.keys = keys
    }

    /// The path written `text`: keys separated by single slashes, an optional leading slash
    /// (`/users/1` is `users/1`), `/` alone for the root. Each key is non-empty, at most
    /// ``DatabaseLimits/maxKeyBytes`` bytes of UTF-8, without `/`, `.`, `#`, `$`, `[`, `]` or a
    /// control character; a path is at most ``DatabaseLimits/maxDepth`` keys deep.
    public static func parse(_ text: String) -> Result<DatabasePath, DatabasePathError> {
        if text.isEmpty {
            return .failure(DatabasePathError(
                "the path is empty; write the keys from the root separated by '/', such as users/1/email, or '/' for the root"))
        }
        if text == "/" { return .success(.root) }
        let body = text.hasPrefix("/") ? String(text.dropFirst()) : text
        let pieces = body.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if pieces.count > DatabaseLimits.maxDepth {
            return .failure(DatabasePathError(
                "the path '\(ScenarioText.echo(text))' is \(pieces.count) keys deep; the database nests at most \(DatabaseLimits.maxDepth) levels"))
        }
        for (index, key) in pieces.enumerated() where key.isEmpty {
            let before = pieces[..<index].joined(separator: "/")
            if index == pieces.count - 1 {
                return .failure(DatabasePathError(
                    "the path '\(ScenarioText.echo(text))' ends with '/'; write it without the last slash (\(ScenarioText.echo(before)))"))
            }
            let place = index == 0 ? "at its start" : "after '\(ScenarioText.echo(before))/'"
            return .failure(DatabasePathError(
                "the path '\(ScenarioText.echo(text))' has an empty key \(place); keys are separated by one '/' and cannot be empty"))
        }
        for key in pieces {
            if let problem = Self.problem(key: key) {
                return .failure(DatabasePathError("key '\(ScenarioText.echo(key))' in path '\(ScenarioText.echo(text))' \(problem)"))
            }
        }
        return .success(DatabasePath(checked: pieces))
    }

    /// The path one key below this one.
    public func child(_ key: String) -> Result<DatabasePath, DatabasePathError> {
        if let refusal = refusal(of: key) { return .failure(refusal) }
        var longer = keys
        longer.reserveCapacity(keys.count + 1)
        longer.append(key)
        return .success(DatabasePath(checked: longer))
    }

    /// The path of `keys` below this one: ``child(_:)`` key after key, the first key refused
    /// giving its error, made in one piece.
    public func descendant(_ keys: [String]) -> Result<DatabasePath, DatabasePathError> {
        var longer = self.keys
        longer.reserveCapacity(longer.count + keys.count)
        for key in keys {
            if let refusal = DatabasePath(checked: longer).refusal(of: key) { return .failure(refusal) }
            longer.append(key)
        }
        return .success(DatabasePath(checked: longer))
    }

    /// Why `key` cannot be a child of this path; nil when it can.
    private func refusal(of key: String) -> DatabasePathError? {
        if keys.count >= DatabaseLimits.maxDepth {
            return DatabasePathError(
                "the path '\(ScenarioText.echo(description))/\(ScenarioText.echo(key))' is \(keys.count + 1) keys deep; the database nests at most \(DatabaseLimits.maxDepth) levels")
        }
        if key.isEmpty {
            return DatabasePathError("a key below '\(ScenarioText.echo(description))' is empty; keys cannot be empty")
        }
        if let problem = Self.problem(key: key) {
            return DatabasePathError("key '\(ScenarioText.echo(key))' below '\(ScenarioText.echo(description))' \(problem)")
        }
        return nil
    }

    /// What is wrong with a non-empty `key`, as the end of a sentence naming it; nil when it is a
    /// valid key.
    static func problem(key: String) -> String? {
        // Most keys are plain: their bytes alone show it (no forbidden or control byte; a byte
        // of a longer scalar is never one of them).
        let isPlain = key.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count <= DatabaseLimits.maxKeyBytes && bytes.allSatisfy(isPlainByte)
        }
        if isPlain == true { return nil }
        for scalar in key.unicodeScalars {
            if Self.isForbidden(scalar) {
                let advice = key.contains("@")
                    ? "a safe e-mail writes '.' and '@' as '-' (\(ScenarioText.echo(safeEmail(key))))" : "replace it"
                return "contains '\(scalar)', which a database key cannot contain (no '/', '.', '#', '$', '[', ']' or control character); \(advice)"
            }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                return "contains a control character, which a database key cannot contain; remove it"
            }
        }
        let bytes = key.utf8.count
        if bytes > DatabaseLimits.maxKeyBytes {
            return "is \(bytes) bytes long; a key is at most \(DatabaseLimits.maxKeyBytes) bytes of UTF-8"
        }
        return nil
    }

    /// Whether `byte` may stand in a key as it is: any byte of a longer scalar, and every ASCII
    /// byte but a control character and `/ . # $ [ ]` (a bit per ASCII byte in two words).
    @inline(__always)
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0xFFFF_FFFF | 1 << 0x23 | 1 << 0x24 | 1 << 0x2E | 1 << 0x2F // controls, # $ . /
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7F - 64) // [ ] DEL
        return byte >= 0x80 || (byte < 64 ? low : high) & (1 &<< UInt64(byte & 63)) == 0
    }

    /// Whether `scalar` is one of `/ . # $ [ ]`, which no key may contain.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/", ".", "#", "$", "[", "]": true
        default: false
        }
    }

    /// The path of `descendant` below this one (`relative` keys appended).
    public func appending(_ relative: DatabasePath) -> Result<DatabasePath, DatabasePathError> {
        let joined = keys + relative.keys
        if joined.count > DatabaseLimits.maxDepth {
            return .failure(DatabasePathError(
                "the path '\(ScenarioText.echo(DatabasePath(checked: joined).description))' is \(joined.count) keys deep; the database nests at most \(DatabaseLimits.maxDepth) levels"))
        }
        return .success(DatabasePath(checked: joined))
    }

    /// The path one level up; nil for the root.
    public var parent: DatabasePath? {
        keys.isEmpty ? nil : DatabasePath(checked: Array(keys.dropLast()))
    }

    /// The last key; nil for the root.
    public var lastKey: String? { keys.last }

    /// Whether this path is `other` or one of its ancestors.
    public func contains(_ other: DatabasePath) -> Bool {
        other.keys.count >= keys.count && other.keys.starts(with: keys)
    }

    /// Whether one of the two paths contains the other: a change at one can change the other.
    public func overlaps(_ other: DatabasePath) -> Bool {
        contains(other) || other.contains(self)
    }

    /// The keys of `descendant` below this path; nil when this path does not contain it.
    public func relative(_ descendant: DatabasePath) -> DatabasePath? {
        contains(descendant) ? DatabasePath(checked: Array(descendant.keys.dropFirst(keys.count))) : nil
    }

    /// The keys joined by `/`; `/` for the root.
    public var description: String {
        keys.isEmpty ? "/" : keys.joined(separator: "/")
    }

    /// Adds `path` to `paths`, kept in order, unless it is there already.
    ///
    /// The backend's generic code sorts only through non-generic helpers such as this one, kept
    /// out of line: a generic function that sorts is not made available to other modules, and
    /// the backend then runs unspecialized in its app (docs/benchmarks.md, "Specialized across
    /// modules").
    @inline(never)
    static func insert(_ path: DatabasePath, into paths: inout [DatabasePath]) {
        guard !paths.contains(path) else { return }
        paths.append(path)
        paths.sort()
    }

    public static func < (a: DatabasePath, b: DatabasePath) -> Bool {
        for (x, y) in zip(a.keys, b.keys) where x != y {
            return DatabaseKeyOrder.precedes(x, y)
        }
        return a.keys.count < b.keys.count
    }
}

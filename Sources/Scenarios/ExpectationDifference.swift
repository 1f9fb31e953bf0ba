import Support

/// One key of an `expect` step that does not hold: its name as the script writes it, and the
/// value expected and the one found, as the message shows them.
public struct ExpectationDifference: Sendable, Equatable, CustomStringConvertible {
    /// The key as the script writes it, e.g. `phase`, `slots[2]`.
    public var key: String
    public var expected: String
    public var found: String

    public init(key: String, expected: String, found: String) {
        self.key = key
        self.expected = expected
        self.found = found
    }

    /// `key: expected X, found Y`, e.g. `slots[2]: expected empty, found beach`; each value cut
    /// to ``maxQuotedCharacters`` characters (and four times as many bytes), then `…`, through
    /// the one escaping rule, so a failed check of a whole chat quotes a bounded line.
    public var description: String {
        "\(echo(key, limit: Self.maxQuotedCharacters)): expected \(echo(expected, limit: Self.maxQuotedCharacters)), "
            + "found \(echo(found, limit: Self.maxQuotedCharacters))"
    }

    /// The most characters of an expected or found value a message quotes.
    public static let maxQuotedCharacters = 1_000

    /// Tolerance of every app's `time` check (seconds).
    public static let timeTolerance = 1e-6

    /// `time`: the virtual time, in seconds, within ±``timeTolerance``; nil when it holds.
    public static func time(expected: Double, found: Double) -> ExpectationDifference? {
        abs(found - expected) <= timeTolerance
            ? nil
            : ExpectationDifference(key: "time", expected: "\(formatSeconds(expected)) s", found: "\(formatSeconds(found)) s")
    }

    /// A list as messages write it: `[a, b]`.
    public static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// A presence as messages write it: `none`, or the value's name.
    public static func name<Value>(_ presence: Presence<Value>, _ shown: (Value) -> String) -> String {
        switch presence {
        case .hidden: "none"
        case .shown(let value): shown(value)
        }
    }
}

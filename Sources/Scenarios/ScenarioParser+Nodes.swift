import Devices
import Support
import Foundation
import Yams

/// Reading typed values out of Yams nodes, with errors that point at the node.
extension ScenarioParser {
    /// A key and its value in a mapping, with the key as written.
    public struct Field {
        public let name: String
        public let key: Node
        public let value: Node

        public init(name: String, key: Node, value: Node) {
            self.name = name
            self.key = key
            self.value = value
        }
    }

    /// Where `node` starts (1-based, as editors show it).
    public func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// An error pointing at `node`.
    public func error(_ message: String, at node: Node) -> ScenarioError {
        ScenarioError(message, at: location(node))
    }

    /// A "expected X for 'label', found Y" error.
    public func typeError(_ expected: String, for label: String, found node: Node) -> ScenarioError {
        error("expected \(expected) for '\(label)', found \(ScenarioText.describe(node))", at: node)
    }

    /// The fields of a mapping, in document order, every key among `known`.
    /// - Parameters:
    ///   - node: the mapping.
    ///   - label: its key, for type errors.
    ///   - known: the keys it may have; any other is an error with did-you-mean.
    ///   - context: where the mapping is, for messages ("in options", "in 'pick'").
    ///   - expected: what the mapping is, for type errors ("a mapping of options").
    ///   - suggesting: the keys an unknown key's "did you mean" and list point to (default
    ///     `known`), when some known keys are accepted only to be refused later with a better
    ///     message.
    public func fields(of node: Node, for label: String, known: [String], context: String,
                expected: String = "a mapping", suggesting: [String]? = nil) throws(ScenarioError) -> [Field] {
        guard case .mapping(let mapping) = node else {
            throw typeError(expected, for: label, found: node)
        }
        var result: [Field] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                throw error("expected a key name \(context), found \(ScenarioText.describe(key))", at: key)
            }
            let name = scalar.string
            guard known.contains(name) else {
                throw unknownKey(name, at: key, context: context, known: suggesting ?? known)
            }
            result.append(Field(name: name, key: key, value: value))
        }
        return result
    }

    /// "unknown key 'x' in …; did you mean 'y'?" (or the list of valid keys).
    public func unknownKey(_ name: String, at key: Node, context: String, known: [String]) -> ScenarioError {
        let hint = Suggestion.hint(for: name, among: known)
        let tail = hint.isEmpty ? "; expected one of: " + known.joined(separator: ", ") : hint
        return error("unknown key '\(echo(name))' \(context)\(tail)", at: key)
    }

    /// "missing 'x' in …" at the mapping.
    public func requireField(_ name: String, in fields: [Field], of node: Node, context: String)
        throws(ScenarioError) -> Field {
        guard let field = fields.first(where: { $0.name == name }) else {
            throw error("missing '\(name)' \(context)", at: node)
        }
        return field
    }

    /// A number (integer or decimal).
    public func number(_ node: Node, for label: String) throws(ScenarioError) -> Double {
        guard case .number(let value)? = ScenarioText.scalarValue(node) else {
            throw typeError("a number", for: label, found: node)
        }
        guard value.isFinite else {
            throw error("'\(label)' must be a finite number, found \(echo(node.string ?? ""))", at: node)
        }
        return value
    }

    /// A number that must be ≥ 0 (`strictly`: > 0).
    public func nonNegative(_ node: Node, for label: String, strictly: Bool = false) throws(ScenarioError) -> Double {
        let value = try number(node, for: label)
        if strictly, !(value > 0) {
            throw error("'\(label)' must be greater than 0, found \(ScenarioText.format(value))", at: node)
        }
        if !(value >= 0) {
            throw error("'\(label)' must not be negative, found \(ScenarioText.format(value))", at: node)
        }
        return value
    }

    /// A time in seconds: at least 0 (greater when `strictly`), at most
    /// ``ScenarioLimits/maxSeconds``.
    public func seconds(_ node: Node, for label: String, strictly: Bool = false) throws(ScenarioError) -> Double {
        let value = try nonNegative(node, for: label, strictly: strictly)
        guard value <= ScenarioLimits.maxSeconds else {
            throw error("'\(label)' must be at most \(ScenarioText.format(ScenarioLimits.maxSeconds)) s, the longest a "
                        + "scenario may run; found \(ScenarioText.format(value))", at: node)
        }
        return value
    }

    /// A coordinate in points, at most ``ScenarioLimits/maxCoordinate`` from 0.
    public func coordinate(_ node: Node, for label: String) throws(ScenarioError) -> Double {
        let value = try number(node, for: label)
        let limit = ScenarioText.format(ScenarioLimits.maxCoordinate)
        guard abs(value) <= ScenarioLimits.maxCoordinate else {
            throw error("'\(label)' must be between -\(limit) and \(limit) points, found \(ScenarioText.format(value))",
                        at: node)
        }
        return value
    }

    /// A whole number.
    public func integer(_ node: Node, for label: String) throws(ScenarioError) -> Int {
        guard case .number(let value)? = ScenarioText.scalarValue(node), value.rounded() == value,
              abs(value) < 1e15 else {
            throw typeError("a whole number", for: label, found: node)
        }
        return Int(value)
    }

    /// A whole number in `range`; `what` names it in the message ("slot").
    public func integer(_ node: Node, for label: String, in range: ClosedRange<Int>, what: String)
        throws(ScenarioError) -> Int {
        let value = try integer(node, for: label)
        guard range.contains(value) else {
            // A short range is listed ("1, 2, 3 or 4"); a long one given by its ends.
            guard range.count <= 12 else {
                throw error("\(what) must be from \(range.lowerBound) to \(range.upperBound), found \(value)", at: node)
            }
            let choices = range.map(String.init)
            let list = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            throw error("\(what) must be \(list), found \(value)", at: node)
        }
        return value
    }

    /// A boolean (`true` or `false`; YAML's `yes`, `no`, `on` and `off` too).
    public func boolean(_ node: Node, for label: String) throws(ScenarioError) -> Bool {
        guard case .bool(let text)? = ScenarioText.scalarValue(node) else {
            throw typeError("true or false", for: label, found: node)
        }
        return ["true", "yes", "on", "y"].contains(text.lowercased())
    }

    /// A string (a quoted or plain scalar that is not a number, boolean or null).
    public func text(_ node: Node, for label: String, expected: String = "a string") throws(ScenarioError) -> String {
        guard case .string(let value)? = ScenarioText.scalarValue(node) else {
            throw typeError(expected, for: label, found: node)
        }
        return value
    }

    /// Any non-null scalar, as written (names and aliases may look like numbers).
    public func word(_ node: Node, for label: String, expected: String = "a name") throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, let value = ScenarioText.scalarValue(node) else {
            throw typeError(expected, for: label, found: node)
        }
        if case .null = value {
            throw typeError(expected, for: label, found: node)
        }
        return scalar.string
    }

    /// One of an enumeration's raw values; `what` names it ("phase", "orientation").
    public func choice<T: RawRepresentable & CaseIterable>(_ node: Node, for label: String, what: String,
                                                    as type: T.Type = T.self) throws(ScenarioError) -> T
        where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        return try choice(node, for: label, what: what, among: names) { T(rawValue: $0) }
    }

    /// One of `names`, mapped by `make`.
    public func choice<T>(_ node: Node, for label: String, what: String, among names: [String],
                   make: (String) -> T?) throws(ScenarioError) -> T {
        let value = try text(node, for: label, expected: "\(ScenarioText.article(what)) \(what) (\(ScenarioText.list(names)))")
        guard let result = make(value) else {
            let hint = Suggestion.hint(for: value, among: names)
            let tail = hint.isEmpty ? "; expected \(ScenarioText.list(names))" : hint
            throw error("unknown \(what) '\(echo(value))'\(tail)", at: node)
        }
        return result
    }

    /// The items of a list.
    public func items(_ node: Node, for label: String, expected: String = "a list") throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw typeError(expected, for: label, found: node)
        }
        return Array(sequence)
    }

    /// A point written `[x, y]`.
    public func point(_ node: Node, for label: String) throws(ScenarioError) -> Point {
        let values = try items(node, for: label, expected: "a point [x, y]")
        guard values.count == 2 else {
            throw error("expected a point [x, y] for '\(label)', found \(counted(values.count, "value"))", at: node)
        }
        return Point(x: try coordinate(values[0], for: label), y: try coordinate(values[1], for: label))
    }
}

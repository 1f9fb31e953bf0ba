import Support
import InstagridModel
import Foundation
import Yams

/// Reading typed values out of Yams nodes, with errors that point at the node.
extension ScenarioParser {
    /// A key and its value in a mapping, with the key as written.
    struct Field {
        let name: String
        let key: Node
        let value: Node
    }

    /// A scalar's meaning under YAML's core schema.
    enum ScalarValue {
        case null
        case bool(String)
        case number(Double)
        case string(String)
    }

    /// Where `node` starts (1-based, as editors show it).
    func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// An error pointing at `node`.
    func error(_ message: String, at node: Node) -> ScenarioError {
        ScenarioError(message, at: location(node))
    }

    /// The scalar meaning of `node`, or nil for lists and mappings.
    static func scalarValue(_ node: Node) -> ScalarValue? {
        guard case .scalar(let scalar) = node else { return nil }
        switch node.tag.rawValue {
        case Tag.Name.null.rawValue:
            return .null
        case Tag.Name.bool.rawValue:
            return .bool(scalar.string)
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            if let value = Double(scalar.string.replacingOccurrences(of: "_", with: "")) ?? node.float {
                return .number(value)
            }
            return .string(scalar.string)
        default:
            return .string(scalar.string)
        }
    }

    /// What `node` is, for "found …" in messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar:
            switch scalarValue(node) {
            case .null, nil: return "nothing"
            case .bool(let text): return "a boolean \(echo(text))"
            case .number: return "a number \(echo(node.string ?? ""))"
            case .string(let text): return "a string '\(echo(text))'"
            }
        }
    }

    /// A "expected X for 'label', found Y" error.
    func typeError(_ expected: String, for label: String, found node: Node) -> ScenarioError {
        error("expected \(expected) for '\(label)', found \(Self.describe(node))", at: node)
    }

    /// The fields of a mapping, in document order, every key among `known`.
    /// - Parameters:
    ///   - context: where the mapping is, for messages ("in options", "in 'pick'").
    ///   - expected: what the mapping is, for type errors ("a mapping of options").
    func fields(of node: Node, for label: String, known: [String], context: String,
                expected: String = "a mapping") throws(ScenarioError) -> [Field] {
        guard case .mapping(let mapping) = node else {
            throw typeError(expected, for: label, found: node)
        }
        var result: [Field] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                throw error("expected a key name \(context), found \(Self.describe(key))", at: key)
            }
            let name = scalar.string
            guard known.contains(name) else {
                throw unknownKey(name, at: key, context: context, known: known)
            }
            result.append(Field(name: name, key: key, value: value))
        }
        return result
    }

    /// "unknown key 'x' in …; did you mean 'y'?" (or the list of valid keys).
    func unknownKey(_ name: String, at key: Node, context: String, known: [String]) -> ScenarioError {
        let hint = Suggestion.hint(for: name, among: known)
        let tail = hint.isEmpty ? "; expected one of: " + known.joined(separator: ", ") : hint
        return error("unknown key '\(echo(name))' \(context)\(tail)", at: key)
    }

    /// "missing 'x' in …" at the mapping.
    func requireField(_ name: String, in fields: [Field], of node: Node, context: String)
        throws(ScenarioError) -> Field {
        guard let field = fields.first(where: { $0.name == name }) else {
            throw error("missing '\(name)' \(context)", at: node)
        }
        return field
    }

    /// A number (integer or decimal).
    func number(_ node: Node, for label: String) throws(ScenarioError) -> Double {
        guard case .number(let value)? = Self.scalarValue(node) else {
            throw typeError("a number", for: label, found: node)
        }
        guard value.isFinite else {
            throw error("'\(label)' must be a finite number, found \(echo(node.string ?? ""))", at: node)
        }
        return value
    }

    /// A number that must be ≥ 0 (`strictly`: > 0).
    func nonNegative(_ node: Node, for label: String, strictly: Bool = false) throws(ScenarioError) -> Double {
        let value = try number(node, for: label)
        if strictly, !(value > 0) {
            throw error("'\(label)' must be greater than 0, found \(Self.format(value))", at: node)
        }
        if !(value >= 0) {
            throw error("'\(label)' must not be negative, found \(Self.format(value))", at: node)
        }
        return value
    }

    /// A time in seconds: at least 0 (greater when `strictly`), at most
    /// ``ScenarioLimits/maxSeconds``.
    func seconds(_ node: Node, for label: String, strictly: Bool = false) throws(ScenarioError) -> Double {
        let value = try nonNegative(node, for: label, strictly: strictly)
        guard value <= ScenarioLimits.maxSeconds else {
            throw error("'\(label)' must be at most \(Self.format(ScenarioLimits.maxSeconds)) s, the longest a "
                        + "scenario may run; found \(Self.format(value))", at: node)
        }
        return value
    }

    /// A coordinate in points, at most ``ScenarioLimits/maxCoordinate`` from 0.
    func coordinate(_ node: Node, for label: String) throws(ScenarioError) -> Double {
        let value = try number(node, for: label)
        let limit = Self.format(ScenarioLimits.maxCoordinate)
        guard abs(value) <= ScenarioLimits.maxCoordinate else {
            throw error("'\(label)' must be between -\(limit) and \(limit) points, found \(Self.format(value))",
                        at: node)
        }
        return value
    }

    /// A whole number.
    func integer(_ node: Node, for label: String) throws(ScenarioError) -> Int {
        guard case .number(let value)? = Self.scalarValue(node), value.rounded() == value,
              abs(value) < 1e15 else {
            throw typeError("a whole number", for: label, found: node)
        }
        return Int(value)
    }

    /// A whole number in `range`; `what` names it in the message ("slot").
    func integer(_ node: Node, for label: String, in range: ClosedRange<Int>, what: String)
        throws(ScenarioError) -> Int {
        let value = try integer(node, for: label)
        guard range.contains(value) else {
            let choices = range.map(String.init)
            let list = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            throw error("\(what) must be \(list), found \(value)", at: node)
        }
        return value
    }

    /// A string (a quoted or plain scalar that is not a number, boolean or null).
    func text(_ node: Node, for label: String, expected: String = "a string") throws(ScenarioError) -> String {
        guard case .string(let value)? = Self.scalarValue(node) else {
            throw typeError(expected, for: label, found: node)
        }
        return value
    }

    /// Any non-null scalar, as written (names and aliases may look like numbers).
    func word(_ node: Node, for label: String, expected: String = "a name") throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, let value = Self.scalarValue(node) else {
            throw typeError(expected, for: label, found: node)
        }
        if case .null = value {
            throw typeError(expected, for: label, found: node)
        }
        return scalar.string
    }

    /// One of an enumeration's raw values; `what` names it ("phase", "orientation").
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, for label: String, what: String,
                                                    as type: T.Type = T.self) throws(ScenarioError) -> T
        where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        return try choice(node, for: label, what: what, among: names) { T(rawValue: $0) }
    }

    /// One of `names`, mapped by `make`.
    func choice<T>(_ node: Node, for label: String, what: String, among names: [String],
                   make: (String) -> T?) throws(ScenarioError) -> T {
        let value = try text(node, for: label, expected: "\(Self.article(what)) \(what) (\(Self.list(names)))")
        guard let result = make(value) else {
            let hint = Suggestion.hint(for: value, among: names)
            let tail = hint.isEmpty ? "; expected \(Self.list(names))" : hint
            throw error("unknown \(what) '\(echo(value))'\(tail)", at: node)
        }
        return result
    }

    /// The items of a list.
    func items(_ node: Node, for label: String, expected: String = "a list") throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw typeError(expected, for: label, found: node)
        }
        return Array(sequence)
    }

    /// A point written `[x, y]`.
    func point(_ node: Node, for label: String) throws(ScenarioError) -> Point {
        let values = try items(node, for: label, expected: "a point [x, y]")
        guard values.count == 2 else {
            throw error("expected a point [x, y] for '\(label)', found \(counted(values.count, "value"))", at: node)
        }
        return Point(x: try coordinate(values[0], for: label), y: try coordinate(values[1], for: label))
    }

    /// `a`, `b or c`, `a, b or c`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        if names.count == 1 { return last }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// A number as users write it: `3`, `0.25` (rounded to microseconds, so sums read well).
    static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return "\(rounded)"
    }
}

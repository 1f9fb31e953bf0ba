import Foundation
import Support
import Yams

/// How the scenario reader writes values and nodes in its messages; apps' parsers use the same
/// words.
public enum ScenarioText {
    /// A scalar's meaning under YAML's core schema.
    public enum ScalarValue {
        case null
        case bool(String)
        case number(Double)
        case string(String)
    }

    /// The scalar meaning of `node`, or nil for lists and mappings.
    public static func scalarValue(_ node: Node) -> ScalarValue? {
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
    public static func describe(_ node: Node) -> String {
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

    /// `a`, `b or c`, `a, b or c`.
    public static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        if names.count == 1 { return last }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    public static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// A number as users write it: `3`, `0.25` (rounded to microseconds, so sums read well).
    public static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return "\(rounded)"
    }

    /// What YAML reads `text`, written as a plain scalar, as — "null", "a boolean" or "a
    /// number" — by the rules Yams composes scenarios with; nil when it reads as a string.
    public static func nonStringReading(of text: String) -> String? {
        switch Resolver.default.resolveTag(of: Node(text)) {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .float: "a number"
        default: nil
        }
    }
}

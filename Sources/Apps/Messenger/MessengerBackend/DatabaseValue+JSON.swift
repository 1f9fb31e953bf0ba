import Scenarios

extension DatabaseValue: CustomStringConvertible {
    /// The value as compact JSON, children in the database's key order (``DatabaseKeyOrder``),
    /// so the same tree always prints the same text: `{"email":"bob-example-com","name":"Bob "}`.
    /// Whole numbers print without a fraction; a server timestamp prints as the SDK sends it,
    /// `{".sv":"timestamp"}`.
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    public var description: String { json }

    /// ``json``, stopped once it is longer than `maxBytes` bytes (its start, a little over
    /// `maxBytes`, for a trace or a label that cuts it): the work is bounded by `maxBytes`, not by
    /// the size of the value (a chat of 10,000 messages).
    public func json(maxBytes: Int) -> String {
        var out = ""
        write(to: &out, maxBytes: maxBytes)
        return out
    }

    private func write(to out: inout String, maxBytes: Int = .max) {
        guard out.utf8.count <= maxBytes else { return }
        switch self {
        case .string(let text):
            out += ScenarioText.jsonQuoted(text)
        case .number(let number):
            out += Self.numberText(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .serverTimestamp:
            out += #"{".sv":"timestamp"}"#
        case .map:
            out += "{"
            for (index, child) in children.enumerated() {
                if index > 0 { out += "," }
                guard out.utf8.count <= maxBytes else { return }
                out += ScenarioText.jsonQuoted(child.key) + ":"
                child.value.write(to: &out, maxBytes: maxBytes)
            }
            out += "}"
        }
    }

    /// The value as JSON indented by two spaces, one child a line, in the database's key order
    /// (the studio's server panel).
    public var indentedJSON: String {
        var out = ""
        writeIndented(to: &out, depth: 0)
        return out
    }

    private func writeIndented(to out: inout String, depth: Int) {
        guard case .map = self, !children.isEmpty else {
            write(to: &out)
            return
        }
        let indent = String(repeating: "  ", count: depth + 1)
        out += "{\n"
        for (index, child) in children.enumerated() {
            out += indent + ScenarioText.jsonQuoted(child.key) + ": "
            child.value.writeIndented(to: &out, depth: depth + 1)
            out += index + 1 < children.count ? ",\n" : "\n"
        }
        out += String(repeating: "  ", count: depth) + "}"
    }

    /// A number as JSON writes it: whole numbers below 2⁵³ without a fraction (`3`, `-0` as
    /// `0`), others as Swift prints a `Double` (`0.25`, `1e+300`).
    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// The value with every ``serverTimestamp`` replaced by `milliseconds`.
    public func resolvingTimestamps(_ milliseconds: Double) -> DatabaseValue {
        resolved(milliseconds) ?? self
    }

    /// The value with its timestamps replaced; nil when it has none (the value stays as it is,
    /// its maps shared, not copied).
    private func resolved(_ milliseconds: Double) -> DatabaseValue? {
        switch self {
        case .serverTimestamp:
            return .number(milliseconds)
        case .map(let children):
            return children.replacingValues { $0.resolved(milliseconds) }.map { .map($0) }
        case .string, .number, .bool:
            return nil
        }
    }
}

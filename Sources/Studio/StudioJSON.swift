import Support

/// The JSON the studio sends: objects of strings, numbers, booleans and lists, keys sorted.
enum StudioJSON: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case strings([String])
    case numbers([Double])
    case array([StudioJSON])
    case dictionary([String: StudioJSON])

    /// An object's text.
    static func object(_ fields: [String: StudioJSON]) -> String {
        StudioJSON.dictionary(fields).text
    }

    var text: String {
        switch self {
        case .string(let value): jsonQuoted(value)
        case .number(let value): Self.number(value)
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .strings(let values): "[" + values.map(jsonQuoted).joined(separator: ",") + "]"
        case .numbers(let values): "[" + values.map(Self.number).joined(separator: ",") + "]"
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .dictionary(let fields):
            "{" + fields.keys.sorted().map { jsonQuoted($0) + ":" + (fields[$0] ?? .null).text }.joined(separator: ",") + "}"
        }
    }

    /// A finite number as JSON (integers without a fraction); anything else as null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

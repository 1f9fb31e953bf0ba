import Devices
import Support

/// Renders trace entries as text lines or JSON Lines (the README's "Commands" `--trace`).
public enum TraceFormat: String, Sendable, CaseIterable {
    case text
    case json

    /// One line of what an app says of an input (``ScenarioApp/traceLine(_:)``); JSON lines
    /// start with the `context` fields (e.g. scenario, device).
    public func line(_ parts: TraceLine, context: [(String, String)] = []) -> String {
        let result = parts.isIgnored ? "ignored" : "accepted"
        let cut = Self.cut
        switch self {
        case .text:
            let what = parts.events.map(cut).joined(separator: "; ")
            return "\(padded(formatSeconds(parts.time), 9)) \(padded(cut(parts.input), 34)) \(padded(result, 9)) "
                + "\(what.isEmpty ? "-" : what)  [\(cut(parts.stateText))]"
        case .json:
            var fields: [(String, JSONValue)] = context.map { ($0.0, .string(cut($0.1))) }
            fields += [("t", .number(parts.time)), ("input", JSONValue.object(parts.inputFields).cut), ("result", .string(result))]
            if !parts.reasons.isEmpty { fields.append(("reason", .string(parts.reasons.map(cut).joined(separator: "; ")))) }
            fields.append(("did", .array(parts.did.map { .string(cut($0)) })))
            fields.append((parts.state.key, .string(cut(parts.state.value))))
            return JSONValue.object(fields).encoded
        }
    }

    /// The most bytes of one value a trace repeats (an input's text, an event, a message, the
    /// state): 4 KiB, beyond any value of the project's scenarios. A world's chat or a typed text
    /// grows with the run, and a trace repeating it whole on every line would grow with the
    /// square of the run; cut, a trace is linear in it (docs/limits.md).
    public static let maxValueBytes = 4096

    /// A value as a trace repeats it: whole up to ``maxValueBytes``, else its first bytes (the package's one
    /// cut of text, by bytes and characters) and a note that says it was cut.
    public static func cut(_ value: String) -> String {
        let (kept, isCut) = cutText(value, characters: maxValueBytes, bytes: maxValueBytes)
        return isCut ? kept + Self.cutNote : value
    }

    /// What ends a value ``cut(_:)`` cut.
    public static let cutNote = "… [cut: a trace repeats at most \(maxValueBytes) bytes of a value]"
}

extension TraceFormat {
    /// The lines of one input: the input's own (``line(_:context:)``), then one per message a
    /// service handled during it (``TraceLine/messages``), in order. Text: the time, then the
    /// message indented under the input. JSON: the `context` fields, `t`, and `message` with
    /// the message's fields.
    public func lines(_ parts: TraceLine, context: [(String, String)] = []) -> [String] {
        [line(parts, context: context)] + parts.messages.map { message in
            switch self {
            case .text:
                return "\(padded(formatSeconds(parts.time), 9))   \(Self.cut(message.text))"
            case .json:
                let fields: [(String, JSONValue)] = context.map { ($0.0, .string(Self.cut($0.1))) }
                    + [("t", .number(parts.time)), ("message", JSONValue.object(message.fields).cut)]
                return JSONValue.object(fields).encoded
            }
        }
    }
}

/// One thing a service did with a message during an input (a world's backend: sent,
/// delivered, applied, acknowledged, held, released), which a trace shows on a line of its own.
public struct TraceMessage: Sendable {
    /// The text line's words after the time.
    public var text: String
    /// The JSON line's `message` object.
    public var fields: [(String, JSONValue)]

    public init(text: String, fields: [(String, JSONValue)]) {
        self.text = text
        self.fields = fields
    }
}

/// What one trace line says, whichever app it comes from: the time, the input, whether it was
/// ignored, what happened (all events, the reasons of ignored ones, the others), and the state
/// after it (one JSON field, and how the text line shows it in brackets).
public struct TraceLine: Sendable {
    public var time: Double
    public var input: String
    public var inputFields: [(String, JSONValue)]
    public var isIgnored: Bool
    public var events: [String]
    public var reasons: [String]
    public var did: [String]
    public var state: (key: String, value: String)
    public var stateText: String
    /// The messages a service handled during the input, each on its own line after it.
    public var messages: [TraceMessage] = []

    public init(time: Double, input: String, inputFields: [(String, JSONValue)], isIgnored: Bool, events: [String],
                reasons: [String], did: [String], state: (key: String, value: String), stateText: String) {
        self.time = time
        self.input = input
        self.inputFields = inputFields
        self.isIgnored = isIgnored
        self.events = events
        self.reasons = reasons
        self.did = did
        self.state = state
        self.stateText = stateText
    }
}

/// `text` followed by spaces up to `width` characters (never cut).
func padded(_ text: String, _ width: Int) -> String {
    let count = text.count
    return count >= width ? text : text + String(repeating: " ", count: width - count)
}

/// A minimal ordered JSON value, so keys come out in a fixed, readable order.
public enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    case int(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public var encoded: String {
        switch self {
        case .string(let text): return jsonQuoted(text)
        case .number(let value): return formatSeconds(value)
        case .int(let value): return String(value)
        case .array(let items): return "[" + items.map(\.encoded).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { jsonQuoted($0.0) + ":" + $0.1.encoded }.joined(separator: ",") + "}"
        }
    }

    /// The value with every string in it as a trace repeats it (``TraceFormat/cut(_:)``).
    var cut: JSONValue {
        switch self {
        case .string(let text): .string(TraceFormat.cut(text))
        case .number, .int: self
        case .array(let items): .array(items.map(\.cut))
        case .object(let fields): .object(fields.map { ($0.0, $0.1.cut) })
        }
    }

}

extension TouchSample.Phase {
    /// How a trace names a raw touch input: `touch 1 began (160, 284)`.
    public func summary(id: Int, at point: Point) -> String {
        "touch \(id) \(rawValue) \(formatPoint(x: point.x, y: point.y))"
    }

    /// A raw touch input's fields in a JSON trace line.
    public func jsonFields(id: Int, at point: Point) -> [(String, JSONValue)] {
        [("type", .string("touch")), ("phase", .string(rawValue)), ("id", .int(id)),
         ("x", .number(point.x)), ("y", .number(point.y))]
    }
}

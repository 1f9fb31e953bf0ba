import InstagridModel
import CountOnMeModel
import Support

/// One key of an `expect` step that does not hold: the typed value expected and the one found.
public enum ExpectationDifference: Sendable, Equatable, CustomStringConvertible {
    case phase(expected: InstagridModel.Phase, found: InstagridModel.Phase)
    case layout(expected: Layout, found: Layout)
    case orientation(expected: Orientation, found: Orientation)
    /// One listed slot.
    case slot(Int, expected: SlotContent, found: SlotContent)
    case visibleSlots(expected: [Int], found: [Int])
    case gridOffset(expected: Point, found: Point)
    case picker(expected: Presence<Int>, found: Presence<Int>)
    case alert(expected: Presence<AlertKind>, found: Presence<AlertKind>)
    case shares(expected: [ShareOutcome], found: [ShareOutcome])
    case time(expected: Double, found: Double)
    /// CountOnMe's display text.
    case display(expected: String, found: String)
    /// CountOnMe's result (`.hidden`: none).
    case result(expected: Presence<Double>, found: Presence<Double>)
    /// A key of R17–R28 (`sheet`, `prompt`, `pickerSource`, `permissions[kind]`, `app`, `savedImages`,
    /// `deviceOrientation`), its values as the script writes them (`none` for null).
    case realApp(key: String, expected: String, found: String)

    /// The key as the script writes it; a slot is `slots[n]`.
    public var key: String {
        switch self {
        case .phase: "phase"
        case .layout: "layout"
        case .orientation: "orientation"
        case .slot(let slot, _, _): "slots[\(slot)]"
        case .visibleSlots: "visibleSlots"
        case .gridOffset: "gridOffset"
        case .picker: "picker"
        case .alert: "alert"
        case .shares: "shares"
        case .time: "time"
        case .display: "display"
        case .result: "result"
        case .realApp(let key, _, _): key
        }
    }

    /// `key: expected X, found Y`, e.g. `slots[2]: expected empty, found beach`.
    public var description: String {
        let (expected, found) = values
        return "\(key): expected \(expected), found \(found)"
    }

    /// The two values as the message shows them.
    private var values: (String, String) {
        switch self {
        case let .phase(expected, found): (expected.rawValue, found.rawValue)
        case let .layout(expected, found): ("\(expected.rawValue)", "\(found.rawValue)")
        case let .orientation(expected, found): (expected.rawValue, found.rawValue)
        case let .slot(_, expected, found): (expected.description, found.description)
        case let .visibleSlots(expected, found): (Self.list(expected.map(String.init)), Self.list(found.map(String.init)))
        case let .gridOffset(expected, found):
            ("[\(formatPoints(expected.x)), \(formatPoints(expected.y))] ±\(formatPoints(Expectation.offsetTolerance))",
             "[\(formatPoints(found.x)), \(formatPoints(found.y))]")
        case let .picker(expected, found): (Self.picker(expected), Self.picker(found))
        case let .alert(expected, found): (Self.alert(expected), Self.alert(found))
        case let .shares(expected, found): (Self.list(expected.map(\.rawValue)), Self.list(found.map(\.rawValue)))
        case let .time(expected, found): ("\(formatSeconds(expected)) s", "\(formatSeconds(found)) s")
        case let .display(expected, found): (jsonQuoted(expected), jsonQuoted(found))
        case let .result(expected, found): (Self.result(expected), Self.result(found))
        case let .realApp(_, expected, found): (expected, found)
        }
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    private static func picker(_ picker: Presence<Int>) -> String {
        switch picker {
        case .hidden: "none"
        case .shown(let slot): "slot \(slot)"
        }
    }

    private static func result(_ result: Presence<Double>) -> String {
        switch result {
        case .hidden: "none"
        case .shown(let value): Calculator.format(value)
        }
    }

    private static func alert(_ alert: Presence<AlertKind>) -> String {
        switch alert {
        case .hidden: "none"
        case .shown(let kind): kind.rawValue
        }
    }
}

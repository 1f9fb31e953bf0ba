import CountOnMeModel
import Scenarios

/// CountOnMe, the calculator, as scenario scripts drive it (docs/countonme.md): the shared steps
/// only, its buttons as tap targets, and `display`, `result` and `time` to expect.
public enum CountOnMe: ScenarioApp, ScenarioWritable {
    public typealias Model = CountOnMeState
    public typealias Settings = NoSettings
    public typealias AppStep = Never

    public static let vocabulary = Vocabulary(
        app: "countonme", expectKeys: ["display", "result", "time"],
        tapTargets: CalculatorKey.allCases.map(\.name),
        tapTargetDescription: "a calculator button or {x: …, y: …}", isPortraitOnly: true)

    /// The longest `display` an `expect` may state.
    public static let maxDisplayBytes = 100_000

    /// `digit-0…9`, `plus`, `minus`, `times`, `divide`, `equal`, `clear`.
    public static func target(_ node: ScenarioParser<CountOnMe>.Node, in parser: ScenarioParser<CountOnMe>)
        throws(ScenarioError) -> CalculatorKey {
        let targets = vocabulary.tapTargets
        guard case .scalar = node else {
            throw parser.typeError(vocabulary.tapTargetDescription, for: "tap", found: node)
        }
        let name = try parser.text(node, for: "tap", expected: vocabulary.tapTargetDescription)
        if let key = CalculatorKey(name: name) { return key }
        let hint = Suggestion.hint(for: name, among: targets)
        let tail = hint.isEmpty ? "; expected \(targets.joined(separator: ", ")) or a point {x: …, y: …}" : hint
        throw parser.error("unknown tap target '\(ScenarioText.echo(name))'\(tail)", at: node)
    }

    /// `display` (the exact text), `result` (a number, inf, nan, or null), `time`.
    public static func expectation(_ fields: [ScenarioParser<CountOnMe>.Field],
                                   in parser: inout ScenarioParser<CountOnMe>) throws(ScenarioError)
        -> CountOnMeExpectation {
        var expectation = CountOnMeExpectation()
        for field in fields {
            let value = field.value
            switch field.name {
            case "display":
                let isNull: Bool
                if case .null? = ScenarioText.scalarValue(value) { isNull = true } else { isNull = false }
                guard case .scalar(let scalar) = value, !isNull else {
                    throw parser.typeError("the display's text (quote it when it ends with a space)", for: "display",
                                           found: value)
                }
                guard scalar.string.utf8.count <= maxDisplayBytes else {
                    throw parser.error("'display' is \(scalar.string.utf8.count) bytes long; at most "
                                       + "\(maxDisplayBytes)", at: value)
                }
                expectation.display = scalar.string
            case "result":
                expectation.result = try parser.presence(value) { () throws(ScenarioError) in
                    guard case .scalar(let scalar) = value else {
                        throw parser.typeError("a number, inf, nan or null", for: "result", found: value)
                    }
                    if case .number(let number)? = ScenarioText.scalarValue(value) { return number }
                    let text = scalar.string
                    let named: [String: Double] = ["inf": .infinity, "-inf": -.infinity, ".inf": .infinity,
                                                   "-.inf": -.infinity, "nan": .nan, ".nan": .nan]
                    if let number = named[text.lowercased()] { return number }
                    // A quoted number, as the display writes it (`"14"`, `"1e+16"`).
                    if let number = Double(text), text.utf8.count <= 64 { return number }
                    throw parser.typeError("a number, inf, nan or null", for: "result", found: value)
                }
            default: // "time"
                expectation.time = try parser.seconds(value, for: "time")
            }
        }
        return expectation
    }

    public static func initialState(on device: Device, for scenario: Scenario<CountOnMe>) -> CountOnMeState {
        CountOnMeState(device: device)
    }

    /// The button's centre: every button is always on screen.
    public static func point(of key: CalculatorKey, in runner: ScenarioRunner<CountOnMe>) -> TargetPoint {
        .onScreen(runner.state.geometry.frame(of: key).center)
    }

    /// The listed keys that do not hold in the calculator's `state`.
    public static func differences(_ expectation: CountOnMeExpectation, in state: CountOnMeState)
        -> [ExpectationDifference] {
        var found: [ExpectationDifference] = []
        if let display = expectation.display, state.display != display {
            found.append(ExpectationDifference(key: "display", expected: ScenarioText.jsonQuoted(display),
                                               found: ScenarioText.jsonQuoted(state.display)))
        }
        if let result = expectation.result {
            let actual = Presence(state.calculator.result)
            let same: Bool
            switch (result, actual) {
            case (.hidden, .hidden): same = true
            case let (.shown(expected), .shown(value)): same = expected == value || (expected.isNaN && value.isNaN)
            default: same = false
            }
            if !same {
                found.append(ExpectationDifference(key: "result", expected: ExpectationDifference.name(result, Calculator.format),
                                                   found: ExpectationDifference.name(actual, Calculator.format)))
            }
        }
        if let time = expectation.time, let difference = ExpectationDifference.time(expected: time, found: state.now) {
            found.append(difference)
        }
        return found
    }

    public static func traceLine(_ entry: TraceEntry<CountOnMeState>) -> TraceLine {
        TraceLine(time: entry.time, input: entry.action.summary, inputFields: entry.action.jsonFields,
                  isIgnored: entry.isIgnored, events: entry.events.map(\.summary),
                  reasons: entry.events.filter(\.isIgnored).map(\.summary),
                  did: entry.events.filter { !$0.isIgnored }.map(\.summary),
                  state: ("display", entry.summary), stateText: ScenarioText.echo(entry.summary))
    }

    public static func text(of key: CalculatorKey) -> String { key.name }

    public static func fields(of expectation: CountOnMeExpectation) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let time = expectation.time { fields.append(("time", ScenarioWriter.number(time))) }
        if let display = expectation.display { fields.append(("display", ScenarioWriter.scalar(display))) }
        switch expectation.result {
        case .hidden?: fields.append(("result", "null"))
        case .shown(let value)?:
            fields.append(("result", value.isNaN ? "nan" : value.isInfinite ? (value < 0 ? "-inf" : "inf")
                                                                             : ScenarioWriter.number(value)))
        case nil: break
        }
        return fields
    }
}

/// The checks of a calculator's `expect` step; nil means "not checked".
public struct CountOnMeExpectation: Sendable, Equatable {
    /// The display's exact text.
    public var display: String?
    /// The value after `=` (`.hidden`: no result); nan matches nan.
    public var result: Presence<Double>?
    /// Seconds, checked within ±``ExpectationDifference/timeTolerance``.
    public var time: Double?

    public init(display: String? = nil, result: Presence<Double>? = nil, time: Double? = nil) {
        self.display = display
        self.result = result
        self.time = time
    }
}

extension TraceEntry where Model == CountOnMeState {
    /// The display after the input.
    public var display: String { summary }

    /// Whether the calculator ignored the input.
    public var isIgnored: Bool { events.contains { $0.isIgnored } }
}

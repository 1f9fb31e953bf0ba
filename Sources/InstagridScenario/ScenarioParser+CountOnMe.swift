import CountOnMeModel
import InstagridModel
import Support
import Yams

/// The calculator's tap targets and `expect` keys (docs/countonme.md, "Rules", C2 and C7).
extension ScenarioParser {
    /// `digit-0…9`, `plus`, `minus`, `times`, `divide`, `equal`, `clear`, or a point.
    func calculatorTarget(_ node: Node) throws(ScenarioError) -> TapTarget {
        let targets = ScenarioApp.countonme.tapTargets
        switch node {
        case .mapping:
            let fields = try fields(of: node, for: "tap", known: ["x", "y"], context: "in 'tap'")
            let x = try coordinate(try requireField("x", in: fields, of: node, context: "in 'tap'").value, for: "x")
            let y = try coordinate(try requireField("y", in: fields, of: node, context: "in 'tap'").value, for: "y")
            return .point(Point(x: x, y: y))
        case .scalar:
            let name = try text(node, for: "tap", expected: "a calculator button or {x: …, y: …}")
            if let key = CalculatorKey(name: name) { return .key(key) }
            if Self.control(named: name) != nil {
                throw error("'\(echo(name))' is a target of instagrid, not of countonme; its targets are: "
                            + targets.joined(separator: ", "), at: node)
            }
            let hint = Suggestion.hint(for: name, among: targets)
            let tail = hint.isEmpty ? "; expected \(targets.joined(separator: ", ")) or a point {x: …, y: …}" : hint
            throw error("unknown tap target '\(echo(name))'\(tail)", at: node)
        default:
            throw typeError("a calculator button or {x: …, y: …}", for: "tap", found: node)
        }
    }

    /// `display` (the exact text), `result` (a number, inf, nan, or null), `time`.
    func calculatorExpectation(_ fields: [Field]) throws(ScenarioError) -> Expectation {
        var expectation = Expectation()
        for field in fields {
            let value = field.value
            switch field.name {
            case "display":
                let isNull: Bool
                if case .null? = Self.scalarValue(value) { isNull = true } else { isNull = false }
                guard case .scalar(let scalar) = value, !isNull else {
                    throw typeError("the display's text (quote it when it ends with a space)", for: "display",
                                    found: value)
                }
                guard scalar.string.utf8.count <= Self.maxDisplayBytes else {
                    throw error("'display' is \(scalar.string.utf8.count) bytes long; at most "
                                + "\(Self.maxDisplayBytes)", at: value)
                }
                expectation.display = scalar.string
            case "result":
                expectation.result = try presence(value) { () throws(ScenarioError) in
                    guard case .scalar(let scalar) = value else {
                        throw typeError("a number, inf, nan or null", for: "result", found: value)
                    }
                    if case .number(let number)? = Self.scalarValue(value) { return number }
                    let text = scalar.string
                    let named: [String: Double] = ["inf": .infinity, "-inf": -.infinity, ".inf": .infinity,
                                                   "-.inf": -.infinity, "nan": .nan, ".nan": .nan]
                    if let number = named[text.lowercased()] { return number }
                    // A quoted number, as the display writes it (`"14"`, `"1e+16"`).
                    if let number = Double(text), text.utf8.count <= 64 { return number }
                    throw typeError("a number, inf, nan or null", for: "result", found: value)
                }
            default: // "time"
                expectation.time = try seconds(value, for: "time")
            }
        }
        return expectation
    }

    /// The longest `display` an `expect` may state.
    static let maxDisplayBytes = 100_000
}

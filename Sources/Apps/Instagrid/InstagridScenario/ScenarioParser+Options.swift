import Scenarios
import InstagridModel
import Yams

/// The `options` mapping.
extension ScenarioParser where App == Instagrid {





    /// `options`: app options and gesture constants; unlisted ones keep their defaults.
    func options(_ node: Node) throws(ScenarioError) -> AppOptions {
        let fields = try fields(of: node, for: "options", known: Instagrid.optionKeys, context: "in options")
        var options = try profile(in: fields)
        for field in fields {
            let value = field.value
            switch field.name {
            case "profile":
                continue
            case "incompleteGrid":
                options.incompleteGrid = try choice(value, for: field.name, what: "incompleteGrid policy")
            case "slideDuration":
                options.slideDuration = try seconds(value, for: field.name, strictly: true)
            case "returnDuration":
                options.returnDuration = try seconds(value, for: field.name, strictly: true)
            case "curve":
                options.curve = try curve(value)
            case "initialLayout":
                let number = try integer(value, for: field.name, in: 1...3, what: "initialLayout")
                options.initialLayout = Layout(rawValue: number) ?? .two
            case "exportScale":
                options.exportScale = try exportScale(value)
            default:
                if try realAppOption(field, into: &options) { continue }
                guard let option = Instagrid.gestureOptions.first(where: { $0.name == field.name }) else {
                    throw unknownKey(field.name, at: field.key, context: "in options", known: Instagrid.optionKeys)
                }
                options.gestures[keyPath: option.keyPath] = try gesture(value, option)
            }
        }
        return options
    }

    /// A gesture constant within its bounds.
    func gesture(_ node: Node, _ option: Instagrid.GestureOption) throws(ScenarioError) -> Double {
        let value = try number(node, for: option.name)
        let low = option.exclusive ? value > option.minimum : value >= option.minimum
        if !low {
            let bound = option.exclusive ? "greater than" : "at least"
            throw error("'\(option.name)' must be \(bound) \(ScenarioText.format(option.minimum)), found \(ScenarioText.format(value))",
                        at: node)
        }
        if value > option.maximum {
            throw error("'\(option.name)' must be at most \(ScenarioText.format(option.maximum)), found \(ScenarioText.format(value))",
                        at: node)
        }
        return value
    }

    /// `exportScale`: `device` or 1, 2, 3.
    func exportScale(_ node: Node) throws(ScenarioError) -> ExportScale {
        if case .string(let text)? = ScenarioText.scalarValue(node) {
            guard text == "device" else {
                let hint = Suggestion.hint(for: text, among: ["device"])
                throw error("unknown exportScale '\(ScenarioText.echo(text))'" + (hint.isEmpty ? "; expected device, 1, 2 or 3" : hint),
                            at: node)
            }
            return .device
        }
        guard case .number? = ScenarioText.scalarValue(node) else {
            throw typeError("device, 1, 2 or 3", for: "exportScale", found: node)
        }
        return .fixed(try integer(node, for: "exportScale", in: 1...3, what: "exportScale"))
    }

    /// `curve`: a name, `{spring: {damping: d}}` or `{cubic-bezier: [x1, y1, x2, y2]}`.
    func curve(_ node: Node) throws(ScenarioError) -> TimingCurve {
        let expected = "a curve (\(ScenarioText.list(Instagrid.curveNames)), {spring: {damping: d}} or {cubic-bezier: [x1, y1, x2, y2]})"
        switch node {
        case .scalar:
            return try choice(node, for: "curve", what: "curve", among: Instagrid.curveNames) { name in
                switch name {
                case "linear": .linear
                case "ease-in": .easeIn
                case "ease-out": .easeOut
                case "ease-in-out": .easeInOut
                case "spring": .spring(damping: Instagrid.defaultSpringDamping)
                default: nil
                }
            }
        case .mapping:
            let fields = try fields(of: node, for: "curve", known: ["spring", "cubic-bezier"], context: "in 'curve'")
            guard fields.count == 1, let field = fields.first else {
                throw error("a curve mapping has exactly one key: spring or cubic-bezier", at: fields.dropFirst().first?.key ?? node)
            }
            return field.name == "spring" ? try spring(field.value) : try cubicBezier(field.value)
        default:
            throw typeError(expected, for: "curve", found: node)
        }
    }

    /// `{damping: d}` with d > 0 (an empty value takes the default damping).
    func spring(_ node: Node) throws(ScenarioError) -> TimingCurve {
        if case .null? = ScenarioText.scalarValue(node) {
            return .spring(damping: Instagrid.defaultSpringDamping)
        }
        var damping = Instagrid.defaultSpringDamping
        for field in try fields(of: node, for: "spring", known: ["damping"], context: "in 'spring'",
                                expected: "a mapping {damping: d}") {
            damping = try nonNegative(field.value, for: "damping", strictly: true)
            guard damping <= ScenarioLimits.maxCurveValue else {
                throw error("'damping' must be at most \(ScenarioText.format(ScenarioLimits.maxCurveValue)), "
                            + "found \(ScenarioText.format(damping))", at: field.value)
            }
        }
        return .spring(damping: damping)
    }

    /// `[x1, y1, x2, y2]` with x1 and x2 in 0…1, y1 and y2 at most
    /// ``ScenarioLimits/maxCurveValue`` from 0.
    func cubicBezier(_ node: Node) throws(ScenarioError) -> TimingCurve {
        let values = try items(node, for: "cubic-bezier", expected: "a list [x1, y1, x2, y2]")
        guard values.count == 4 else {
            throw error("'cubic-bezier' takes 4 numbers [x1, y1, x2, y2], found \(values.count)", at: node)
        }
        var numbers: [Double] = []
        for (index, value) in values.enumerated() {
            let number = try number(value, for: "cubic-bezier")
            if index % 2 == 0, !(0...1).contains(number) {
                let name = index == 0 ? "x1" : "x2"
                throw error("\(name) of 'cubic-bezier' must be between 0 and 1, found \(ScenarioText.format(number))", at: value)
            }
            let limit = ScenarioLimits.maxCurveValue
            if index % 2 == 1, abs(number) > limit {
                let name = index == 1 ? "y1" : "y2"
                throw error("\(name) of 'cubic-bezier' must be between -\(ScenarioText.format(limit)) and \(ScenarioText.format(limit)), "
                            + "found \(ScenarioText.format(number))", at: value)
            }
            numbers.append(number)
        }
        return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}

extension Instagrid {
    /// A gesture constant: its key, where it lives, and the smallest value it accepts.
    struct GestureOption: Sendable {
        let name: String
        let keyPath: WritableKeyPath<GestureConstants, Double> & Sendable
        /// Values must be ≥ `minimum` (or > it when `exclusive`) and ≤ `maximum`.
        let minimum: Double
        let exclusive: Bool
        let maximum: Double
    }

    /// Every constant of `GestureConstants`, under its Swift name.
    /// Distances are bounded like coordinates, durations like the scenario's clock.
    static let gestureOptions: [GestureOption] = [
        GestureOption(name: "tapSlop", keyPath: \.tapSlop, minimum: 0, exclusive: false, maximum: maxDistance),
        GestureOption(name: "swipeStartDistance", keyPath: \.swipeStartDistance, minimum: 0, exclusive: false,
                      maximum: maxDistance),
        GestureOption(name: "swipeDistance", keyPath: \.swipeDistance, minimum: 0, exclusive: true, maximum: maxDistance),
        GestureOption(name: "swipeAcrossDistance", keyPath: \.swipeAcrossDistance, minimum: 0, exclusive: false,
                      maximum: maxDistance),
        GestureOption(name: "swipeAgainstDistance", keyPath: \.swipeAgainstDistance, minimum: 0, exclusive: false,
                      maximum: maxDistance),
        GestureOption(name: "swipeMaxDuration", keyPath: \.swipeMaxDuration, minimum: 0, exclusive: true,
                      maximum: ScenarioLimits.maxSeconds),
        GestureOption(name: "swipeDistanceRate", keyPath: \.swipeDistanceRate, minimum: 0, exclusive: false, maximum: 1),
        GestureOption(name: "swipeAcrossRate", keyPath: \.swipeAcrossRate, minimum: 0, exclusive: false, maximum: 1),
    ]

    static let maxDistance = ScenarioLimits.maxCoordinate

    static let optionKeys = ["incompleteGrid", "slideDuration", "returnDuration", "curve", "initialLayout",
                             "exportScale"] + gestureOptions.map(\.name) + realAppOptionKeys

    /// The named curves.
    static let curveNames = ["linear", "ease-in", "ease-out", "ease-in-out", "spring"]

    /// The damping ratio of `curve: spring` and `{spring: {}}`.
    public static let defaultSpringDamping = 0.7
}

extension ScenarioParser where App == Instagrid {
    /// Parses an `options` mapping on its own (`explore --options`), as a scenario's `options`
    /// is read; `path` names the text in messages.
    public static func parseOptions(yaml: String, path: String) throws(ScenarioError) -> AppOptions {
        let parser = ScenarioParser.fragment(path: path)
        return try parser.options(try parser.compose(yaml))
    }
}

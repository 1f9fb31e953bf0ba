/// A button of the calculator (docs/countonme.md, "Rules", C2), named as scenarios name its target.
public enum CalculatorKey: Sendable, Equatable, Hashable, CaseIterable, CustomStringConvertible {
    case digit(Int)
    case plus, minus, times, divide
    case equal
    case clear

    public static let allCases: [CalculatorKey] =
        (0...9).map(CalculatorKey.digit) + [.plus, .minus, .times, .divide, .equal, .clear]

    /// The key named `name` (`digit-0` … `digit-9`, `plus`, `minus`, `times`, `divide`, `equal`,
    /// `clear`), or nil.
    public init?(name: String) {
        guard let key = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = key
    }

    /// The target's name in a scenario.
    public var name: String {
        switch self {
        case .digit(let digit): "digit-\(digit)"
        case .plus: "plus"
        case .minus: "minus"
        case .times: "times"
        case .divide: "divide"
        case .equal: "equal"
        case .clear: "clear"
        }
    }

    /// The button's title: the digit, the operator's sign as the display writes it, `=`, `AC`.
    public var title: String {
        switch self {
        case .digit(let digit): String(digit)
        case .plus, .minus, .times, .divide: operatorSign ?? ""
        case .equal: "="
        case .clear: "AC"
        }
    }

    /// The sign an operator key writes (`+`, `-`, `x`, `/`); nil for other keys.
    public var operatorSign: String? {
        switch self {
        case .plus: "+"
        case .minus: "-"
        case .times: "x"
        case .divide: "/"
        default: nil
        }
    }

    public var description: String { name }
}

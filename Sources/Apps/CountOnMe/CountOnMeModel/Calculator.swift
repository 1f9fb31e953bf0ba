/// The calculator's text and the rules that change it (docs/countonme.md, "Rules", C1–C5), followed literally,
/// quirks included: the display is the whole state, as in the app, where the text view's text
/// is the model.
public struct Calculator: Sendable, Equatable, Hashable {
    /// The text of the display (C1): `0` at launch.
    public private(set) var display: String
    /// Whether the text holds a result (`=`): kept with the text, so that a key costs the same
    /// however long the text is.
    public private(set) var hasResult: Bool

    public init(display: String = "0") {
        self.display = display
        self.hasResult = display.utf8.contains(0x3D)
    }

    /// The four operator signs, as elements of the text.
    public static let operators: Set<Substring> = ["+", "-", "x", "/"]

    /// Applies one key (C2, C3).
    public mutating func press(_ key: CalculatorKey) {
        switch key {
        case .digit(let digit):
            if (display == "0" && !Mutants.leadingZero.isOn) || hasResult {
                display = ""
                hasResult = false
            }
            display.append(Character(Unicode.Scalar(UInt8(48 + digit))))
        case .plus, .minus, .times, .divide:
            if endsWithOperator { display.removeLast(3) }
            display += " \(key.operatorSign ?? "") "
            if hasResult { equal() }
        case .equal:
            equal()
        case .clear:
            display = "0"
            hasResult = false
        }
    }

    /// Whether the text ends with an operator as the keys write it (` + `, ` - `, ` x `, ` / `).
    public var endsWithOperator: Bool {
        let utf8 = display.utf8
        guard utf8.count >= 3 else { return false }
        let tail = utf8.suffix(3)
        var iterator = tail.makeIterator()
        guard iterator.next() == 0x20, let sign = iterator.next(), iterator.next() == 0x20 else { return false }
        return sign == 0x2B || sign == 0x2D || sign == 0x78 || sign == 0x2F
    }

    /// The value after `=` (C7): nil when the text holds no result.
    public var result: Double? {
        guard let equal = display.lastIndex(of: "=") else { return nil }
        return Double(display[display.index(after: equal)...].drop { $0 == " " })
    }

    /// C3: reduces the expression and appends ` = RESULT`, or removes a trailing operator.
    mutating func equal() {
        var elements = display.split(separator: " ")
        if elements.count < 3 || elements.last.map(Self.operators.contains) == true {
            if endsWithOperator { display.removeLast(3) }
            return
        }
        while elements.count > 1 {
            let index = elements.firstIndex { $0 == "x" || $0 == "/" } ?? 1
            guard index >= 1, index + 1 < elements.count, Self.operators.contains(elements[index]),
                  let left = Double(elements[index - 1]), let right = Double(elements[index + 1])
            else { return }
            let value = Self.apply(elements[index], left, right)
            elements.replaceSubrange(index - 1...index + 1, with: [Substring(Self.format(value))])
        }
        display += " = \(elements[0])"
        hasResult = true
    }

    /// One operation as Double arithmetic; a division whose left or right operand is 0 gives 0 (C3).
    static func apply(_ sign: Substring, _ left: Double, _ right: Double) -> Double {
        switch sign {
        case "+": left + right
        case "-": left - right
        case "x": left * right
        default: left == 0 || right == 0 ? 0 : left / right
        }
    }

    /// C5: Swift's shortest round-trip `description` of the Double, without a trailing `.0`
    /// (`6`, `2.5`, `1e+16`, `inf`, `nan`).
    public static func format(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

import Testing
import CountOnMeModel
import VirtualClock

/// An evaluator written from docs/countonme.md ("Rules") independently of `Calculator`: it keeps the expression as
/// tokens, not text, and evaluates with the usual precedence in two passes.
struct ReferenceCalculator {
    var tokens: [String] = ["0"]
    var result: String?

    static let signs: [CalculatorKey: String] = [.plus: "+", .minus: "-", .times: "x", .divide: "/"]

    /// Whether the last `equal` produced a result.
    private(set) var produced = false

    mutating func press(_ key: CalculatorKey) {
        produced = false
        switch key {
        case .digit(let digit):
            if result != nil || tokens == ["0"] { tokens = []; result = nil }
            if let last = tokens.last, Self.signs.values.contains(last) == false {
                tokens[tokens.count - 1] += String(digit)
            } else {
                tokens.append(String(digit))
            }
        case .plus, .minus, .times, .divide:
            guard result == nil, let sign = Self.signs[key] else { return }
            if let last = tokens.last, Self.signs.values.contains(last) { tokens.removeLast() }
            tokens.append(sign)
        case .equal:
            guard result == nil else { return }
            if let last = tokens.last, Self.signs.values.contains(last) { tokens.removeLast(); return }
            guard tokens.count >= 3 else { return }
            result = Self.format(Self.evaluate(tokens))
            produced = true
        case .clear:
            tokens = ["0"]
            result = nil
        }
    }

    var display: String {
        var text = ""
        for token in tokens {
            text += Self.signs.values.contains(token) ? " \(token) " : token
        }
        if let result { text += " = \(result)" }
        return text
    }

    /// Products and quotients first (left to right), then sums and differences (left to right).
    static func evaluate(_ tokens: [String]) -> Double {
        var terms: [Double] = [Double(tokens[0]) ?? .nan]
        var signs: [String] = []
        var index = 1
        while index + 1 < tokens.count {
            let sign = tokens[index], value = Double(tokens[index + 1]) ?? .nan
            switch sign {
            case "x": terms[terms.count - 1] *= value
            case "/":
                let left = terms[terms.count - 1]
                terms[terms.count - 1] = left == 0 || value == 0 ? 0 : left / value
            default:
                signs.append(sign)
                terms.append(value)
            }
            index += 2
        }
        var total = terms[0]
        for (sign, term) in zip(signs, terms.dropFirst()) {
            total = sign == "+" ? total + term : total - term
        }
        return total
    }

    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

@Suite("CountOnMe properties: random key sequences")
struct CalculatorPropertyTests {
    /// Keys drawn with digits twice as likely as the rest, so that numbers have several digits.
    static func randomKey(_ random: inout SeededGenerator) -> CalculatorKey {
        let pick = Int(random.next() % 26)
        if pick < 20 { return .digit(pick % 10) }
        return [.plus, .minus, .times, .divide, .equal, .clear][pick - 20]
    }

    @Test("every display matches the reference and every = that gives a result gives its value",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func matchesReference(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var results = 0
        for _ in 0..<500 {
            var calculator = Calculator()
            var reference = ReferenceCalculator()
            let length = 1 + Int(random.next() % 40)
            var keys: [CalculatorKey] = []
            for _ in 0..<length {
                let key = Self.randomKey(&random)
                keys.append(key)
                calculator.press(key)
                reference.press(key)
                if reference.produced { results += 1 }
                guard calculator.display == reference.display else {
                    Issue.record("seed \(seed), keys \(keys.map(\.name)): \(calculator.display) ≠ \(reference.display)")
                    return
                }
            }
        }
        #expect(results > 100)
    }

    @Test("the display never holds two operators in a row", arguments: [11, 12, 13, 14] as [UInt64])
    func noTwoOperators(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var calculator = Calculator()
        for _ in 0..<20_000 {
            calculator.press(Self.randomKey(&random))
            let elements = calculator.display.split(separator: " ")
            for (left, right) in zip(elements, elements.dropFirst())
            where Calculator.operators.contains(left) && Calculator.operators.contains(right) {
                Issue.record("two operators in a row: \(calculator.display)")
                return
            }
            if calculator.display.utf8.count > 400 { calculator.press(.clear) }
        }
    }

    @Test("the reference itself: precedence and the 0-division rule")
    func referenceSelfCheck() {
        #expect(ReferenceCalculator.evaluate(["2", "+", "3", "x", "4"]) == 14)
        #expect(ReferenceCalculator.evaluate(["5", "/", "0", "+", "1"]) == 1)
        #expect(ReferenceCalculator.evaluate(["0", "/", "5"]) == 0)
        #expect(ReferenceCalculator.evaluate(["10", "-", "4", "-", "3"]) == 3)
    }
}

import Testing
import CountOnMeModel

/// Presses the keys of `sequence`, a space-separated list of titles (`12` is the digits 1 and 2;
/// `+ - x / = AC`), from launch; returns the calculator.
func typed(_ sequence: String, from display: String = "0") -> Calculator {
    var calculator = Calculator(display: display)
    for word in sequence.split(separator: " ") {
        switch word {
        case "+": calculator.press(.plus)
        case "-": calculator.press(.minus)
        case "x": calculator.press(.times)
        case "/": calculator.press(.divide)
        case "=": calculator.press(.equal)
        case "AC": calculator.press(.clear)
        default:
            for character in word {
                guard let digit = character.wholeNumberValue else {
                    Issue.record("not a key: \(character)")
                    continue
                }
                calculator.press(.digit(digit))
            }
        }
    }
    return calculator
}

@Suite("CountOnMe rules C1–C5")
struct CalculatorRuleTests {
    @Test("C1: the display is 0 at launch, with no result")
    func launch() {
        let calculator = Calculator()
        #expect(calculator.display == "0")
        #expect(calculator.result == nil)
    }

    @Test("C2: a digit replaces a lone 0 and appends otherwise", arguments: [
        ("7", "7"), ("0", "0"), ("0 0 0", "0"), ("0 5", "5"), ("12", "12"), ("5 + 07", "5 + 07"),
    ])
    func digits(keys: String, display: String) {
        #expect(typed(keys).display == display)
    }

    @Test("C2: a digit after a result starts a new expression")
    func digitAfterResult() {
        #expect(typed("2 + 3 = 7").display == "7")
        #expect(typed("2 + 3 = 7").result == nil)
    }

    @Test("C2: operators append their sign with spaces", arguments: [
        ("1 +", "1 + "), ("1 -", "1 - "), ("1 x", "1 x "), ("1 /", "1 / "), ("+", "0 + "),
    ])
    func operators(keys: String, display: String) {
        #expect(typed(keys).display == display)
    }

    @Test("C2: an operator after an operator replaces it", arguments: [
        ("1 + -", "1 - "), ("1 + - x /", "1 / "), ("2 x 3 + x", "2 x 3 x "),
    ])
    func operatorReplacement(keys: String, display: String) {
        #expect(typed(keys).display == display)
    }

    @Test("C2: clear sets the display to 0", arguments: ["AC", "12 + AC", "2 + 3 = AC", "9 x AC"])
    func clear(keys: String) {
        #expect(typed(keys).display == "0")
    }

    @Test("C3: = reduces with x and / first, then left to right", arguments: [(String, String, Double)]([
        ("2 + 3 =", "2 + 3 = 5", 5),
        ("2 + 3 x 4 =", "2 + 3 x 4 = 14", 14),
        ("10 - 4 - 3 =", "10 - 4 - 3 = 3", 3),
        ("8 / 4 / 2 =", "8 / 4 / 2 = 1", 1),
        ("7 / 2 =", "7 / 2 = 3.5", 3.5),
        ("1 - 5 =", "1 - 5 = -4", -4),
        ("2 x 3 + 4 x 5 - 6 / 3 =", "2 x 3 + 4 x 5 - 6 / 3 = 24", 24),
        ("1 / 3 =", "1 / 3 = 0.3333333333333333", 1.0 / 3),
    ]))
    func equal(keys: String, display: String, result: Double) {
        let calculator = typed(keys)
        #expect(calculator.display == display)
        #expect(calculator.result == result)
    }

    @Test("C3: = on an incomplete expression removes a trailing operator and nothing else", arguments: [
        ("=", "0"), ("12 =", "12"), ("12 + =", "12"), ("2 + 3 x =", "2 + 3"),
    ])
    func incomplete(keys: String, display: String) {
        let calculator = typed(keys)
        #expect(calculator.display == display)
        #expect(calculator.result == nil)
    }

    @Test("C4: a division whose left or right operand is 0 gives 0", arguments: [
        ("5 / 0 =", "5 / 0 = 0"), ("0 / 5 =", "0 / 5 = 0"), ("0 / 0 =", "0 / 0 = 0"),
        ("2 + 5 / 0 =", "2 + 5 / 0 = 2"), ("3 - 3 / 4 =", "3 - 3 / 4 = 2.25"), ("4 x 0 / 2 =", "4 x 0 / 2 = 0"),
    ])
    func divisionByZero(keys: String, display: String) {
        #expect(typed(keys).display == display)
    }

    @Test("C4: an operator after a result has no visible effect", arguments: ["+", "-", "x", "/", "+ x"])
    func operatorAfterResult(op: String) {
        #expect(typed("2 + 3 = \(op)").display == "2 + 3 = 5")
    }

    @Test("C4: = after a result changes nothing", arguments: ["2 + 3 = =", "2 x 3 = = =", "9 / 0 = ="])
    func equalTwice(keys: String) {
        let once = typed(String(keys.prefix { $0 != "=" }) + "=")
        #expect(typed(keys) == once)
    }

    @Test("C5: whole results without .0, fractions, large numbers, inf and nan as Swift prints them", arguments: [
        (6.0, "6"), (2.5, "2.5"), (-4.0, "-4"), (0.1 + 0.2, "0.30000000000000004"), (1e15, "1000000000000000"),
        (1e16, "1e+16"), (1e-5, "1e-05"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (-0.0, "-0"),
    ])
    func format(value: Double, text: String) {
        #expect(Calculator.format(value) == text)
    }

    @Test("C5: a very large result")
    func largeResult() {
        let calculator = typed("99999999 x 99999999 x 99999999 =")
        #expect(calculator.display == "99999999 x 99999999 x 99999999 = 9.999999700000002e+23")
        #expect(typed("\(String(repeating: "9", count: 400)) x 2 =").display.hasSuffix(" = inf"))
        let nan = typed("\(String(repeating: "9", count: 400)) - \(String(repeating: "9", count: 400)) =")
        #expect(nan.display.hasSuffix(" = nan"))
        #expect(nan.result?.isNaN == true)
    }

    @Test("names: every key has its scenario name and back", arguments: CalculatorKey.allCases)
    func names(key: CalculatorKey) {
        #expect(CalculatorKey(name: key.name) == key)
    }

    @Test("names: unknown names are refused", arguments: ["digit-10", "digit", "times ", "AC", "layout-1", ""])
    func unknownNames(name: String) {
        #expect(CalculatorKey(name: name) == nil)
    }
}

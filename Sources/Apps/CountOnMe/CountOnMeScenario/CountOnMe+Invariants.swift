import CountOnMeModel
import Scenarios

/// The calculator's invariants (docs/explore.md, "The calculator"): what `explore --app
/// countonme` checks after every touch, and what a scenario checks with
/// `expect: { invariants: [NAME…] }`, in the order they are checked. Each says what a key does to
/// the text from C1–C5 alone, without running the calculator's algorithm again.
extension CountOnMe {
    public static let invariants: [AppInvariant<CountOnMeState>] = [
        AppInvariant("display-not-empty") { state in
            state.display.isEmpty ? "the display is empty" : nil
        },
        AppInvariant("one-result") { state in
            let equals = state.display.utf8.count { $0 == UInt8(ascii: "=") }
            return equals > 1 ? "the display holds \(equals) results: '\(shown(state.display))'" : nil
        },
        AppInvariant("keys-fire-on-touch-up", input: { before, entry, after in
            let pressed = entry.events.compactMap(pressedKey)
            if pressed.count > 1 { return "one touch pressed \(pressed.count) keys" }
            if pressed.isEmpty, before.display != after.display {
                return "the display went from '\(shown(before.display))' to '\(shown(after.display))' with no key pressed"
            }
            return nil
        }),
        AppInvariant("key-effect", input: { before, entry, after in
            guard let key = entry.events.compactMap(pressedKey).first else { return nil }
            guard let broken = keyEffect(key, before: before.display, after: after.display) else { return nil }
            return "\(key.name) on '\(shown(before.display))' gave '\(shown(after.display))': \(broken)"
        }),
    ]

    /// The key a trace event pressed, if it is one.
    static func pressedKey(_ event: CountOnMeEvent) -> CalculatorKey? {
        if case .keyPressed(let key, _) = event { return key }
        return nil
    }

    /// What breaks C2–C5 when `key` took the text from `before` to `after`; nil when it holds.
    static func keyEffect(_ key: CalculatorKey, before: String, after: String) -> String? {
        let hasResult = before.contains("=")
        let operators = [" + ", " - ", " x ", " / "]
        let endsWithOperator = operators.contains { before.hasSuffix($0) }
        let withoutOperator = endsWithOperator ? String(before.dropLast(3)) : before
        switch key {
        case .digit(let digit):
            let expected = before == "0" || hasResult ? "\(digit)" : before + "\(digit)"
            return after == expected ? nil : "a digit replaces 0 or a result and is appended otherwise (C2)"
        case .plus, .minus, .times, .divide:
            let expected = hasResult ? before : withoutOperator + " \(key.operatorSign ?? "") "
            return after == expected
                ? nil : "an operator is appended, replacing one at the end, and has no effect after a result (C2, C4)"
        case .clear:
            return after == "0" ? nil : "AC sets the text to 0 (C2)"
        case .equal:
            if hasResult { return after == before ? nil : "= after a result changes nothing (C4)" }
            if after == before || after == withoutOperator { return nil }
            let prefix = before + " = "
            guard after.hasPrefix(prefix) else {
                return "= appends ' = RESULT', removes a trailing operator, or changes nothing (C3)"
            }
            let result = after.dropFirst(prefix.count)
            if result.hasSuffix(".0") { return "a whole result is written without '.0' (C5)" }
            return Double(result) == nil ? "the result '\(shown(String(result)))' is not a number (C5)" : nil
        }
    }

    /// A display as a failure quotes it: its end when it is long.
    static func shown(_ text: String) -> String {
        text.count > 60 ? "…" + String(text.suffix(59)) : text
    }
}

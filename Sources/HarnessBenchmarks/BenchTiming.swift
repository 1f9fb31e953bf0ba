/// Runs `body` `repeats` times and returns the best wall time in seconds.
public func bestTime(repeats: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<repeats {
        let elapsed = clock.measure(body)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        best = min(best, seconds)
    }
    return best
}

/// A number rounded to a whole and printed with thousands separators (`1,234,567`).
public func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var out = ""
    for (index, character) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { out.append(",") }
        out.append(character)
    }
    return String(out.reversed())
}

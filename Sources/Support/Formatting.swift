// The number and text formats of everything the package prints or writes for people and tools:
// traces, manifests, reports, messages. One home, so the same value reads the same everywhere.

/// Seconds printed with up to six decimals and no trailing zeros (`0.05`, `1`, `0.333333`);
/// values that are not finite or beyond 10¹² as Swift prints them.
package func formatSeconds(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let micros = Int((abs(value) * 1_000_000).rounded())
    let whole = micros / 1_000_000
    var fraction = micros % 1_000_000
    let sign = value < 0 && micros > 0 ? "-" : ""
    guard fraction > 0 else { return sign + String(whole) }
    var digits = 6
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let text = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
}

/// A number of points printed without a trailing ".0" and with at most three decimals.
package func formatPoints(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    return String(rounded)
}

/// A point as `(x, y)` in points, each as ``formatPoints(_:)`` prints it.
package func formatPoint(x: Double, y: Double) -> String {
    "(\(formatPoints(x)), \(formatPoints(y)))"
}

/// `value` with exactly `decimals` decimals (at most 6) and a dot, whatever the locale (`0.125`,
/// `12.50`), rounded half away from zero in integer arithmetic, so it never depends on the
/// platform's `printf`; values that are not finite print as 0, values beyond 10¹² as Swift prints
/// them.
package func formatFixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e12 else { return "\(value)" }
    let places = min(max(decimals, 0), 6)
    var unit = 1
    for _ in 0..<places { unit *= 10 }
    let scaled = Int((abs(value) * Double(unit)).rounded())
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard places > 0 else { return sign + String(scaled) }
    let fraction = String(scaled % unit)
    return sign + String(scaled / unit) + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// `count` followed by `noun`, in the plural unless the count is one (`1 check`, `2 checks`);
/// `plural` for nouns that do not just take an "s".
package func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}

/// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
package func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

extension Duration {
    /// The duration in seconds.
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// The most characters of user text a message repeats.
package let echoLimit = 60

/// The most characters of a file path a message repeats: the longest path the system opens.
package let echoPathLimit = 4096

/// User text as messages repeat it: its first `limit` characters, then `…` when there is
/// more, with control characters written `\u{1B}`, so that a hostile value can neither flood a
/// log nor drive the terminal that shows it. Every message quoting a value read from a
/// scenario, an image or a command line goes through here (paths with ``echoPathLimit``).
package func echo(_ text: String, limit: Int = echoLimit) -> String {
    var out = ""
    var count = 0
    for character in text {
        if count == limit { return out + "…" }
        for scalar in character.unicodeScalars {
            if PathComponent.isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        count += 1
    }
    return out
}

/// A size in bytes for people: `812 bytes`, `1 MiB`, `3.8 MiB`, `256 MiB`, `1.2 GiB` (binary
/// units, at most one decimal, none when whole).
package func formatBytes(_ count: Int) -> String {
    let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    guard count >= 1024 else { return counted(count, "byte") }
    var value = Double(count) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    let tenths = (value * 10).rounded()
    let text = tenths.truncatingRemainder(dividingBy: 10) == 0
        ? String(Int(tenths / 10)) : formatFixed(tenths / 10, decimals: 1)
    return text + " " + units[unit]
}

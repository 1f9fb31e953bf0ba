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

/// User text as messages repeat it: at most `limit` characters and `4 × limit` bytes of it
/// (``cutText(_:characters:bytes:)``), then `…` when there is more, with control characters
/// written `\u{1B}`, so that a hostile value can neither flood a log nor drive the terminal that
/// shows it. Every message quoting a value read from a scenario, an image or a command line goes
/// through here (paths with ``echoPathLimit``).
package func echo(_ text: String, limit: Int = echoLimit) -> String {
    let (kept, isCut) = cutText(text, characters: limit, bytes: limit > Int.max / 4 ? Int.max : limit * 4)
    return escapedForTerminal(kept) + (isCut ? "…" : "")
}

/// The one cut of text the package repeats (messages, traces, timelines, annotations): the
/// longest start of `text` with at most `characters` characters (grapheme clusters) and at most
/// `bytes` bytes of UTF-8, and whether anything was left out. A character longer than the bytes
/// left (a letter with 100,000 combining marks is one character) is cut between its scalars, so
/// the result never holds more than `bytes` bytes. The work is bounded by what is kept, not by
/// the length of `text`.
package func cutText(_ text: String, characters: Int, bytes: Int) -> (kept: String, isCut: Bool) {
    let characters = max(characters, 0)
    let bytes = max(bytes, 0)
    let utf8 = text.utf8
    guard utf8.count > min(characters, bytes) else { return (text, false) }
    // First the bytes, at a scalar boundary, so that grapheme breaking below never walks more
    // than `bytes` bytes, however long a character of `text` is.
    var end = utf8.index(utf8.startIndex, offsetBy: bytes, limitedBy: utf8.endIndex) ?? utf8.endIndex
    while end > utf8.startIndex, end < utf8.endIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
    let head = end < utf8.endIndex ? String(text.unicodeScalars[..<end]) : text
    var index = head.startIndex
    var count = 0
    while index < head.endIndex {
        if count == characters { return (String(head[..<index]), true) }
        index = head.index(after: index)
        count += 1
    }
    return (head, end < utf8.endIndex)
}

/// Text that came from a file name or a file's content, as the package prints it to a terminal
/// or a CI log: every control character (C0, DEL and C1, newlines and tabs included) written
/// `\u{1B}`, and a leading `::` written `\u{3A}:`. The text then stays on one line, cannot drive
/// the terminal, and cannot start a GitHub Actions workflow command (`::error`,
/// `::add-mask::`), which a runner reads only at the start of a line. The one escaping rule for
/// printed values (docs/security.md); ``echo(_:limit:)`` is this rule plus a length limit, and
/// ``terminalLines(_:)`` applies it to every line a command prints.
package func escapedForTerminal(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if PathComponent.isControl(scalar) {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else if scalar == ":", out.isEmpty, text.utf8.starts(with: "::".utf8) {
            out += "\\u{3A}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// Text a command prints, made safe line by line: the text is split at its newlines (the
/// program's own line breaks) and each line goes through ``escapedForTerminal(_:)``, so no line
/// holds a control character or starts with `::`, whatever values were put in it. Escaped text
/// passes through unchanged. Workflow commands the program means to print (`verify --format
/// github`) are printed apart, not through here.
package func terminalLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { escapedForTerminal(String($0)) }
        .joined(separator: "\n")
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

/// `word` as one word of a shell command line that a user can copy and paste (bash, zsh, ksh):
/// as is when it holds only letters, digits and `_ @ % + = : , . / -`; else in single quotes
/// (`'a b'`, a quote written `'\''`); and, when it holds a control character such as a newline,
/// in ANSI-C quotes (`$'a\nb'`), so that the command stays on one line. The one quoting
/// function for every command line the package prints (`explore`'s reproduction command).
package func shellQuoted(_ word: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-".unicodeScalars)
    if !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) { return word }
    guard word.unicodeScalars.contains(where: PathComponent.isControl) else {
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    var out = "$'"
    for scalar in word.unicodeScalars {
        switch scalar {
        case "\\": out += #"\\"#
        case "'": out += #"\'"#
        case "\n": out += #"\n"#
        case "\t": out += #"\t"#
        case "\r": out += #"\r"#
        default:
            if PathComponent.isControl(scalar) {
                // Octal (\ooo) is read the same by bash, zsh and ksh, and is never followed by a
                // digit that would join it.
                let octal = String(scalar.value, radix: 8)
                if scalar.value < 0x80 {
                    out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "'"
}

/// A command line whose words are each ``shellQuoted(_:)``.
package func shellCommand(_ words: [String]) -> String {
    words.map(shellQuoted).joined(separator: " ")
}

/// Escaping for XML and HTML text and attribute values.
package enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities. Characters that XML 1.0
    /// forbids (control characters other than tab, line feed and carriage return, lone
    /// surrogates are impossible in `String`, U+FFFE and U+FFFF) become U+FFFD. In attributes, tab
    /// and line breaks are written as character references so parsers keep them.
    package static func escape(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r":
                if attribute {
                    out += "&#\(scalar.value);"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

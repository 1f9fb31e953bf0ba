import MessengerModel
import Raster

/// Text in points: one line placed left, centred or right, vertically centred on a line box
/// (its ascent and descent), and the measuring that truncation and wrapping need.
extension Painter {
    /// The width of one line in points.
    func width(of text: String, _ style: TextStyle) -> Double {
        Double(style.font(scale: scale).measure(text).width) / s
    }

    /// One line with its pen at `x`, vertically centred on `centerY` (points).
    mutating func text(_ text: String, _ style: TextStyle, _ color: RGBA, x: Double, centerY: Double) {
        let font = style.font(scale: scale)
        let metrics = font.measure("")
        let baseline = Self.whole((centerY + origin.y) * s - Double(metrics.ascent + metrics.descent) / 2)
            + metrics.ascent
        canvas.drawText(text, font: font, color: color, x: Self.whole((x + origin.x) * s), baseline: baseline)
    }

    /// One line centred in `rect`, both ways.
    mutating func text(_ text: String, _ style: TextStyle, _ color: RGBA, centeredIn rect: Rect) {
        let font = style.font(scale: scale)
        let width = Double(font.measure(text).width) / s
        self.text(text, style, color, x: rect.midX - width / 2, centerY: rect.midY)
    }

    /// One line ending at `right`, vertically centred on `centerY`.
    mutating func text(_ text: String, _ style: TextStyle, _ color: RGBA, right: Double, centerY: Double) {
        self.text(text, style, color, x: right - width(of: text, style), centerY: centerY)
    }

    /// `text` cut to fit `maxWidth` points, with "…" when cut (UILabel's tail truncation).
    func truncated(_ text: String, _ style: TextStyle, maxWidth: Double) -> String {
        if width(of: text, style) <= maxWidth { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        // The longest prefix that fits with the ellipsis, by bisection.
        while low < high {
            let middle = (low + high + 1) / 2
            if width(of: String(characters[..<middle]) + "…", style) <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return low == 0 ? "" : String(characters[..<low]).trimmingSuffixSpaces() + "…"
    }

    /// `text` broken at spaces into at most `maxLines` lines of `maxWidth` points (a word
    /// wider than a line is cut between characters); the last line is truncated when text
    /// remains. Newlines break lines.
    func wrapped(_ text: String, _ style: TextStyle, maxWidth: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(truncated(String(rest).replacingNewlines(), style, maxWidth: maxWidth))
                break
            }
            let (line, remainder) = firstLine(of: rest, style, maxWidth: maxWidth)
            lines.append(line)
            rest = remainder
        }
        return lines
    }

    /// The first line of `text` that fits `maxWidth`, and what follows it.
    private func firstLine(of text: Substring, _ style: TextStyle, maxWidth: Double) -> (String, Substring) {
        if let newline = text.firstIndex(of: "\n") {
            let head = text[..<newline]
            if width(of: String(head), style) <= maxWidth { return (String(head), text[text.index(after: newline)...]) }
        } else if width(of: String(text), style) <= maxWidth {
            return (String(text), "")
        }
        var line = ""
        var index = text.startIndex
        var lastSpace: (line: String, next: Substring.Index)?
        while index < text.endIndex, text[index] != "\n" {
            let candidate = line + String(text[index])
            if width(of: candidate, style) > maxWidth, !line.isEmpty { break }
            line = candidate
            index = text.index(after: index)
            if text[text.index(before: index)] == " " { lastSpace = (line, index) }
        }
        if index < text.endIndex, text[index] != "\n", let lastSpace {
            return (lastSpace.line.trimmingSuffixSpaces(), text[lastSpace.next...])
        }
        if index < text.endIndex, text[index] == "\n" { return (line, text[text.index(after: index)...]) }
        return (line, text[index...])
    }
}

extension String {
    /// The string without spaces at its end.
    func trimmingSuffixSpaces() -> String {
        var characters = Substring(self)
        while characters.last == " " { characters.removeLast() }
        return String(characters)
    }

    /// Newlines read as spaces (a label of one line).
    func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}

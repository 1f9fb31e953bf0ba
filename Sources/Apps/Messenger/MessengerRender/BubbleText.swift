import MessengerModel

/// A text bubble's lines, as many as ``MessengerLayout/bubbleSize(_:)`` counts: each
/// paragraph is broken at spaces when that takes no more lines than the layout's even cut of
/// `perLine` characters, and cut every `perLine` characters otherwise, so the text always fits
/// the bubble the model laid out.
enum BubbleText {
    static func lines(_ text: String, perLine: Int) -> [String] {
        let width = max(perLine, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            let allowed = max(1, (characters.count + width - 1) / width)
            let words = wordWrapped(characters, width: width)
            lines += words.count <= allowed ? words : cut(characters, width: width)
        }
        return lines
    }

    /// Greedy breaking at spaces; a word longer than a line is cut.
    private static func wordWrapped(_ characters: [Character], width: Int) -> [String] {
        var lines: [String] = []
        var start = 0
        while characters.count - start > width {
            let window = characters[start...(start + width)]
            if let space = window.lastIndex(of: " "), space > start {
                lines.append(String(characters[start..<space]))
                start = space + 1
            } else {
                lines.append(String(characters[start..<(start + width)]))
                start += width
            }
        }
        lines.append(String(characters[start...]))
        return lines
    }

    private static func cut(_ characters: [Character], width: Int) -> [String] {
        guard !characters.isEmpty else { return [""] }
        return stride(from: 0, to: characters.count, by: width).map {
            String(characters[$0..<min($0 + width, characters.count)])
        }
    }
}

@testable import Timelines

/// The texts of a written chart, read back from its SVG: each `<text>` element (one a line, as
/// the writer writes them) with its box by the writer's metric (``TextBox``: monospaced, its
/// characters counted after the XML entities are read).
struct SVGTexts {
    struct Text {
        var content: String
        var box: TextBox
    }

    var texts: [Text] = []

    init(_ svg: String) {
        for line in svg.split(separator: "\n") where line.hasPrefix("<text ") {
            guard let close = line.firstIndex(of: ">"), line.hasSuffix("</text>") else { continue }
            let tag = String(line[..<close])
            let content = Self.unescaped(String(line[line.index(after: close)..<line.index(line.endIndex, offsetBy: -7)]))
            let x = Self.attribute("x", in: tag).flatMap(Double.init) ?? 0
            let y = Self.attribute("y", in: tag).flatMap(Double.init) ?? 0
            let size = Self.attribute("font-size", in: tag).flatMap(Double.init) ?? 11
            let centred = Self.attribute("text-anchor", in: tag) == "middle"
            texts.append(Text(content: content, box: TextBox(x: x, baseline: y, characters: content.count, size: size,
                                                             centred: centred)))
        }
    }

    /// Every pair of texts whose boxes meet.
    var overlaps: [(String, String)] {
        var found: [(String, String)] = []
        let sorted = texts.sorted { $0.box.left < $1.box.left }
        for (index, text) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.box.left >= text.box.right { break }
                if text.box.intersects(other.box) { found.append((text.content, other.content)) }
            }
        }
        return found
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

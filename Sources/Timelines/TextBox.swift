/// The room a text takes on the chart, by the writer's one metric (docs/timeline.md, "Labels
/// never overlap"): text is monospaced, each character (a `Character`, after escaping) 0.6 of
/// the font size wide; a line is the font size high, 0.8 of it above the baseline and 0.2 below.
/// The writer places every text so that no two boxes meet; the tests measure a written chart by
/// the same metric.
struct TextBox: Sendable, Equatable {
    static let advance = 0.6
    static let ascent = 0.8
    static let descent = 0.2

    var left: Double
    var right: Double
    var top: Double
    var bottom: Double

    /// The box of `characters` characters at font `size`, written at `x` (its start, or its middle
    /// when `centred`) on `baseline`.
    init(x: Double, baseline: Double, characters: Int, size: Double, centred: Bool = false) {
        let width = Double(characters) * size * Self.advance
        left = centred ? x - width / 2 : x
        right = left + width
        top = baseline - size * Self.ascent
        bottom = baseline + size * Self.descent
    }

    /// The width of `characters` characters at font `size`.
    static func width(_ characters: Int, size: Double) -> Double {
        Double(characters) * size * advance
    }

    /// Whether the two boxes share any point inside both (boxes that only touch do not).
    func intersects(_ other: TextBox) -> Bool {
        left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }
}

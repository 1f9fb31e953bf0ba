import CPixelKernels

/// Text drawn from the committed glyph coverage.
extension Canvas {
    /// Draws one line of text with its pen starting at pixel column `x` on baseline row `baseline`.
    /// Glyph coverage `g` (0...255) composites `color` with alpha `(color.a · g + 127) / 255`.
    public mutating func drawText(_ text: String, font: Font, color: RGBA, x: Int, baseline: Int) {
        guard let table = font.table else { return }
        let clip = self.clip
        let width = image.width
        let (cr, cg, cb, ca) = color.channels
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            table.bitmaps.withUnsafeBufferPointer { bits in
                guard let glyphs = bits.baseAddress else { return }
                _ = font.layout(text, table: table) { penX, g in
                    let gx = x + penX + g.left, gy = baseline - g.top
                    let r = PixelRect(x: gx, y: gy, width: g.width, height: g.rows).intersection(clip)
                    if r.isEmpty { return }
                    pk_over_glyph(base + (r.minY * width + r.minX) * 4, width,
                                  glyphs + g.offset + (r.minY - gy) * g.width + (r.minX - gx), g.width,
                                  r.width, r.height, cr, cg, cb, ca)
                }
            }
        }
    }

    /// Draws text centred in `rect`: each line ("\n" separates lines) is centred horizontally at
    /// `round(rect.midX − width/2)`; the block of lines (first ascent + descent of the last line +
    /// line heights between) is centred vertically, its first baseline at
    /// `round(rect.midY − blockHeight/2) + ascent` (rounding half away from zero).
    public mutating func drawText(_ text: String, font: Font, color: RGBA, centeredIn rect: FRect) {
        for line in Self.centeredLines(text, font: font, in: rect) {
            drawText(line.text, font: font, color: color, x: line.x, baseline: line.baseline)
        }
    }

    /// The pixels `drawText(_:font:color:centeredIn:)` may change (before the clip): the union of
    /// its lines' ink boxes; empty for blank text.
    public static func textBounds(_ text: String, font: Font, centeredIn rect: FRect) -> PixelRect {
        var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for line in centeredLines(text, font: font, in: rect) {
            let ink = line.metrics.ink
            bounds = bounds.union(PixelRect(x: line.x + ink.x, y: line.baseline + ink.y, width: ink.width, height: ink.height))
        }
        return bounds
    }

    /// The lines of `text` placed as `drawText(_:font:color:centeredIn:)` places them.
    private static func centeredLines(_ text: String, font: Font, in rect: FRect)
        -> [(text: String, x: Int, baseline: Int, metrics: TextMetrics)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let metrics = lines.map { font.measure($0) }
        guard let first = metrics.first else { return [] }
        let blockHeight = first.ascent + first.descent + (lines.count - 1) * first.lineHeight
        var baseline = Int((rect.midY - Double(blockHeight) / 2).rounded()) + first.ascent
        var placed: [(text: String, x: Int, baseline: Int, metrics: TextMetrics)] = []
        for (line, m) in zip(lines, metrics) {
            placed.append((line, Int((rect.midX - Double(m.width) / 2).rounded()), baseline, m))
            baseline += m.lineHeight
        }
        return placed
    }
}

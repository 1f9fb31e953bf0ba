/// The type faces text is drawn with: glyph coverage committed under Sources/Raster/Glyphs
/// (docs/glyph-data.md), the same on every machine, for pixel sizes of the design size × 1, 2
/// and 3. Every face has the printable ASCII characters and — × … · ’ “ ”; any other character
/// is drawn as '?'.
public enum Face: String, Sendable, Equatable, Hashable, CaseIterable {
    /// A script face for titles (Dancing Script Regular), designed for 30 pt.
    case title
    /// A rounded sans-serif face for labels (Dosis SemiBold), designed for 26 pt.
    case label
    /// A small sans-serif face for captions and body text (DejaVu Sans), designed for 15 pt.
    case caption
    /// A large sans-serif face for displays and headings (DejaVu Sans), designed for 30 pt; its
    /// 1× size is the caption's 2× data.
    case display
    /// A bold sans-serif face for button titles (DejaVu Sans Bold), designed for 25 pt.
    case button
    /// Messenger's system text (Inter Regular standing in for San Francisco), designed for
    /// 17 pt; also 10, 13, 19, 21 and 22 pt (pick one with `Font(_:pixelSize:)`).
    case text
    /// Messenger's semibold system text (Inter SemiBold), designed for 17 pt; also 13, 15, 21 pt.
    case textSemibold

    /// The point size the face's glyph data was rendered for (× scale 1, 2, 3 in pixels).
    public var designPointSize: Int {
        switch self {
        case .title: 30
        case .label: 26
        case .caption: 15
        case .display: 30
        case .button: 25
        case .text, .textSemibold: 17
        }
    }

    /// The pixel sizes (em sizes) that have glyph data, ascending.
    public var availablePixelSizes: [Int] { GlyphData.sizes[self] ?? [] }
}

/// Metrics of a line of text, in whole pixels.
public struct TextMetrics: Sendable, Equatable {
    /// Advance width: sum of advances and kerning, rounded to whole pixels.
    public var width: Int
    /// Font ascent above the baseline.
    public var ascent: Int
    /// Font descent below the baseline (positive).
    public var descent: Int
    /// Distance between baselines of successive lines.
    public var lineHeight: Int
    /// Bounding box of the drawn pixels relative to (pen start, baseline); empty for blank text.
    public var ink: PixelRect
}

/// A face at one pixel size. Text is laid out on whole pixels: the pen advances in 1/64 pixel
/// (advance plus kerning) and each glyph is placed at `(pen + 32) >> 6` plus its bearing.
public struct Font: Sendable, Equatable, Hashable {
    /// The face.
    public let face: Face
    /// The em size in pixels actually used (one of `face.availablePixelSizes`).
    public let pixelSize: Int

    /// The face at the available pixel size nearest to `pixelSize` (the smaller one on a tie).
    public init(_ face: Face, pixelSize: Int) {
        self.face = face
        let sizes = face.availablePixelSizes
        self.pixelSize = sizes.min { abs($0 - pixelSize) < abs($1 - pixelSize) } ?? pixelSize
    }

    /// The face at its design point size for a device scale (1, 2 or 3).
    public init(_ face: Face, scale: Int) {
        self.init(face, pixelSize: face.designPointSize * scale)
    }

    var table: GlyphTable? { GlyphData.table(face, pixelSize) }

    /// Metrics of one line of `text` (characters without glyph data count as '?').
    public func measure(_ text: String) -> TextMetrics {
        guard let table else { return TextMetrics(width: 0, ascent: 0, descent: 0, lineHeight: 0, ink: PixelRect(x: 0, y: 0, width: 0, height: 0)) }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let end = layout(text, table: table) { x, g in
            if g.width > 0 && g.rows > 0 {
                minX = min(minX, x + g.left); maxX = max(maxX, x + g.left + g.width)
                minY = min(minY, -g.top); maxY = max(maxY, -g.top + g.rows)
            }
        }
        let ink = minX <= maxX ? PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                               : PixelRect(x: 0, y: 0, width: 0, height: 0)
        return TextMetrics(width: (end + 32) >> 6, ascent: table.ascent, descent: table.descent,
                           lineHeight: table.lineHeight, ink: ink)
    }

    /// Walks the glyphs of one line: calls `body` with each glyph's whole-pixel pen x; returns
    /// the final pen position in 1/64 pixel.
    func layout(_ text: String, table: GlyphTable, _ body: (Int, GlyphTable.Glyph) -> Void) -> Int {
        var pen = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            guard let (code, glyph) = table.glyph(for: scalar) else { continue }
            if let previous, let k = table.kerning[UInt64(previous) << 32 | UInt64(code)] { pen += k }
            body((pen + 32) >> 6, glyph)
            pen += glyph.advance
            previous = code
        }
        return pen
    }
}

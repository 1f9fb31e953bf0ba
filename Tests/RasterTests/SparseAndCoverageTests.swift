@testable import Raster
import Testing

/// The row-by-row rounded-rectangle coverage against its rule sample by sample, sparse images
/// against the images they keep, and text bounds against the pixels text draws.
@Suite("Rounded-rect coverage, sparse images, text bounds")
struct SparseAndCoverageTests {
    /// floor(√n), exactly.
    static func isqrt(_ n: Int) -> Int {
        var s = Int(Double(n).squareRoot())
        while s * s > n { s -= 1 }
        while (s + 1) * (s + 1) <= n { s += 1 }
        return s
    }

    /// The coverage of pixel (px, py) by the rule of `Rasterizer.roundedRect`, one sample at a time.
    static func referenceCoverage(_ rect: FRect, radius: Double, px: Int, py: Int) -> Int {
        let x0 = Rasterizer.quantize(rect.minX), x1 = Rasterizer.quantize(rect.maxX)
        let y0 = Rasterizer.quantize(rect.minY), y1 = Rasterizer.quantize(rect.maxY)
        guard x1 > x0, y1 > y0 else { return 0 }
        let r = max(0, min(Rasterizer.quantize(radius), (x1 - x0) / 2, (y1 - y0) / 2))
        var count = 0
        for j in 16 * py ..< 16 * py + 16 {
            let y = 16 * j + 8
            guard y >= y0, y < y1 else { continue }
            var xa = x0, xb = x1
            let dy = y < y0 + r ? y0 + r - y : (y > y1 - r ? y - (y1 - r) : 0)
            if dy > 0 {
                if dy > r { continue }
                let s = isqrt(r * r - dy * dy)
                xa = x0 + r - s
                xb = min(x1, x1 - r + s + 1)
            }
            for i in 16 * px ..< 16 * px + 16 where 16 * i + 8 >= xa && 16 * i + 8 < xb { count += 1 }
        }
        return count
    }

    /// Rectangles on and off whole pixels, radii small, large and clamped, a sliver.
    static let roundedRects: [(FRect, Double)] = [
        (FRect(x: 0, y: 0, width: 20, height: 20), 6.0),
        (FRect(x: 1.3, y: 2.71, width: 17.45, height: 11.2), 4.4),
        (FRect(x: -3.5, y: 0.25, width: 9.9, height: 30.03), 12.0),
        (FRect(x: 5.02, y: 4.98, width: 3.3, height: 3.1), 0.7),
        (FRect(x: 2, y: 3, width: 24.6, height: 9.01), 100.0),
        (FRect(x: 0.5, y: 0.5, width: 0.01, height: 8), 2.0),
    ]

    @Test("rounded-rect coverage is the sample rule, pixel by pixel", arguments: roundedRects)
    func roundedRectRule(rect: FRect, radius: Double) {
        for limit in [PixelRect(x: -5, y: -5, width: 40, height: 40), PixelRect(x: 3, y: 4, width: 9, height: 7)] {
            let mask = CoverageMask.roundedRect(rect, radius: radius, within: limit)
            let bounds = rect.pixelBounds.intersection(limit)
            #expect(bounds.isEmpty ? mask.bounds.isEmpty && mask.coverage.isEmpty : mask.bounds == bounds)
            for py in limit.minY ..< limit.maxY {
                for px in limit.minX ..< limit.maxX where mask.bounds.contains(x: px, y: py) {
                    #expect(mask[px, py] == Self.referenceCoverage(rect, radius: radius, px: px, py: py), "(\(px), \(py))")
                }
            }
        }
    }

    @Test("a sparse image is the image it keeps, also around a hole written afterwards")
    func sparseImage() {
        var canvas = Canvas(width: 37, height: 29, fill: RGBA(10, 20, 30))
        canvas.fill(FRect(x: 3.5, y: 2.25, width: 9, height: 4.5), color: RGBA(200, 100, 50))
        canvas.fillRoundedRect(FRect(x: 20, y: 10, width: 15.3, height: 17), radius: 4, color: RGBA(0, 0, 255, 128))
        let areas = [PixelRect(x: 3, y: 2, width: 10, height: 5), PixelRect(x: 20, y: 10, width: 30, height: 30)]
        let sparse = SparseImage(canvas.image, background: RGBA(10, 20, 30), areas: areas)
        #expect(sparse.patches.map(\.rect) == [areas[0], PixelRect(x: 20, y: 10, width: 17, height: 19)])
        #expect(sparse.image == canvas.image)
        for hole in [PixelRect(x: 8, y: 5, width: 20, height: 12), PixelRect(x: -4, y: 20, width: 100, height: 30),
                     PixelRect(x: 40, y: 0, width: 3, height: 3)] {
            var image = Canvas(image: sparse.image(leaving: hole))
            image.copyImage(RGBAImage(width: hole.width, height: hole.height, fill: RGBA(1, 2, 3)), x: hole.x, y: hole.y)
            var expected = Canvas(image: canvas.image)
            expected.copyImage(RGBAImage(width: hole.width, height: hole.height, fill: RGBA(1, 2, 3)), x: hole.x, y: hole.y)
            #expect(image.image == expected.image, "\(hole)")
        }
    }

    @Test("overlapping, touching and edge patches: the background goes only between them, every pixel written")
    func sparseBands() {
        var canvas = Canvas(width: 40, height: 30, fill: RGBA(9, 8, 7))
        canvas.fill(FRect(x: 2.5, y: 3, width: 20, height: 10), color: RGBA(250, 0, 0))
        canvas.fill(FRect(x: 15, y: 8.5, width: 25, height: 12), color: RGBA(0, 250, 0, 128))
        canvas.fill(FRect(x: 0, y: 25, width: 3, height: 5), color: RGBA(0, 0, 250))
        let areas = [PixelRect(x: 2, y: 3, width: 21, height: 10), PixelRect(x: 15, y: 8, width: 25, height: 13),
                     PixelRect(x: 23, y: 3, width: 4, height: 5), PixelRect(x: 0, y: 25, width: 3, height: 5)]
        let sparse = SparseImage(canvas.image, background: RGBA(9, 8, 7), areas: areas)
        #expect(sparse.image == canvas.image)
        let hole = PixelRect(x: 10, y: 6, width: 20, height: 20)
        var filled = Canvas(image: sparse.image(leaving: hole))
        filled.copyImage(RGBAImage(width: hole.width, height: hole.height, fill: RGBA(1, 2, 3)), x: hole.x, y: hole.y)
        var expected = Canvas(image: canvas.image)
        expected.copyImage(RGBAImage(width: hole.width, height: hole.height, fill: RGBA(1, 2, 3)), x: hole.x, y: hole.y)
        #expect(filled.image == expected.image)
        // Bands cover every row once; their spans avoid the patches and the hole.
        let bands = sparse.backgroundBands(leaving: hole)
        #expect(bands.map(\.rows.count).reduce(0, +) == 30)
        for y in 0..<30 {
            let spans = bands.first { $0.rows.contains(y) }?.spans ?? []
            for x in 0..<40 where !areas.contains(where: { $0.contains(x: x, y: y) }) && !hole.contains(x: x, y: y) {
                #expect(spans.contains { $0.contains(x) }, "background at (\(x), \(y)) not written")
            }
        }
        for band in bands {
            for y in band.rows {
                for span in band.spans {
                    for x in span {
                        #expect(!areas.contains { $0.contains(x: x, y: y) } && !hole.contains(x: x, y: y), "(\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test("text bounds hold every pixel the text changes", arguments: ["Instagrid", "Swipe up to share", "Ag\nqy", " "])
    func textBounds(text: String) {
        let font = Font(.label, scale: 2)
        let box = FRect(x: 10.5, y: 7.25, width: 200, height: 60)
        let background = RGBA(1, 2, 3)
        var canvas = Canvas(width: 240, height: 90, fill: background)
        canvas.drawText(text, font: font, color: RGBA(255, 255, 255), centeredIn: box)
        let bounds = Canvas.textBounds(text, font: font, centeredIn: box)
        var changed = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for y in 0 ..< 90 {
            for x in 0 ..< 240 where canvas.image[x, y] != background {
                changed = changed.union(PixelRect(x: x, y: y, width: 1, height: 1))
                #expect(bounds.contains(x: x, y: y))
            }
        }
        #expect(text.allSatisfy { $0 == " " } ? bounds.isEmpty : bounds.contains(changed) && !changed.isEmpty)
    }
}

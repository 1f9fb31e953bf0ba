import InstagridModel
import Raster

/// Draws the grid square alone — grid colour, padding, visible slots with their photos or
/// "+" — in its own pixel space. The screen composites it at the grid's (snapped) offset; the
/// export (docs/rules.md, "Export") is exactly this image.
package struct GridRenderer: Sendable {
    package var layout: Layout
    /// Photos of the visible slots.
    package var photos: [Int: RGBAImage]
    /// Grid side in points.
    package var side: Double
    /// Pixels per point.
    package var scale: Int
    /// Where photos resampled into slots are kept, with the digests of the photos (by slot) that
    /// key them; a photo without a digest is resampled every time.
    var tiles: (cache: TileCache, digests: [Int: PixelDigest])?

    package init(layout: Layout, photos: [Int: RGBAImage], side: Double, scale: Int) {
        self.layout = layout
        self.photos = photos
        self.side = side
        self.scale = scale
    }

    /// The side in pixels.
    package var pixelSide: Int { Int((side * Double(scale)).rounded()) }

    /// The grid square as an opaque image of `pixelSide` × `pixelSide` pixels.
    package func render() -> RGBAImage {
        var canvas = Canvas(width: pixelSide, height: pixelSide, fill: Palette.grid)
        let geometry = GridGeometry(side: side)
        let s = Double(scale)
        let radius = geometry.cornerRadius * s
        for (slot, rect) in geometry.slots(in: layout) {
            let pixels = FRect(x: rect.x * s, y: rect.y * s, width: rect.width * s, height: rect.height * s)
            if let photo = photos[slot] {
                if let tiles, let digest = tiles.digests[slot] {
                    canvas.drawImageAspectFill(photo, in: pixels, cornerRadius: radius) { drawn, resample in
                        tiles.cache.image(for: TileKey(photo: digest, rect: pixels, pixels: drawn), draw: resample)
                    }
                } else {
                    canvas.drawImageAspectFill(photo, in: pixels, cornerRadius: radius)
                }
            } else {
                canvas.fillRoundedRect(pixels, radius: radius, color: Palette.emptySlot)
                drawPlus(in: pixels, unit: geometry.unit * s, on: &canvas)
            }
        }
        return canvas.image
    }

    /// The "+" of an empty slot: 40×40 pt with bars 8 pt thick (scaled with the grid), centred.
    private func drawPlus(in slot: FRect, unit: Double, on canvas: inout Canvas) {
        let size = 40 * unit
        let bar = 8 * unit
        let cx = slot.x + slot.width / 2
        let cy = slot.y + slot.height / 2
        let a = size / 2, b = bar / 2
        // One 12-point outline, so the bars' crossing is covered once.
        let outline: [(Double, Double)] = [
            (-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b),
            (b, a), (-b, a), (-b, b), (-a, b), (-a, -b), (-b, -b),
        ]
        canvas.fillPolygon(outline.map { FPoint(cx + $0.0, cy + $0.1) }, color: Palette.plus)
    }
}

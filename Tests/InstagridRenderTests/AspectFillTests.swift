import Testing
import InstagridModel
import Raster
import InstagridRender

/// Photos in slots are aspect-filled (R5): scaled uniformly to cover the slot, centred, the
/// overflow cropped. The test photos' edge bands, ring and cross show any wrong fit.
@Suite("Aspect fill")
struct AspectFillTests {
    /// iPhone 8 (slot edges on whole pixels) and iPhone XS Max (half-pixel slot edges at 3×).
    static let devices = ["iphone-8", "iphone-xs-max"]

    /// The screen with `photo` in `slot` of `layout`, and the slot's pixel edges.
    static func render(_ deviceID: String, layout: Layout, slot: Int, photo: String) throws -> (RGBAImage, PixelEdges) {
        let device = try #require(Device.named(deviceID))
        let state = Fixture.state(Variant(device: device, orientation: .portrait), layout: layout, photos: [slot: photo])
        let image = Fixture.renderer.render(state)
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: .zero, scale: device.scale)
        let rect = try #require(state.geometry.gridGeometry.slotRect(slot, in: layout))
        return (image, PixelEdges(rect, scale: Double(device.scale), origin: origin))
    }

    static func isRed(_ c: RGBA) -> Bool { Pixels.near(c, Colors.red, 40) }
    static func isBlue(_ c: RGBA) -> Bool { Pixels.near(c, Colors.blue, 40) }
    static func isGreen(_ c: RGBA) -> Bool { Pixels.near(c, Colors.green, 40) }
    static func isYellow(_ c: RGBA) -> Bool { Pixels.near(c, Colors.yellow, 40) }
    static func isWhite(_ c: RGBA) -> Bool { c.r >= 215 && c.g >= 215 && c.b >= 215 }
    static func isDark(_ c: RGBA) -> Bool { c.r < 70 && c.g < 70 && c.b < 70 }

    /// The slot's whole pixel span, anti-aliased edges included.
    static func span(_ e: PixelEdges) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        (Int(e.x0.rounded(.down))...Int(e.x1.rounded(.up)) - 1, Int(e.y0.rounded(.down))...Int(e.y1.rounded(.up)) - 1)
    }

    /// The ring's outer diameters across the slot's centre row and column, in pixels.
    static func ringDiameters(_ image: RGBAImage, _ e: PixelEdges) throws -> (horizontal: Int, vertical: Int) {
        let region = span(e)
        let row = try #require(Pixels.bounds(in: image, x: region.x, y: e.midY...e.midY, where: isWhite))
        let column = try #require(Pixels.bounds(in: image, x: e.midX...e.midX, y: region.y, where: isWhite))
        return (row.maxX - row.minX + 1, column.maxY - column.minY + 1)
    }

    @Test("a 4:3 photo in a square slot: sides cropped, top and bottom kept", arguments: devices)
    func landscapeInSquare(_ deviceID: String) throws {
        let (image, e) = try Self.render(deviceID, layout: .three, slot: 1, photo: "landscape-4x3")
        let region = Self.span(e)
        #expect(Self.isDark(image[Int(e.centerX), Int(e.centerY)]), "centre cross at the slot's centre")
        #expect(Pixels.count(in: image, x: region.x, y: region.y, where: Self.isRed) == 0)
        #expect(Pixels.count(in: image, x: region.x, y: region.y, where: Self.isBlue) == 0)
        #expect(Self.isGreen(image[e.midX, e.insideTop + 1]), "green band at the top: \(image[e.midX, e.insideTop + 1])")
        #expect(Self.isYellow(image[e.midX, e.insideBottom - 1]), "yellow band at the bottom")
        let ring = try Self.ringDiameters(image, e)
        #expect(abs(ring.horizontal - ring.vertical) <= 2, "ring \(ring)")
        // The photo's short side (600 px) maps to the slot's height; ring radius 0.35 · 600 + 10.
        let expected = 2 * (0.35 * 600 + 10) * (e.y1 - e.y0) / 600
        #expect(abs(Double(ring.vertical) - expected) <= 3, "ring \(ring.vertical) vs \(expected)")
    }

    @Test("a 3:4 photo in a wide slot: top and bottom cropped, sides kept", arguments: devices)
    func portraitInWide(_ deviceID: String) throws {
        let (image, e) = try Self.render(deviceID, layout: .one, slot: 1, photo: "portrait-3x4")
        let region = Self.span(e)
        #expect(abs((e.x1 - e.x0) / (e.y1 - e.y0) - 270 / 127.5) < 1e-9)
        #expect(Self.isDark(image[Int(e.centerX), Int(e.centerY)]))
        #expect(Self.isRed(image[e.insideLeft + 1, e.midY]), "red band on the left")
        #expect(Self.isBlue(image[e.insideRight - 1, e.midY]), "blue band on the right")
        #expect(Pixels.count(in: image, x: region.x, y: region.y, where: Self.isGreen) == 0)
        #expect(Pixels.count(in: image, x: region.x, y: region.y, where: Self.isYellow) == 0)
    }

    @Test("photos keep their proportions (ring diameters equal)",
          arguments: devices, ["landscape-4x3", "portrait-3x4", "square", "photo-jpeg"])
    func ringIsRound(_ deviceID: String, photo: String) throws {
        let (image, e) = try Self.render(deviceID, layout: .three, slot: 4, photo: photo)
        #expect(Self.isDark(image[Int(e.centerX), Int(e.centerY)]))
        let ring = try Self.ringDiameters(image, e)
        #expect(abs(ring.horizontal - ring.vertical) <= 2, "ring \(ring)")
    }

    @Test("a panorama in a wide slot: round ring, side bands cropped", arguments: devices)
    func panoramaInWide(_ deviceID: String) throws {
        let (image, e) = try Self.render(deviceID, layout: .two, slot: 3, photo: "panorama-8x1")
        let region = Self.span(e)
        #expect(Self.isDark(image[Int(e.centerX), Int(e.centerY)]))
        let ring = try Self.ringDiameters(image, e)
        #expect(abs(ring.horizontal - ring.vertical) <= 2, "ring \(ring)")
        #expect(Pixels.count(in: image, x: region.x, y: region.y, where: Self.isRed) == 0)
        #expect(Pixels.count(in: image, x: region.x, y: region.y, where: Self.isBlue) == 0)
    }

    @Test("an 8×6 photo is enlarged to cover the whole slot", arguments: devices)
    func tinyCovers(_ deviceID: String) throws {
        let (image, e) = try Self.render(deviceID, layout: .three, slot: 2, photo: "tiny-8x6")
        let region = Self.span(e)
        // An under-filled slot would show its own colour along its edges. (Inside, the
        // enlarged photo's white ring blending into its black cross passes through greys such
        // as (240, 240, 240), so only the 4-pixel border is searched.)
        let isSlot: (RGBA) -> Bool = { $0 == Colors.emptySlot }
        let border = [(region.x, region.y.lowerBound...region.y.lowerBound + 4), (region.x, region.y.upperBound - 4...region.y.upperBound),
                      (region.x.lowerBound...region.x.lowerBound + 4, region.y), (region.x.upperBound - 4...region.x.upperBound, region.y)]
        for (xs, ys) in border {
            #expect(Pixels.count(in: image, x: xs, y: ys, where: isSlot) == 0, "slot colour in \(xs) × \(ys)")
        }
        #expect(Self.isGreen(image[e.midX, e.insideTop + 1]), "green band at the top")
        #expect(Self.isYellow(image[e.midX, e.insideBottom - 1]), "yellow band at the bottom")
        #expect(Self.isDark(image[Int(e.centerX), Int(e.centerY)]), "the cross at the centre")
        #expect(Pixels.count(in: image, x: region.x, y: region.y) { $0 == Colors.plus } == 0)
        // Grid colour shows only in the anti-aliased corners (radius 2 pt).
        let corner = Int((2 * (e.x1 - e.x0) / 127.5).rounded(.up)) + 1
        let inner = (e.insideLeft...e.insideRight, e.insideTop...e.insideBottom)
        let gridInside = Pixels.count(in: image, x: inner.0, y: inner.1) { $0 == Colors.grid }
        #expect(gridInside == 0 || gridInside <= 4 * corner * corner, "\(gridInside) grid pixels in the slot")
        for (x, y) in [(e.insideLeft, e.midY), (e.insideRight, e.midY), (e.midX, e.insideTop), (e.midX, e.insideBottom)] {
            #expect(image[x, y] != Colors.grid && image[x, y] != Colors.emptySlot, "edge (\(x), \(y))")
        }
    }
}

import Testing
@testable import Raster

@Suite("Resampling")
struct ResampleTests {
    @Test("a 1-px checkerboard shrinks to an even grey", arguments: [
        (401, 300, 255.0, 255.0), (1000, 1000, 382.5, 382.5), (1200, 900, 127.5, 127.5),
        (640, 480, 540.0, 255.0), (300, 300, 255.0, 255.0), (2000, 1500, 255.0, 170.0),
        (777, 555, 381.0, 381.0),
    ])
    func checkerboardBecomesGrey(sw: Int, sh: Int, dw: Double, dh: Double) {
        let photo = TestImages.checkerboard(width: sw, height: sh)
        let dest = FRect(x: 3.5, y: 2.5, width: dw, height: dh)
        let pixels = PixelRect(x: 4, y: 3, width: Int(dw) - 1, height: Int(dh) - 1)
        let out = Resample.aspectFill(photo, cover: dest, pixels: pixels)
        var total = 0
        var values: [Int] = []
        for y in 0 ..< out.height {
            for x in 0 ..< out.width {
                let p = out[x, y]
                values.append(Int(p.r))
                total += Int(p.r)
            }
        }
        let mean = Double(total) / Double(values.count)
        let worst = values.map { abs(Double($0) - mean) }.max() ?? 0
        #expect(worst <= 8, "max deviation \(worst) from mean \(mean)")
        #expect(abs(mean - 127.5) < 3)
    }

    @Test("a smooth gradient stays smooth and monotonic", arguments: [
        (1000, 400, 300.0), (256, 100, 300.0), (40, 30, 300.0), (8, 6, 200.0),
    ])
    func gradientStaysSmooth(sw: Int, sh: Int, dw: Double) {
        let photo = TestImages.gradient(width: sw, height: sh)
        let dest = FRect(x: 0, y: 0, width: dw, height: dw * Double(sh) / Double(sw))
        let out = Resample.stretch(photo, into: dest, pixels: dest.pixelBounds)
        let step = 255.0 * Double(sw) / dw / Double(sw - 1)
        for y in [0, out.height / 2, out.height - 1] {
            for x in 1 ..< out.width {
                let a = Int(out[x - 1, y].r), b = Int(out[x, y].r)
                #expect(b >= a, "not monotonic at \(x), \(y)")
                #expect(Double(b - a) <= step + 2, "jump \(b - a) at \(x), \(y)")
            }
        }
    }

    @Test("aspect-fill covers the rect, centred, proportions kept")
    func aspectFillCentres() {
        let photo = TestImages.marked(width: 400, height: 300, band: 20, mark: 15)
        var canvas = Canvas(width: 340, height: 340, fill: RGBA(255, 255, 255))
        let rect = FRect(x: 20, y: 20, width: 300, height: 300)
        canvas.drawImageAspectFill(photo, in: rect)
        let img = canvas.image
        // Covered: no white left inside; untouched outside.
        for y in 20 ..< 320 { for x in 20 ..< 320 { #expect(img[x, y] != RGBA(255, 255, 255)) } }
        #expect(img[19, 170] == RGBA(255, 255, 255) && img[320, 170] == RGBA(255, 255, 255))
        // Centre mark (30×30 source px, scale 1 → 30 px) centred at (170, 170).
        #expect(img[170, 170] == RGBA(0, 0, 0))
        #expect(img[157, 157] == RGBA(0, 0, 0) && img[182, 182] == RGBA(0, 0, 0))
        #expect(img[152, 170].r > 100 && img[188, 170].r > 100)
        // Left and right bands cropped (scale 1: 50 source columns cut each side).
        #expect(img[21, 170] == RGBA(128, 128, 128) && img[318, 170] == RGBA(128, 128, 128))
        // Top and bottom bands visible, 20 px tall.
        #expect(img[170, 21] == RGBA(0, 255, 0) && img[170, 38] == RGBA(0, 255, 0))
        #expect(img[170, 318] == RGBA(255, 255, 0) && img[170, 301] == RGBA(255, 255, 0))
        #expect(img[170, 41] == RGBA(128, 128, 128))
    }

    @Test("aspect-fill of a tall photo into a wide slot crops top and bottom, scaled")
    func aspectFillScaled() {
        let photo = TestImages.marked(width: 300, height: 400, band: 20, mark: 15)
        let rect = FRect(x: 0, y: 0, width: 600, height: 300)
        let out = Resample.aspectFill(photo, cover: rect, pixels: rect.pixelBounds)
        // Scale 2: left/right bands 40 px wide, top/bottom cropped, mark 60 px around (300, 150).
        #expect(out[10, 150] == RGBA(255, 0, 0) && out[589, 150] == RGBA(0, 0, 255))
        #expect(out[300, 2] == RGBA(128, 128, 128) && out[300, 297] == RGBA(128, 128, 128))
        #expect(out[300, 150] == RGBA(0, 0, 0) && out[275, 125] == RGBA(0, 0, 0))
        #expect(out[265, 150] == RGBA(128, 128, 128) && out[335, 150] == RGBA(128, 128, 128))
    }

    @Test("enlarging a tiny image interpolates between its pixels")
    func upscaleInterpolates() {
        var tiny = RGBAImage(width: 8, height: 6, fill: RGBA(0, 0, 0))
        for y in 0 ..< 6 { for x in 4 ..< 8 { tiny[x, y] = RGBA(200, 100, 50) } }
        let out = Resample.resized(tiny, width: 160, height: 120)
        #expect(out[10, 60] == RGBA(0, 0, 0) && out[150, 60] == RGBA(200, 100, 50))
        let row = (60 ..< 100).map { Int(out[$0, 60].r) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(row.filter { $0 > 0 && $0 < 200 }.count >= 15, "edge should ramp over about 20 px")
    }

    @Test("box downscale averages exactly")
    func boxDownscale() {
        let board = TestImages.checkerboard(width: 10, height: 10)
        let small = board.downscaled(by: 2)
        #expect(small.width == 5 && small.height == 5)
        #expect(small.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 128 })
    }
}

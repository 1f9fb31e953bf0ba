import Testing
@testable import Raster

@Suite("Drawing")
struct DrawingTests {
    static let white = RGBA(255, 255, 255)
    static let background = RGBA(183, 215, 229)

    @Test("compositing rounds exactly", arguments: [
        (RGBA(255, 255, 255, 128), RGBA(0, 0, 0, 255), RGBA(128, 128, 128, 255)),
        (RGBA(0, 0, 0, 102), RGBA(183, 215, 229, 255), RGBA(110, 129, 137, 255)),
        (RGBA(78, 145, 184, 153), RGBA(216, 216, 216, 255), RGBA(133, 173, 197, 255)),
        (RGBA(10, 20, 30, 0), RGBA(1, 2, 3, 4), RGBA(1, 2, 3, 4)),
        (RGBA(10, 20, 30, 255), RGBA(1, 2, 3, 4), RGBA(10, 20, 30, 255)),
        (RGBA(255, 0, 0, 128), RGBA(0, 0, 255, 128), RGBA(170, 0, 85, 192)),
        (RGBA(200, 100, 0, 100), RGBA(0, 0, 0, 0), RGBA(200, 100, 0, 100)),
    ])
    func compositing(src: RGBA, dst: RGBA, expected: RGBA) {
        #expect(Compositing.over(src, dst) == expected)
    }

    @Test("coverage scales alpha: (a·n + 128) >> 8")
    func coverageAlpha() {
        #expect(Compositing.over(RGBA(255, 255, 255), RGBA(0, 0, 0), coverage: 128) == RGBA(128, 128, 128))
        #expect(Compositing.over(RGBA(255, 255, 255), RGBA(0, 0, 0), coverage: 64) == RGBA(64, 64, 64))
        #expect(Compositing.over(RGBA(255, 255, 255), RGBA(0, 0, 0), coverage: 0) == RGBA(0, 0, 0))
    }

    @Test("fractional rect: edge pixels partially covered")
    func fractionalRect() {
        var canvas = Canvas(width: 10, height: 10, fill: RGBA(0, 0, 0))
        canvas.fill(FRect(x: 2.5, y: 2, width: 5, height: 3.25), color: Self.white)
        #expect(canvas.image[2, 3] == RGBA(128, 128, 128))
        #expect(canvas.image[7, 3] == RGBA(128, 128, 128))
        #expect(canvas.image[4, 3] == Self.white)
        #expect(canvas.image[4, 5] == RGBA(64, 64, 64))
        #expect(canvas.image[2, 5] == RGBA(32, 32, 32))
        #expect(canvas.image[8, 3] == RGBA(0, 0, 0) && canvas.image[4, 6] == RGBA(0, 0, 0))
    }

    @Test("rounded rect: corner partial, interior full, outside untouched")
    func roundedRect() {
        var canvas = Canvas(width: 60, height: 60, fill: Self.background)
        let rect = FRect(x: 10, y: 10, width: 40, height: 30)
        canvas.fillRoundedRect(rect, radius: 6, color: Self.white)
        let img = canvas.image
        #expect(img[10, 10] == Self.background, "the very corner lies outside the arc")
        #expect(img[30, 25] == Self.white && img[10, 25] == Self.white && img[30, 10] == Self.white)
        #expect(img[9, 25] == Self.background && img[50, 25] == Self.background)
        #expect(img[30, 9] == Self.background && img[30, 40] == Self.background)
        // A pixel on the arc is a blend, strictly between the two colours.
        let arc = img[11, 12]
        #expect(arc != Self.white && arc != Self.background && arc.r > Self.background.r)
        // Symmetric in both axes.
        for y in 10 ..< 40 { for x in 10 ..< 50 {
            #expect(img[x, y] == img[59 - x, y])
            #expect(img[x, y] == img[x, 49 - y])
        } }
        let mask = CoverageMask.roundedRect(rect, radius: 6, within: canvas.bounds)
        #expect(mask[11, 12] > 0 && mask[11, 12] < 256 && mask[30, 25] == 256 && mask[5, 5] == 0)
    }

    @Test("a circle is the rounded rectangle of its square, round and symmetric")
    func circle() {
        var circle = Canvas(width: 40, height: 40, fill: Self.background)
        circle.fillCircle(center: FPoint(20, 20), radius: 12.5, color: Self.white)
        var rounded = Canvas(width: 40, height: 40, fill: Self.background)
        rounded.fillRoundedRect(FRect(x: 7.5, y: 7.5, width: 25, height: 25), radius: 12.5, color: Self.white)
        #expect(circle == rounded)
        let img = circle.image
        #expect(img[20, 20] == Self.white && img[20, 8] == Self.white && img[8, 8] == Self.background)
        for y in 0 ..< 40 { for x in 0 ..< 40 {
            #expect(img[x, y] == img[39 - x, y] && img[x, y] == img[y, x])
        } }
        var nothing = Canvas(width: 40, height: 40, fill: Self.background)
        nothing.fillCircle(center: FPoint(20, 20), radius: 0, color: Self.white)
        nothing.fillCircle(center: FPoint(20, 20), radius: .nan, color: Self.white)
        #expect(nothing.image == Canvas(width: 40, height: 40, fill: Self.background).image)
    }

    @Test("clip stack limits drawing")
    func clipStack() {
        var canvas = Canvas(width: 20, height: 20, fill: RGBA(0, 0, 0))
        canvas.pushClip(PixelRect(x: 5, y: 5, width: 10, height: 10))
        canvas.withClip(PixelRect(x: 0, y: 0, width: 8, height: 20)) { c in
            #expect(c.clip == PixelRect(x: 5, y: 5, width: 3, height: 10))
            c.fill(PixelRect(x: 0, y: 0, width: 20, height: 20), color: Self.white)
        }
        canvas.fillRoundedRect(FRect(x: 0, y: 0, width: 20, height: 20), radius: 3, color: RGBA(255, 0, 0, 255))
        canvas.popClip()
        #expect(canvas.clip == canvas.bounds)
        #expect(canvas.image[4, 10] == RGBA(0, 0, 0) && canvas.image[15, 10] == RGBA(0, 0, 0))
        #expect(canvas.image[6, 10] == RGBA(255, 0, 0) && canvas.image[14, 14] == RGBA(255, 0, 0))
    }

    @Test("polygons fill with partial edges")
    func polygonAndStroke() {
        var canvas = Canvas(width: 40, height: 40, fill: RGBA(0, 0, 0))
        canvas.fillPolygon([FPoint(5, 5), FPoint(35, 5), FPoint(5, 35)], color: Self.white)
        #expect(canvas.image[8, 8] == Self.white && canvas.image[30, 30] == RGBA(0, 0, 0))
        let diagonal = canvas.image[19, 20]
        #expect(diagonal.r > 0 && diagonal.r < 255)
    }

    @Test("shadow is symmetric and darkest just below the rect")
    func shadow() {
        var canvas = Canvas(width: 120, height: 120, fill: Self.background)
        let rect = FRect(x: 30, y: 30, width: 60, height: 60)
        canvas.drawBoxShadow(of: rect, offsetX: 0, offsetY: 6, blurRadius: 12, color: RGBA(0, 0, 0, 128))
        let img = canvas.image
        for y in 0 ..< 120 { for x in 0 ..< 60 { #expect(img[x, y] == img[119 - x, y]) } }
        let column = (90 ..< 120).map { Int(img[60, $0].r) }
        #expect(column == column.sorted(), "lightens with distance below the rect")
        #expect(column[0] < Int(Self.background.r) - 40)
        #expect(img[60, 90].r < img[60, 29].r, "darker below than above")
        #expect(img[60, 60].r == 91, "interior: 50 % black over the background")
        #expect(img[2, 2] == Self.background)
        var skipped = Canvas(width: 120, height: 120, fill: Self.background)
        skipped.drawBoxShadow(of: rect, offsetX: 0, offsetY: 6, blurRadius: 12, color: RGBA(0, 0, 0, 128),
                              occluder: PixelRect(x: 30, y: 30, width: 60, height: 60))
        canvas.fill(PixelRect(x: 30, y: 30, width: 60, height: 60), color: Self.white)
        skipped.fill(PixelRect(x: 30, y: 30, width: 60, height: 60), color: Self.white)
        #expect(skipped == canvas)
    }

    @Test("box radii approximate σ = blur/2")
    func boxRadii() {
        #expect(Shadow.boxRadii(blurRadius: 0) == (0, 0, 0))
        let (a, b, c) = Shadow.boxRadii(blurRadius: 12)
        #expect(abs(Double(a * (a + 1) + b * (b + 1) + c * (c + 1)) / 3 - 36) < 3)
    }

    @Test("drawing twice gives identical bytes")
    func deterministic() {
        func draw() -> RGBAImage {
            var c = Canvas(width: 200, height: 160, fill: Self.background)
            c.drawBoxShadow(of: FRect(x: 20.5, y: 20.5, width: 150, height: 110), offsetX: 0, offsetY: 4,
                            blurRadius: 8, color: RGBA(0, 0, 0, 128))
            c.fill(FRect(x: 20.5, y: 20.5, width: 150, height: 110), color: RGBA(16, 102, 152))
            c.drawImageAspectFill(TestImages.gradient(width: 97, height: 31), in: FRect(x: 28, y: 28, width: 63.75, height: 63.75), cornerRadius: 4)
            c.fillRoundedRect(FRect(x: 100.25, y: 28, width: 63.75, height: 63.75), radius: 4, color: RGBA(240, 240, 240))
            c.drawText("Instagrid", font: Font(.title, scale: 1), color: Self.white, centeredIn: FRect(x: 0, y: 95, width: 200, height: 40))
            return c.image
        }
        #expect(draw() == draw())
    }
}

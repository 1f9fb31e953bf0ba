import Raster
import Testing

/// `Resample.Plan`: the pyramid level made some other way (whole, or patched block by block)
/// gives the bytes of `Resample.resized`.
@Suite("Resample plans")
struct ResamplePlanTests {
    static func noise(width: Int, height: Int, seed: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for i in 0 ..< image.pixels.count {
            image.pixels[i] = UInt8(truncatingIfNeeded: (i &+ seed) &* 2_654_435_761 >> 9)
        }
        return image
    }

    @Test("filtering the whole level equals resizing", arguments: [
        (1242, 2688, 180, 390, 2), (2688, 1242, 180, 390, 1), (750, 1334, 180, 320, 1), (101, 77, 40, 30, 0),
        (300, 200, 7, 61, 1), (640, 1136, 90, 160, 2),
    ])
    func wholeLevel(sw: Int, sh: Int, width: Int, height: Int, levels: Int) {
        let source = Self.noise(width: sw, height: sh, seed: sw)
        let plan = Resample.resizePlan(sourceWidth: sw, sourceHeight: sh, width: width, height: height)
        #expect(plan.levels == levels)
        #expect(plan.width == width && plan.height == height)
        let resized = Resample.resized(source, width: width, height: height)
        #expect(plan.apply(source) == resized)
        #expect(plan.filter(level: Pyramid.level(source, levels: plan.levels), x: 0, y: 0) == resized)
        // The region alone, placed at its own origin.
        let region = Pyramid.reduce(source, region: plan.region, levels: plan.levels)
        #expect(plan.filter(level: region, x: plan.region.x, y: plan.region.y) == resized)
    }

    @Test("a level patched with the blocks that changed is the changed image's level")
    func patchedLevel() {
        let before = Self.noise(width: 250, height: 170, seed: 1)
        var canvas = Canvas(image: before)
        canvas.copyImage(Self.noise(width: 37, height: 29, seed: 2), x: 61, y: 90)
        let after = canvas.image
        let levels = 2
        // Blocks of 4 covering (61, 90, 37×29): x 60..<100, y 88..<120.
        let blocks = PixelRect(x: 60, y: 88, width: 40, height: 32)
        var level = Canvas(image: Pyramid.level(before, levels: levels))
        level.copyImage(Pyramid.level(Pyramid.crop(after, blocks), levels: levels), x: 15, y: 22)
        #expect(level.image == Pyramid.level(after, levels: levels))
        #expect(level.image != Pyramid.level(before, levels: levels))
    }
}

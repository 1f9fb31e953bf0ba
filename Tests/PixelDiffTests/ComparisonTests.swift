import Foundation
import Raster
import TestImages
import Testing
@testable import PixelDiff

@Suite("Exact and tolerant comparison")
struct ExactComparisonTests {
    @Test func identicalImagesPass() {
        let image = Images.noise(17, 9, seed: 3)
        let result = ImageComparison.exact.compare(image, image)
        #expect(result.passed)
        #expect(result.differingPixels == 0)
        #expect(result.totalPixels == 17 * 9)
        #expect(result.maxChannelDifference == 0)
        #expect(result.boundingBox == nil)
        #expect(result.summary == "images are identical")
    }

    @Test(arguments: [(0, 0), (4, 2), (9, 0), (0, 5), (9, 5)])
    func singleDifferingPixel(x: Int, y: Int) {
        let expected = Images.solid(10, 6, RGBA(10, 20, 30))
        let actual = Images.with(expected, x, y, RGBA(10, 20, 30 + 77))
        let result = ImageComparison.exact.compare(expected, actual)
        #expect(!result.passed)
        #expect(result.differingPixels == 1)
        #expect(result.boundingBox == PixelRect(x: x, y: y, width: 1, height: 1))
        #expect(result.maxChannelDifference == 77)
        #expect(result.summary == "1 pixel differs (1.667 %), max channel difference 77, in 1×1 at (\(x), \(y))")
    }

    @Test func alphaDifferenceCounts() {
        let expected = Images.solid(3, 3, RGBA(0, 0, 0, 255))
        let actual = Images.with(expected, 1, 1, RGBA(0, 0, 0, 254))
        let result = ImageComparison.exact.compare(expected, actual)
        #expect(result.differingPixels == 1)
        #expect(result.maxChannelDifference == 1)
    }

    @Test func boundingBoxSpansAllDifferences() {
        let base = Images.solid(300, 200)
        var actual = Images.with(base, 100, 220 - 200 + 10, RGBA(0, 0, 0))
        actual = Images.with(actual, 111, 69, RGBA(255, 255, 0))
        let result = ImageComparison.exact.compare(base, actual)
        #expect(result.differingPixels == 2)
        #expect(result.boundingBox == PixelRect(x: 100, y: 30, width: 12, height: 40))
        #expect(result.maxChannelDifference == 255)
    }

    @Test func sizeMismatchFailsWithoutCrashing() {
        let result = ImageComparison.exact.compare(Images.solid(750, 1334), Images.solid(1242, 2688))
        #expect(!result.passed)
        #expect(result.sizeMismatch == SizeMismatch(
            expected: PixelSize(width: 750, height: 1334), actual: PixelSize(width: 1242, height: 2688)))
        #expect(result.summary == "size differs: expected 750×1334, actual 1242×2688")
        for comparison in [ImageComparison.tolerant(channelThreshold: 5), .perceptual()] {
            #expect(comparison.compare(Images.solid(2, 3), Images.solid(3, 2)).sizeMismatch != nil)
            #expect(comparison.classify(Images.solid(2, 3), Images.solid(3, 2)) == nil)
        }
    }

    @Test func emptyImagesAreEqual() {
        let result = ImageComparison.exact.compare(Images.solid(0, 0), Images.solid(0, 0))
        #expect(result.passed)
        #expect(result.share == 0)
    }

    @Test(arguments: [(difference: 3, threshold: 3, counted: 0), (4, 3, 1), (0, 0, 0), (1, 0, 1), (255, 254, 1), (255, 255, 0)])
    func channelThresholdEdges(difference: Int, threshold: Int, counted: Int) {
        let expected = Images.solid(4, 4, RGBA(0, 0, 0))
        let actual = Images.with(expected, 2, 1, RGBA(0, UInt8(difference), 0))
        let result = ImageComparison.tolerant(channelThreshold: threshold).compare(expected, actual)
        #expect(result.differingPixels == counted)
        #expect(result.passed == (counted == 0))
        #expect(result.maxChannelDifference == difference)
    }

    @Test func pixelCountLimit() {
        let expected = Images.solid(10, 10, RGBA(0, 0, 0))
        var actual = expected
        for x in 0..<5 { actual[x, 0] = RGBA(50, 0, 0) }
        #expect(ImageComparison.tolerant(channelThreshold: 0, maxDifferingPixels: 5).compare(expected, actual).passed)
        #expect(!ImageComparison.tolerant(channelThreshold: 0, maxDifferingPixels: 4).compare(expected, actual).passed)
        let within = ImageComparison.tolerant(channelThreshold: 0, maxDifferingPixels: 5).compare(expected, actual)
        #expect(within.summary.hasSuffix("(within limits)"))
    }

    @Test func shareLimit() {
        let expected = Images.solid(10, 10, RGBA(0, 0, 0))
        var actual = expected
        for x in 0..<5 { actual[x, 3] = RGBA(50, 0, 0) }
        let at = ImageComparison.tolerant(channelThreshold: 0, maxDifferingShare: 0.05).compare(expected, actual)
        #expect(at.passed)
        #expect(at.share == 0.05)
        #expect(!ImageComparison.tolerant(channelThreshold: 0, maxDifferingShare: 0.049).compare(expected, actual).passed)
        // Both limits must hold.
        #expect(!ImageComparison.tolerant(channelThreshold: 0, maxDifferingPixels: 100, maxDifferingShare: 0.01)
            .compare(expected, actual).passed)
    }

    @Test func toleratedDifferencesAreReported() {
        let expected = Images.solid(4, 4, RGBA(9, 9, 9))
        let actual = Images.with(expected, 0, 0, RGBA(11, 9, 9))
        let result = ImageComparison.tolerant(channelThreshold: 2).compare(expected, actual)
        #expect(result.passed)
        #expect(result.maxChannelDifference == 2)
        #expect(result.summary == "no pixels differ beyond the tolerance, max channel difference 2")
    }

    @Test("a phone-sized image: identical passes, one pixel in 3.3 million is found")
    func largeImages() {
        let expected = Images.noise(1242, 2688, seed: 42)
        var actual = expected
        actual[700, 2000] = RGBA(1, 2, 3)
        #expect(ImageComparison.exact.compare(expected, expected).passed)
        let result = ImageComparison.exact.compare(expected, actual)
        #expect(result.differingPixels == 1)
        #expect(!result.passed)
    }
}

@Suite("Perceptual comparison (pixelmatch)")
struct PerceptualComparisonTests {
    @Test func smallColourChangeIsBelowThreshold() {
        let expected = Images.solid(5, 5, RGBA(100, 100, 100))
        let actual = Images.with(expected, 2, 2, RGBA(105, 100, 100))
        let result = ImageComparison.perceptual().compare(expected, actual)
        #expect(result.differingPixels == 0)
        #expect(result.passed)
        #expect(result.maxChannelDifference == 5)
        #expect(!ImageComparison.exact.compare(expected, actual).passed)
    }

    @Test func largeColourChangeCounts() {
        let expected = Images.solid(5, 5, RGBA(100, 100, 100))
        let actual = Images.with(expected, 2, 2, RGBA(200, 100, 100))
        let result = ImageComparison.perceptual().compare(expected, actual)
        #expect(result.differingPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.boundingBox == PixelRect(x: 2, y: 2, width: 1, height: 1))
        #expect(!result.passed)
    }

    /// Black columns 0–2 and white columns 3–4; the actual image has a grey pixel on the edge, the
    /// way anti-aliasing draws one: its neighbours are darker and brighter, and the brightest
    /// lies in a flat white area in both images.
    static func edge() -> (RGBAImage, RGBAImage) {
        var expected = Images.solid(5, 5, RGBA(255, 255, 255))
        for y in 0..<5 { for x in 0..<3 { expected[x, y] = RGBA(0, 0, 0) } }
        return (expected, Images.with(expected, 2, 2, RGBA(128, 128, 128)))
    }

    @Test func antialiasedEdgePixelIsNotCounted() {
        let (expected, actual) = Self.edge()
        let result = ImageComparison.perceptual().compare(expected, actual)
        #expect(result.differingPixels == 0)
        #expect(result.antialiasedPixels == 1)
        #expect(result.passed)
        #expect(result.summary.contains("1 anti-aliased ignored"))
        let mask = ImageComparison.perceptual().classify(expected, actual)
        #expect(mask?[2, 2] == .antialiased)
    }

    @Test func antialiasingCanBeCounted() {
        let (expected, actual) = Self.edge()
        let result = ImageComparison.perceptual(detectAntialiasing: false).compare(expected, actual)
        #expect(result.differingPixels == 1)
        #expect(result.antialiasedPixels == 0)
    }

    @Test func translucentPixelsAreBlendedOntoWhite() {
        // Fully transparent black looks like white, so it matches opaque white.
        let expected = Images.solid(3, 3, RGBA(255, 255, 255, 255))
        let actual = Images.with(expected, 1, 1, RGBA(0, 0, 0, 0))
        #expect(ImageComparison.perceptual().compare(expected, actual).differingPixels == 0)
        #expect(ImageComparison.exact.compare(expected, actual).differingPixels == 1)
    }

    /// Counts that pixelmatch 0.4.0 (the PyPI port of mapbox/pixelmatch 5.x) gives for the same
    /// generated pairs (see docs/goldens.md for the script).
    @Test(arguments: [
        (seed: UInt64(1), threshold: 0.1, detectAA: true, pixelmatch: 257),
        (seed: 1, threshold: 0.1, detectAA: false, pixelmatch: 464),
        (seed: 2, threshold: 0.3, detectAA: true, pixelmatch: 180),
        (seed: 2, threshold: 0.3, detectAA: false, pixelmatch: 318),
        (seed: 3, threshold: 0.05, detectAA: true, pixelmatch: 245),
        (seed: 3, threshold: 0.05, detectAA: false, pixelmatch: 465),
    ])
    func matchesPixelmatch(seed: UInt64, threshold: Double, detectAA: Bool, pixelmatch: Int) {
        let (a, b) = Self.crossCheckPair(seed: seed)
        let result = ImageComparison.perceptual(threshold: threshold, detectAntialiasing: detectAA).compare(a, b)
        #expect(result.differingPixels == pixelmatch)
        if !detectAA { #expect(result.antialiasedPixels == 0) }
    }

    /// A 64×48 pair: flat blocks of four colours and a black square; the second image has a grey
    /// column on the square's right edge (anti-aliasing) and about one pixel in six replaced by
    /// noise, some of it translucent.
    static func crossCheckPair(seed: UInt64) -> (RGBAImage, RGBAImage) {
        let palette = [RGBA(255, 255, 255), RGBA(230, 240, 255), RGBA(40, 40, 40), RGBA(250, 200, 80)]
        let noise = Images.noise(64, 48, seed: seed, alpha: true)
        var a = Images.solid(64, 48)
        var b = a
        for y in 0..<48 {
            for x in 0..<64 {
                var base = palette[(x / 16 + y / 12) % 4]
                if (20..<40).contains(x) && (10..<30).contains(y) { base = RGBA(0, 0, 0) }
                a[x, y] = base
                let n = noise[x, y]
                if x == 40 && (10..<30).contains(y) {
                    b[x, y] = RGBA(128, 128, 128)
                } else if n.r < 40 {
                    b[x, y] = RGBA(n.g, n.b, base.b, n.a | 0x80)
                } else {
                    b[x, y] = base
                }
            }
        }
        return (a, b)
    }
}

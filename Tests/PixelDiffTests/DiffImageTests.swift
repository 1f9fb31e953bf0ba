import Raster
import TestImages
import Testing
@testable import PixelDiff

@Suite("Diff images")
struct DiffImageTests {
    @Test func differencesAreRedOverFadedExpected() throws {
        let expected = Images.solid(4, 3, RGBA(0, 0, 0))
        let actual = Images.with(expected, 1, 2, RGBA(9, 9, 9))
        let diff = try DiffImage.make(expected: expected, actual: actual)
        #expect(diff.width == 4 && diff.height == 3)
        #expect(diff[1, 2] == RGBA(255, 0, 0))
        // Black at 10 % over white: 255 + (0 - 255) * 0.1 = 229.5, truncated.
        #expect(diff[0, 0] == RGBA(229, 229, 229))
        // Transparent pixels fade to white.
        let clear = try DiffImage.make(expected: Images.solid(1, 1, RGBA(0, 0, 0, 0)), actual: Images.solid(1, 1, RGBA(0, 0, 0, 0)))
        #expect(clear[0, 0] == RGBA(255, 255, 255))
    }

    @Test func antialiasedPixelsAreYellow() throws {
        let (expected, actual) = PerceptualComparisonTests.edge()
        let diff = try DiffImage.make(expected: expected, actual: actual, comparison: .perceptual())
        #expect(diff[2, 2] == RGBA(255, 255, 0))
    }

    @Test func toleratedPixelsAreGrey() throws {
        let expected = Images.solid(2, 2, RGBA(255, 255, 255))
        let actual = Images.with(expected, 0, 0, RGBA(254, 255, 255))
        let diff = try DiffImage.make(expected: expected, actual: actual, comparison: .tolerant(channelThreshold: 1))
        #expect(diff[0, 0] == RGBA(255, 255, 255))
    }

    /// The CRC-32 of the diff buffer pixelmatch 0.4.0 writes for the same pairs.
    @Test(arguments: [(seed: UInt64(1), crc: UInt32(1_752_840_993)), (2, 2_045_010_235)])
    func matchesPixelmatchOutput(seed: UInt64, crc: UInt32) throws {
        let (a, b) = PerceptualComparisonTests.crossCheckPair(seed: seed)
        let diff = try DiffImage.make(expected: a, actual: b, comparison: .perceptual())
        #expect(TestPNG.crc32(diff.pixels) == crc)
    }

    @Test func differentSizesMarkTheUncoveredArea() throws {
        let expected = Images.solid(2, 2, RGBA(0, 0, 0))
        let actual = Images.solid(3, 1, RGBA(0, 0, 0))
        let diff = try DiffImage.make(expected: expected, actual: actual)
        #expect(diff.width == 3 && diff.height == 2)
        #expect(diff[0, 0] == RGBA(229, 229, 229))
        #expect(diff[1, 0] == RGBA(229, 229, 229))
        #expect(diff[2, 0] == RGBA(255, 0, 0))
        #expect(diff[0, 1] == RGBA(255, 0, 0))
    }

    @Test func sideBySidePadsToTheTallest() throws {
        let expected = Images.solid(3, 5, RGBA(1, 1, 1))
        let actual = Images.solid(4, 2, RGBA(2, 2, 2))
        let image = try DiffImage.sideBySide(expected: expected, actual: actual)
        let gap = 8
        // expected | actual | diff (4×5), gaps all round.
        #expect(image.width == gap + 3 + gap + 4 + gap + 4 + gap)
        #expect(image.height == 5 + 2 * gap)
        #expect(image[gap, gap] == RGBA(1, 1, 1))
        #expect(image[gap + 3 + gap, gap + 1] == RGBA(2, 2, 2))
        #expect(image[gap + 3 + gap, gap + 2] == DiffImage.backgroundColor)
        #expect(image[0, 0] == DiffImage.backgroundColor)
        #expect(image[gap + 3 + gap + 4 + gap + 3, gap + 4] == RGBA(255, 0, 0))
    }
}

import Raster
import TestImages
import Testing
@testable import PixelDiff

/// The scan counts four pixels at a time where it can; every width, threshold and difference
/// must give what the rule says pixel by pixel.
@Suite("Channel scan against the written-out rule")
struct ScanKernelTests {
    /// Count, largest channel difference and bounding box of pixels with a channel differing by
    /// more than `threshold`, written out.
    static func reference(_ e: RGBAImage, _ a: RGBAImage, threshold: Int) -> (Int, Int, PixelRect?) {
        var count = 0, largest = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0 ..< e.height {
            for x in 0 ..< e.width {
                let i = (y * e.width + x) * 4
                let d = (0 ..< 4).map { abs(Int(e.pixels[i + $0]) - Int(a.pixels[i + $0])) }.max() ?? 0
                largest = max(largest, d)
                if d > threshold {
                    count += 1
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        let box = count > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return (count, largest, box)
    }

    @Test("every width and threshold", arguments: [1, 3, 4, 5, 7, 8, 9, 13, 31], [0, 1, 17, 200, 254, 255])
    func matchesRule(width: Int, threshold: Int) {
        let expected = Images.noise(width, 11, seed: 7)
        var actual = expected
        // Change a few bytes by various amounts, some rows not at all.
        for (n, index) in stride(from: 5, to: actual.pixels.count, by: 37).enumerated() where (index / (width * 4)) % 3 != 1 {
            actual.pixels[index] = actual.pixels[index] &+ UInt8(truncatingIfNeeded: n * 53 + 1)
        }
        let result = ImageComparison.tolerant(channelThreshold: threshold).compare(expected, actual)
        let (count, largest, box) = Self.reference(expected, actual, threshold: threshold)
        #expect(result.differingPixels == count)
        #expect(result.maxChannelDifference == largest)
        #expect(result.boundingBox == box)
    }

    @Test("the verdicts of every pixel (same, tolerated, differs), as the rule gives them",
          arguments: [1, 3, 4, 5, 8, 9, 31], [0, 1, 17, 254, 255])
    func verdictsMatchRule(width: Int, threshold: Int) throws {
        let expected = Images.noise(width, 11, seed: 5)
        var actual = expected
        for (n, index) in stride(from: 2, to: actual.pixels.count, by: 13).enumerated() where (index / (width * 4)) % 4 != 2 {
            actual.pixels[index] = actual.pixels[index] &+ UInt8(truncatingIfNeeded: n * 29 + 1)
        }
        let mask = try #require(ImageComparison.tolerant(channelThreshold: threshold).classify(expected, actual))
        for pixel in 0 ..< width * 11 {
            var d = 0
            for channel in 0 ..< 4 {
                let e = Int(expected.pixels[pixel * 4 + channel]), a = Int(actual.pixels[pixel * 4 + channel])
                d = max(d, abs(e - a))
            }
            let rule: PixelVerdict = d == 0 ? .same : (d > threshold ? .differs : .tolerated)
            #expect(mask.verdicts[pixel] == rule, "pixel \(pixel)")
        }
    }
}

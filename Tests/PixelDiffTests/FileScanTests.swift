import Foundation
import ImageCodec
import Raster
import TestImages
import Testing
@testable import PixelDiff

/// `ImageDiff.compare` without `--out` compares PNG files band by band as they are decoded
/// (`FileScan`); whatever the files and the comparison, its result, error or size mismatch must
/// be the one of reading both images whole and comparing them.
@Suite("Band-by-band file comparison against whole images")
struct FileScanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let pngSuite = root.appendingPathComponent("Tests/ImageCodecTests/Fixtures/pngsuite/png").path
    static let goldens = root.appendingPathComponent("Goldens").path

    /// Every built-in comparison and every setting the CLI offers.
    static let comparisons: [ImageComparison] = [
        .exact,
        .tolerant(channelThreshold: 3),
        .tolerant(channelThreshold: 0, maxDifferingPixels: 5),
        .tolerant(channelThreshold: 40, maxDifferingPixels: 100, maxDifferingShare: 0.5),
        .perceptual(),
        .perceptual(threshold: 0.05, detectAntialiasing: false),
        .perceptual(threshold: 0.3, detectAntialiasing: true, maxDifferingShare: 0.01),
    ]

    /// The result of reading both files whole and comparing, or the error of reading them.
    static func whole(_ a: String, _ b: String, _ comparison: ImageComparison) -> Result<ImageComparisonResult, PixelDiffError> {
        Result { () throws(PixelDiffError) in
            let first = try ImageDiff.read(a), second = try ImageDiff.read(b)
            return comparison.compare(first, second)
        }
    }

    /// What the CLI's path gives (band by band when it can).
    static func streamed(_ a: String, _ b: String, _ comparison: ImageComparison) -> Result<ImageComparisonResult, PixelDiffError> {
        Result { () throws(PixelDiffError) in try ImageDiff.compare(a, b, comparison: comparison).result }
    }

    /// Writes `image` as a PNG into a new temporary folder.
    static func write(_ image: RGBAImage, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try ImageFile.writePNG(image, to: path)
        return path
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filescan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("noise with differences at band edges, every comparison", arguments: [false, true])
    func noiseAtBandEdges(alpha: Bool) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 101 rows: three full bands of 32 and a short one; differences on the rows around
        // each band edge, where the anti-aliasing detector reads rows of two bands.
        let expected = Images.noise(37, 101, seed: 11, alpha: alpha)
        var actual = expected
        for (n, y) in [0, 1, 29, 30, 31, 32, 33, 34, 63, 64, 65, 95, 96, 99, 100].enumerated() {
            for x in stride(from: n % 3, to: 37, by: 5) {
                actual = Images.with(actual, x, y, RGBA(UInt8(n * 17 % 256), UInt8(x * 7 % 256), 200, alpha ? 128 : 255))
            }
        }
        let a = try Self.write(expected, "a.png", in: folder), b = try Self.write(actual, "b.png", in: folder)
        for comparison in Self.comparisons {
            let plan = try #require(comparison.plan)
            let banded = try #require(FileScan.compare(a, b, plan: plan), "\(comparison.name) was not compared band by band")
            #expect(Result.success(banded) == Self.whole(a, b, comparison), "\(comparison.name)")
            #expect(Self.streamed(a, b, comparison) == Self.whole(a, b, comparison), "\(comparison.name)")
        }
    }

    @Test("rendered screens with anti-aliased edges, every comparison", arguments: [
        ("completed-reset/iphone-8-portrait/emptied-sliding-back", "completed-reset/iphone-8-portrait/final"),
        ("countonme-digits/iphone-8-portrait/final", "countonme-digits/iphone-8-portrait/typed-402"),
    ])
    func renderedScreens(first: String, second: String) throws {
        let a = Self.goldens + "/\(first).png", b = Self.goldens + "/\(second).png"
        var antialiased = 0
        for comparison in Self.comparisons {
            let plan = try #require(comparison.plan)
            let banded = try #require(FileScan.compare(a, b, plan: plan))
            let whole = try Self.whole(a, b, comparison).get()
            #expect(banded == whole, "\(comparison.name)")
            #expect(whole.differingPixels > 0)
            antialiased += whole.antialiasedPixels
        }
        // The anti-aliasing detector ran across bands on real edges.
        #expect(antialiased > 0)
    }

    @Test("identical files, as one path, two paths and equal copies")
    func identicalFiles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.write(Images.noise(40, 70, seed: 5, alpha: true), "a.png", in: folder)
        let copy = folder.appendingPathComponent("copy.png").path
        try FileManager.default.copyItem(atPath: a, toPath: copy)
        for comparison in Self.comparisons {
            for other in [a, copy] {
                let result = try Self.streamed(a, other, comparison).get()
                #expect(try result == Self.whole(a, other, comparison).get())
                #expect(result.summary == "images are identical")
                #expect(FileScan.compare(a, other, plan: try #require(comparison.plan)) != nil)
            }
        }
    }

    /// PngSuite pairs of the same size (32×32): 16-bit, palette, grey, alpha, tRNS, and the
    /// interlaced files, which are read whole.
    @Test("PngSuite pairs", arguments: [
        ("basn2c16", "basn6a16"), ("basn3p08", "basn2c08"), ("basn0g16", "basn4a16"), ("basn6a08", "bgan6a08"),
        ("tbbn3p08", "tbwn3p08"), ("basn0g01", "basn3p01"), ("basi2c16", "basn2c16"), ("basi3p08", "basi6a08"),
        ("basn6a16", "basn6a16"),
    ])
    func pngSuitePairs(first: String, second: String) throws {
        let a = Self.pngSuite + "/\(first).png", b = Self.pngSuite + "/\(second).png"
        let interlaced = first.hasPrefix("basi") || second.hasPrefix("basi")
        for comparison in Self.comparisons {
            #expect(Self.streamed(a, b, comparison) == Self.whole(a, b, comparison), "\(comparison.name)")
            let banded = FileScan.compare(a, b, plan: try #require(comparison.plan))
            #expect((banded == nil) == interlaced)
        }
    }

    @Test("different sizes give the size mismatch")
    func differentSizes() throws {
        let a = Self.pngSuite + "/basn2c08.png", b = Self.pngSuite + "/s09n3p02.png"
        let result = try Self.streamed(a, b, .exact).get()
        #expect(result.summary == "size differs: expected 32×32, actual 9×9")
        #expect(try result == Self.whole(a, b, .exact).get())
    }

    /// Corrupt files: damaged before the image data (PngSuite's x*), truncated in the image data,
    /// a bad CRC after it; first, second or both; each gives the error reading it whole gives.
    @Test("corrupt files give the whole-image error")
    func corruptFiles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try Self.write(Images.noise(30, 90, seed: 9), "good.png", in: folder)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: good)))
        let truncated = folder.appendingPathComponent("truncated.png").path
        try Data(bytes.prefix(bytes.count * 2 / 3)).write(to: URL(fileURLWithPath: truncated))
        var badEnd = bytes
        badEnd[badEnd.count - 1] ^= 0xFF // IEND's CRC
        let badEndPath = folder.appendingPathComponent("bad-end.png").path
        try Data(badEnd).write(to: URL(fileURLWithPath: badEndPath))
        let broken = [truncated, badEndPath, Self.pngSuite + "/xcsn0g01.png", Self.pngSuite + "/xd9n2c08.png",
                      folder.appendingPathComponent("missing.png").path]
        for bad in broken {
            for (a, b) in [(bad, good), (good, bad), (bad, bad)] {
                let whole = Self.whole(a, b, .exact)
                guard case .failure(let error) = whole else {
                    Issue.record("\(bad) read without error")
                    continue
                }
                #expect(Self.streamed(a, b, .exact) == .failure(error), "\(a) vs \(b)")
                #expect(FileScan.compare(a, b, plan: try #require(ImageComparison.exact.plan)) == nil)
            }
        }
    }

    @Test("a comparison with its own compare closure is never scanned band by band")
    func replacedClosures() throws {
        var custom = ImageComparison.exact
        #expect(custom.plan != nil)
        custom.compare = { _, _ in
            ImageComparisonResult(passed: true, differingPixels: 7, totalPixels: 1, maxChannelDifference: 1,
                                  boundingBox: nil)
        }
        #expect(custom.plan == nil)
        let a = Self.pngSuite + "/basn2c08.png", b = Self.pngSuite + "/basn6a08.png"
        #expect(try Self.streamed(a, b, custom).get().differingPixels == 7)
        var classified = ImageComparison.perceptual()
        classified.classify = { _, _ in nil }
        #expect(classified.plan == nil)
        var renamed = ImageComparison.exact
        renamed.name = "mine"
        #expect(renamed.plan != nil)
    }
}

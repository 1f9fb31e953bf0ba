import Foundation
import ImageCodec
import Raster
import TestImages
import Testing
@testable import PixelDiff

/// `diff --out` with a built-in comparison of equal sizes draws the diff straight into its PNG's
/// rows as palette indices, band by band from the files (`FileScan.draw`) or from whole images
/// (`DiffDrawing`, the same bytes): the file must decode to exactly the pixels of
/// `DiffImage.make`'s image, and the result must be what comparing the two whole images gives.
/// Drawn in RGB instead (the layout it falls back to), the file is byte for byte the one
/// encoding `DiffImage.make`'s image gives, as before palettes.
@Suite("Diff image drawn into its PNG rows")
struct DiffDrawingTests {
    /// The file the whole-image path writes for `expected` and `actual`.
    static func wholeFile(_ expected: RGBAImage, _ actual: RGBAImage, _ comparison: ImageComparison) throws -> [UInt8] {
        try PNGCodec.encode(DiffImage.make(expected: expected, actual: actual, comparison: comparison))
    }

    /// Checks `ImageDiff.compare(a, b, out:)` against the whole-image path for every comparison.
    static func check(_ a: String, _ b: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try ImageDiff.read(a), actual = try ImageDiff.read(b)
        for comparison in FileScanTests.comparisons {
            let out = folder.appendingPathComponent("diff.png").path
            let outcome = try ImageDiff.compare(a, b, comparison: comparison, out: out)
            #expect(outcome.result == comparison.compare(expected, actual), "\(comparison.name)", sourceLocation: sourceLocation)
            #expect(outcome.diffNotDrawn == nil)
            let written = try #require(TestSupportFiles.bytes(out))
            let reference = try DiffImage.make(expected: expected, actual: actual, comparison: comparison)
            // Both decoders (libdeflate with the kernels, and libpng's zlib) read the pixels.
            for decoding in [PNGDecoding.automatic, .libpng] {
                #expect(try PNGCodec.decode(written, decoding: decoding).image == reference,
                        "\(comparison.name), \(decoding): the diff images differ", sourceLocation: sourceLocation)
            }
            #expect(written.count > 25 && written[25] == 3, "\(comparison.name): not an indexed-colour file",
                    sourceLocation: sourceLocation)
            // The same bytes on every run.
            _ = try ImageDiff.compare(a, b, comparison: comparison, out: out)
            #expect(TestSupportFiles.bytes(out) == written, sourceLocation: sourceLocation)
            // Drawn in RGB: the rows of the old file, byte for byte, and its pixels in two pieces.
            let plan = try #require(comparison.plan)
            let rgb = try #require(try DiffDrawing.compare(expected, actual, plan: plan, layout: .rgb))
            #expect(rgb.result == outcome.result, sourceLocation: sourceLocation)
            let width = expected.width, height = expected.height
            #expect(try PNGCodec.encode(scanlines: rgb.scanlines, width: width, height: height, channels: 3)
                    == (try wholeFile(expected, actual, comparison)), "\(comparison.name): the RGB rows differ",
                    sourceLocation: sourceLocation)
            #expect(try PNGCodec.decode(rgb.png(width: width, height: height), decoding: .libpng).image == reference,
                    sourceLocation: sourceLocation)
            // The indexed rows in one stream give the same pixels too.
            let diffPalette = try #require(DiffPalette())
            let indexed = try #require(try DiffDrawing.compare(expected, actual, plan: plan, layout: .indexed(diffPalette)))
            #expect(indexed.pieces.count == (height == 1 ? 1 : 2), sourceLocation: sourceLocation)
            let palette = diffPalette.colours
            #expect(try PNGCodec.decode(PNGCodec.encode(indexedScanlines: indexed.scanlines, width: width, height: height,
                                                        palette: palette)) == reference, sourceLocation: sourceLocation)
            #expect(try indexed.png(width: width, height: height) == written, sourceLocation: sourceLocation)
            // The file was drawn band by band from the files (FileScan), not from whole images.
            let streamed = try #require(FileScan.draw(a, b, plan: plan), sourceLocation: sourceLocation)
            #expect(streamed.drawn.scanlines == indexed.scanlines, sourceLocation: sourceLocation)
            #expect(streamed.drawn.result == outcome.result, sourceLocation: sourceLocation)
        }
    }

    @Test("noise, opaque and translucent, with 1, 2, 33 and 101 rows (bands and halves of every size)",
          arguments: [(37, 1), (5, 2), (64, 33), (37, 101)], [false, true])
    func noise(size: (Int, Int), alpha: Bool) throws {
        let folder = try FileScanTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = Images.noise(size.0, size.1, seed: 3, alpha: alpha)
        var actual = expected
        for y in stride(from: 0, to: size.1, by: 3) {
            for x in stride(from: y % 4, to: size.0, by: 4) {
                actual = Images.with(actual, x, y, RGBA(UInt8(x * 9 % 256), UInt8(y * 5 % 256), 90, alpha ? 140 : 255))
            }
        }
        try Self.check(try FileScanTests.write(expected, "a.png", in: folder), try FileScanTests.write(actual, "b.png", in: folder),
                       in: folder)
    }

    @Test("tiny and odd-width images, equal and different", arguments: [(1, 1), (3, 1), (1, 5), (7, 3), (9, 9), (13, 2)])
    func tiny(size: (Int, Int)) throws {
        let folder = try FileScanTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = Images.noise(size.0, size.1, seed: 11, alpha: true)
        let a = try FileScanTests.write(expected, "a.png", in: folder)
        try Self.check(a, a, in: folder)
        let actual = Images.with(expected, size.0 - 1, size.1 - 1, RGBA(1, 2, 3, 4))
        try Self.check(a, try FileScanTests.write(actual, "b.png", in: folder), in: folder)
    }

    @Test("every grey level: every brightness at 14 alphas, in runs and alone")
    func everyGrey() throws {
        let folder = try FileScanTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alphas: [UInt8] = [0, 1, 2, 25, 26, 51, 102, 127, 128, 153, 204, 229, 254, 255]
        let width = 256, height = alphas.count * 2 + 1
        var pixels: [UInt8] = []
        for (row, alpha) in alphas.enumerated() {
            // A row of single pixels, then a row of runs of 8 (the kernel's wide step).
            for x in 0..<width { pixels += [UInt8(x), UInt8(255 - x), UInt8(x / 2), alpha] }
            for x in 0..<width { let v = UInt8((x / 8 * 8 + row) % 256); pixels += [v, v, v, alpha] }
        }
        for x in 0..<width { pixels += [UInt8(x % 2 * 255), 0, UInt8(x % 3 * 127), 255] }
        let expected = RGBAImage(width: width, height: height, pixels: pixels)
        var actual = expected
        for y in 0..<height {
            for x in stride(from: (y * 7) % 11, to: width, by: 11) { actual = Images.with(actual, x, y, RGBA(9, 9, 9, 9)) }
        }
        let a = try FileScanTests.write(expected, "a.png", in: folder)
        try Self.check(a, a, in: folder)
        try Self.check(a, try FileScanTests.write(actual, "b.png", in: folder), in: folder)
    }

    @Test("rendered screens with anti-aliased edges, and a file compared with itself")
    func screens() throws {
        let folder = try FileScanTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = FileScanTests.goldens + "/completed-reset/iphone-8-portrait/emptied-sliding-back.png"
        let b = FileScanTests.goldens + "/completed-reset/iphone-8-portrait/final.png"
        try Self.check(a, b, in: folder)
        try Self.check(a, a, in: folder)
    }
}

/// File bytes for the tests.
enum TestSupportFiles {
    static func bytes(_ path: String) -> [UInt8]? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
    }
}

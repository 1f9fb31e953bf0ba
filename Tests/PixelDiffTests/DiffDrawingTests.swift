import Foundation
import ImageCodec
import Raster
import TestImages
import Testing
@testable import PixelDiff

/// `diff --out` with a built-in comparison of equal sizes draws the diff straight into its PNG's
/// rows (`DiffDrawing`): the file must be byte for byte what encoding `DiffImage.make`'s image
/// gives, and the result what comparing the two whole images gives.
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
            #expect(written == (try wholeFile(expected, actual, comparison)), "\(comparison.name): the diff files differ",
                    sourceLocation: sourceLocation)
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

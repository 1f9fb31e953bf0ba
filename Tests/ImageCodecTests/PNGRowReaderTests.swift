import Foundation
import Raster
import Testing
@testable import ImageCodec

/// `PNGRowReader` decodes what `PNGCodec.decode` decodes, a few rows at a time, and fails where
/// it fails with the same error.
@Suite("PNG row reader")
struct PNGRowReaderTests {
    /// Reads every row of `bytes` in bands of `band` rows, then the chunks after them.
    static func readAll(_ bytes: [UInt8], band: Int) throws(ImageCodecError) -> RGBAImage {
        let reader = try PNGRowReader(bytes, limits: .default)
        var pixels = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
        var failure: ImageCodecError?
        pixels.withUnsafeMutableBytes { buffer in
            while reader.rowsRead < reader.height, failure == nil, let base = buffer.baseAddress {
                let rows = min(band, reader.height - reader.rowsRead)
                do throws(ImageCodecError) {
                    try reader.read(rows: rows, into: base + reader.rowsRead * reader.width * 4)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        try reader.finish()
        return RGBAImage(width: reader.width, height: reader.height, pixels: pixels)
    }

    @Test("every valid non-interlaced PngSuite file decodes as a whole decode does", arguments: [1, 5, 32])
    func pngSuite(band: Int) throws {
        var checked = 0
        for name in TestSupport.pngSuiteNames where !name.hasPrefix("x") {
            let bytes = try #require(TestSupport.bytes(TestSupport.pngSuite.appendingPathComponent("png/\(name).png")))
            let whole = try PNGCodec.decode(bytes)
            let reader = try PNGRowReader(bytes, limits: .default)
            #expect(reader.width == whole.width && reader.height == whole.height, "\(name)")
            // PngSuite names interlaced files with an `i` as fourth letter.
            let interlaced = name.dropFirst(3).first == "i"
            #expect(reader.isInterlaced == interlaced, "\(name)")
            if interlaced {
                let row = UnsafeMutableRawPointer.allocate(byteCount: 4 * whole.width, alignment: 4)
                defer { row.deallocate() }
                #expect(throws: ImageCodecError.self) { try reader.read(rows: 1, into: row) }
                continue
            }
            #expect(try Self.readAll(bytes, band: band) == whole, "\(name)")
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test("corrupt files fail with the whole decode's error")
    func corruptFiles() throws {
        var inputs: [(String, [UInt8])] = []
        for name in TestSupport.pngSuiteNames where name.hasPrefix("x") {
            inputs.append((name, try #require(TestSupport.bytes(TestSupport.pngSuite.appendingPathComponent("png/\(name).png")))))
        }
        let good = try PNGCodec.encode(TestSupport.noise(width: 20, height: 70, seed: 4))
        inputs.append(("truncated", Array(good.prefix(good.count / 2))))
        var badEnd = good
        badEnd[badEnd.count - 1] ^= 0x55
        inputs.append(("bad IEND CRC", badEnd))
        for (name, bytes) in inputs {
            var expected: ImageCodecError?
            do { _ = try PNGCodec.decode(bytes) } catch { expected = error }
            var found: ImageCodecError?
            do { _ = try Self.readAll(bytes, band: 7) } catch { found = error }
            #expect(expected != nil, "\(name) decoded")
            #expect(found == expected, "\(name)")
        }
    }

    @Test("the size is checked against the limits before anything is decoded")
    func limits() throws {
        let bytes = try PNGCodec.encode(TestSupport.noise(width: 20, height: 30, seed: 1))
        #expect(throws: ImageCodecError(.tooLarge, "20×30 is 600 pixels, limit is 599")) {
            _ = try PNGRowReader(bytes, limits: ImageLimits(maxPixels: 599))
        }
    }

    @Test("reading past the last row fails")
    func pastTheEnd() throws {
        let bytes = try PNGCodec.encode(TestSupport.noise(width: 3, height: 2, seed: 1))
        let reader = try PNGRowReader(bytes, limits: .default)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 3 * 4 * 3, alignment: 4)
        defer { buffer.deallocate() }
        #expect(throws: ImageCodecError(.invalidPNG, "cannot read 3 more rows of 2 row by row")) {
            try reader.read(rows: 3, into: buffer)
        }
        try reader.read(rows: 2, into: buffer)
        try reader.finish()
    }
}

import CImageShim
@testable import ImageCodec
import Raster
import Testing

/// The screen deflater in pieces (`PNGStreamPiece`, the diff image's halves compressed on two
/// threads): joined, the pieces are one zlib stream that zlib (libpng) and libdeflate inflate to
/// the scanlines; one piece is the whole stream, byte for byte.
@Suite("Screen deflater pieces joined into one stream")
struct ScreenDeflaterPieceTests {
    /// The file of `scanlines` compressed in pieces cut after the rows `cuts`.
    static func file(_ scanlines: [UInt8], width: Int, height: Int, channels: Int, cuts: [Int],
                     palette: [RGBA] = []) throws -> [UInt8] {
        let line = width * channels + 1
        let bounds = [0] + cuts + [height]
        let pieces = try scanlines.withUnsafeBufferPointer { rows throws(ImageCodecError) -> [PNGStreamPiece] in
            var pieces: [PNGStreamPiece] = []
            for k in 0 ..< bounds.count - 1 {
                let slice = UnsafeBufferPointer(rebasing: rows[(bounds[k] * line) ..< (bounds[k + 1] * line)])
                pieces.append(try PNGStreamPiece(rows: slice, rowBytes: line, bytesPerPixel: channels, first: k == 0,
                                                 last: k == bounds.count - 2))
            }
            return pieces
        }
        return try PNGCodec.encode(pieces: pieces, width: width, height: height, channels: channels, palette: palette)
    }

    @Test("RGB and RGBA screens in 1 to 4 pieces decode to their pixels by both decoders; one piece is the whole stream",
          arguments: 0 ..< 12)
    func screens(seed: Int) throws {
        let width = [1, 7, 64, 300][seed % 4], height = [1, 2, 33, 160][seed / 3 % 4]
        let opaque = seed % 2 == 0
        let image = ScreenDeflaterTests.screenLike(width: width, height: height, seed: UInt64(seed) + 40, opaque: opaque)
        let channels = opaque ? 3 : 4
        let rows = ScreenDeflaterTests.scanlines(image, channels: channels)
        let whole = try PNGCodec.encode(scanlines: rows, width: width, height: height, channels: channels)
        #expect(try Self.file(rows, width: width, height: height, channels: channels, cuts: []) == whole)
        let cutLists = [[height / 2], [1], [height - 1], [height / 3, height / 2, height - 1]]
        for cuts in cutLists where cuts.allSatisfy({ $0 > 0 && $0 < height }) && cuts == cuts.sorted() && Set(cuts).count == cuts.count {
            let file = try Self.file(rows, width: width, height: height, channels: channels, cuts: cuts)
            for decoding in [PNGDecoding.automatic, .libpng] {
                #expect(try PNGCodec.decode(file, decoding: decoding).image == image, "cuts \(cuts), \(decoding)")
            }
            #expect(try ScreenDeflaterTests.inflatedByLibdeflate(file, expected: rows.count) == rows, "cuts \(cuts)")
            #expect(try Self.file(rows, width: width, height: height, channels: channels, cuts: cuts) == file)
        }
    }

    @Test("an indexed image of more than one block per piece, in two pieces")
    func indexedBlocks() throws {
        let width = 700, height = 400
        let palette = (0 ..< 29).map { RGBA(UInt8($0 * 8), UInt8(255 - $0), 7) }
        var rows: [UInt8] = [], pixels: [UInt8] = []
        var state: UInt32 = 1
        for y in 0 ..< height {
            rows.append(0)
            for x in 0 ..< width {
                state = state &* 1_103_515_245 &+ 12345
                // Noise in a band (many literals: several blocks), runs elsewhere.
                let index = y % 50 < 20 ? Int(state >> 16) % 29 : (x / 13 + y / 7) % 29
                rows.append(UInt8(index))
                pixels += [palette[index].r, palette[index].g, palette[index].b, 255]
            }
        }
        let file = try Self.file(rows, width: width, height: height, channels: 1, cuts: [height / 2], palette: palette)
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        for decoding in [PNGDecoding.automatic, .libpng] {
            #expect(try PNGCodec.decode(file, decoding: decoding).image == image)
        }
        #expect(try ScreenDeflaterTests.inflatedByLibdeflate(file, expected: rows.count) == rows)
    }

    @Test("pieces that are not the image's rows, or a bad palette, are refused")
    func refused() throws {
        let rows: [UInt8] = [0, 1, 2, 3, 0, 4, 5, 6]
        let pieces = try rows.withUnsafeBufferPointer { buffer throws(ImageCodecError) in
            [try PNGStreamPiece(rows: buffer, rowBytes: 4, bytesPerPixel: 3, first: true, last: true)]
        }
        #expect(throws: ImageCodecError.self) { try PNGCodec.encode(pieces: pieces, width: 1, height: 3, channels: 3) }
        #expect(throws: ImageCodecError.self) { try PNGCodec.encode(pieces: pieces, width: 1, height: 2, channels: 2) }
        #expect(throws: ImageCodecError.self) { try PNGCodec.encode(pieces: [], width: 1, height: 2, channels: 3) }
        #expect(throws: ImageCodecError.self) {
            try PNGCodec.encode(pieces: pieces, width: 3, height: 2, channels: 1, palette: [])
        }
        #expect(try PNGCodec.decode(PNGCodec.encode(pieces: pieces, width: 1, height: 2, channels: 3))
                == RGBAImage(width: 1, height: 2, pixels: [1, 2, 3, 255, 4, 5, 6, 255]))
    }
}

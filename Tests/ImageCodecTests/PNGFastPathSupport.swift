import Raster
import Testing
@testable import ImageCodec
import VirtualClock

/// Files for the fast-path tests: samples of every format written by libpng, and files taken
/// apart and put together again chunk by chunk.
enum FastPathSupport {
    /// A decode's outcome: the pixels and whether the fast path made them, or the error.
    typealias Outcome = Result<(image: RGBAImage, fastPath: Bool), ImageCodecError>

    static func decode(_ bytes: [UInt8], _ decoding: PNGDecoding, limits: ImageLimits = .default) -> Outcome {
        Outcome { () throws(ImageCodecError) in try PNGCodec.decode(bytes, limits: limits, decoding: decoding) }
    }

    /// Decodes `bytes` both ways and records an issue unless both give the same pixels or the same
    /// error. Returns whether the automatic decode took the fast path (`nil` when both failed).
    @discardableResult
    static func expectSame(_ bytes: [UInt8], _ label: String, limits: ImageLimits = .default,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Bool? {
        let automatic = decode(bytes, .automatic, limits: limits)
        let libpng = decode(bytes, .libpng, limits: limits)
        switch (automatic, libpng) {
        case let (.success(fast), .success(slow)):
            if fast.image != slow.image {
                let at = zip(fast.image.pixels, slow.image.pixels).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                let pixel = at / 4 * 4
                let mine = Array(fast.image.pixels[pixel..<min(pixel + 4, fast.image.pixels.count)])
                let theirs = Array(slow.image.pixels[pixel..<min(pixel + 4, slow.image.pixels.count)])
                Issue.record("\(label): the pixels differ first at pixel \(at / 4): \(mine) against libpng's \(theirs)",
                             sourceLocation: sourceLocation)
            }
            #expect(!slow.fastPath, "\(label): .libpng took the fast path", sourceLocation: sourceLocation)
            return fast.fastPath
        case let (.failure(fast), .failure(slow)):
            #expect(fast == slow, "\(label): the errors differ", sourceLocation: sourceLocation)
            return nil
        default:
            Issue.record("\(label): automatic \(automatic), libpng \(libpng)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Random samples of a `width`×`height` image of `type` and `depth` (any bytes: every sample
    /// value is legal, palette indices past the palette included), seeded.
    static func samples(_ type: PNGSamples.ColorType, depth: Int, width: Int, height: Int, seed: UInt64,
                        smooth: Bool = false) -> PNGSamples {
        var generator = SeededGenerator(seed: seed)
        var image = PNGSamples(width: width, height: height, colorType: type, bitDepth: depth, rows: [])
        var rows = [UInt8](repeating: 0, count: image.rowBytes * height)
        for index in rows.indices {
            // Smooth rows (each byte near the one above) make libpng choose every filter type.
            let above = index >= image.rowBytes ? rows[index - image.rowBytes] : 0
            let noise = UInt8(truncatingIfNeeded: generator.next())
            rows[index] = smooth ? above &+ (noise & 3) : noise
        }
        image.rows = rows
        if type == .palette {
            image.palette = (0..<(3 * min(1 << depth, 200))).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        }
        return image
    }

    /// A PNG file from its chunks.
    static func file(_ chunks: [PNGChunk]) -> [UInt8] {
        var out = PNGCodec.signature
        for chunk in chunks { chunk.append(to: &out) }
        return out
    }

    /// `png` with its IDAT chunks joined, their zlib stream changed by `change` and split again
    /// into chunks of `chunk` bytes where the first IDAT was (the other chunks unchanged).
    static func restream(_ png: [UInt8], chunk: Int = 8192, _ change: ([UInt8]) -> [UInt8]) throws -> [UInt8] {
        let chunks = try PNGChunk.parse(png)
        let stream = change(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
        var idats: [PNGChunk] = []
        var offset = 0
        repeat {
            let end = min(stream.count, offset + chunk)
            idats.append(PNGChunk(type: "IDAT", data: Array(stream[offset..<end])))
            offset = end
        } while offset < stream.count
        let first = try #require(chunks.firstIndex { $0.type == "IDAT" })
        var out = chunks.filter { $0.type != "IDAT" }
        out.insert(contentsOf: idats, at: first)
        return file(out)
    }

    /// A zlib stream of `data` in stored (uncompressed) blocks, with header `cmf` and a valid
    /// check byte and Adler-32.
    static func storedStream(_ data: [UInt8], cmf: UInt8 = 0x78) -> [UInt8] {
        var out = [cmf, flag(cmf: cmf)]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            out.append(offset + length == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        out.appendBigEndian(adler32(data))
        return out
    }

    /// The FLG byte that makes `cmf`'s header a multiple of 31, with or without a preset dictionary.
    static func flag(cmf: UInt8, dictionary: Bool = false) -> UInt8 {
        let base = dictionary ? 0x20 : 0
        return UInt8(base + (31 - (Int(cmf) * 256 + base) % 31) % 31)
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// Scanlines of `rows` rows of `length` bytes with the filter type bytes given (row i gets
    /// `filters[i % filters.count]`), samples from `seed`.
    static func scanlines(rows: Int, length: Int, filters: [UInt8], seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var out: [UInt8] = []
        for row in 0..<rows {
            out.append(filters[row % filters.count])
            for _ in 0..<length { out.append(UInt8(truncatingIfNeeded: generator.next())) }
        }
        return out
    }

    /// An IHDR chunk.
    static func header(width: Int, height: Int, depth: UInt8, type: UInt8, interlaced: Bool = false) -> PNGChunk {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data += [depth, type, 0, 0, interlaced ? 1 : 0]
        return PNGChunk(type: "IHDR", data: data)
    }
}

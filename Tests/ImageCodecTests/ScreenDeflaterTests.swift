import CDeflate
import CImageShim
@testable import ImageCodec
import Raster
import Testing
import VirtualClock

@Suite("The screen deflater writes zlib streams that zlib and libdeflate both inflate to the scanlines")
struct ScreenDeflaterTests {
    static let screen = PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .screen)

    /// A screen-like image: flat rectangles, gradients (horizontal, vertical, diagonal), noisy
    /// patches and a tile repeated at a distance, all decided by `seed`.
    static func screenLike(width: Int, height: Int, seed: UInt64, opaque: Bool) -> RGBAImage {
        var random = SeededGenerator(seed: seed)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }
        var image = RGBAImage(width: width, height: height, fill: RGBA(183, 215, 229))
        for _ in 0 ..< 1 + next(6) {
            let x0 = next(width), y0 = next(height), w = 1 + next(width - x0), h = 1 + next(height - y0)
            let kind = next(5), base = UInt8(truncatingIfNeeded: random.next())
            let alpha: UInt8 = opaque ? 255 : UInt8(truncatingIfNeeded: random.next())
            for y in y0 ..< y0 + h {
                for x in x0 ..< x0 + w {
                    let value: UInt8 = switch kind {
                    case 0: base
                    case 1: UInt8(truncatingIfNeeded: Int(base) + x)
                    case 2: UInt8(truncatingIfNeeded: Int(base) + y * 3)
                    case 3: UInt8(truncatingIfNeeded: Int(base) + (x + y) / 2)
                    default: UInt8(truncatingIfNeeded: random.next())
                    }
                    image[x, y] = RGBA(value, base, UInt8(truncatingIfNeeded: x &* 7), alpha)
                }
            }
        }
        return image
    }

    /// The zlib stream of a PNG's IDAT chunks, inflated by libdeflate (the second decoder beside
    /// libpng's zlib); nil when libdeflate refuses it.
    static func inflatedByLibdeflate(_ png: [UInt8], expected size: Int) throws -> [UInt8]? {
        let stream = try PNGChunk.parse(png).filter { $0.type == "IDAT" }.flatMap(\.data)
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: size)
        var actual = 0
        let result = stream.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
            }
        }
        return result == LIBDEFLATE_SUCCESS && actual == size ? out : nil
    }

    /// The unfiltered scanlines `image` is written as (filter none).
    static func scanlines(_ image: RGBAImage, channels: Int) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0 ..< image.height {
            out.append(0)
            for x in 0 ..< image.width {
                let p = image[x, y]
                out += channels == 3 ? [p.r, p.g, p.b] : [p.r, p.g, p.b, p.a]
            }
        }
        return out
    }

    @Test("seeded screen-like images of every shape round-trip with every filter, through both decoders",
          arguments: 0 ..< 24)
    func roundTrips(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919)
        let width = 1 + Int(random.next() % 300), height = 1 + Int(random.next() % 160)
        let opaque = seed % 3 != 0
        let image = Self.screenLike(width: width, height: height, seed: UInt64(seed), opaque: opaque)
        for filter in PNGEncodeSettings.Filter.allCases {
            var settings = Self.screen
            settings.filter = filter
            let bytes = try PNGCodec.encode(image, settings: settings)
            #expect(try PNGCodec.decode(bytes) == image, "\(width)×\(height), \(filter)")
            #expect(try PNGCodec.encode(image, settings: settings) == bytes, "not deterministic")
            if filter == .none {
                let channels = bytes[25] == 2 ? 3 : 4
                let expected = Self.scanlines(image, channels: channels)
                #expect(try Self.inflatedByLibdeflate(bytes, expected: expected.count) == expected, "\(width)×\(height)")
            }
        }
    }

    @Test("rows longer than the 32 KiB window (no row-back matches) and just under it round-trip",
          arguments: [8_190, 8_191, 8_192, 8_200, 10_923])
    func wideRows(width: Int) throws {
        var image = RGBAImage(width: width, height: 5, fill: RGBA(10, 20, 30, 40))
        for x in stride(from: 0, to: width, by: 97) { image[x, 1] = RGBA(1, 2, 3, 4) }
        for x in stride(from: 5, to: width, by: 89) { image[x, 3] = RGBA(200, 2, 3, 255) }
        image[width - 1, 4] = RGBA(9, 9, 9, 9)
        let bytes = try PNGCodec.encode(image, settings: Self.screen)
        #expect(try PNGCodec.decode(bytes) == image)
        #expect(try Self.inflatedByLibdeflate(bytes, expected: Self.scanlines(image, channels: 4).count)
            == Self.scanlines(image, channels: 4))
    }

    @Test("noise is stored: the stream grows by at most 10 bytes per 64 KiB (stored block headers) and its wrapper")
    func noiseIsStored() throws {
        let image = TestSupport.noise(width: 256, height: 256, seed: 3)
        let bytes = try PNGCodec.encode(image, settings: Self.screen)
        let stream = try PNGChunk.parse(bytes).filter { $0.type == "IDAT" }.reduce(0) { $0 + $1.data.count }
        let raw = 256 * (256 * 4 + 1)
        #expect(stream <= raw + (raw / 65_535 + 1) * 10 + 6, "\(stream) bytes for \(raw)")
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test("low-entropy data of more than 65,535 symbols is split into several Huffman blocks that decode")
    func manyBlocks() throws {
        var random = SeededGenerator(seed: 17)
        var image = RGBAImage(width: 400, height: 300)
        for y in 0 ..< 300 {
            for x in 0 ..< 400 {
                let v = UInt8(truncatingIfNeeded: random.next() & 3)
                image[x, y] = RGBA(v, v &+ 1, v &* 2, 255)
            }
        }
        let bytes = try PNGCodec.encode(image, settings: Self.screen)
        let stream = try PNGChunk.parse(bytes).filter { $0.type == "IDAT" }.reduce(0) { $0 + $1.data.count }
        #expect(stream < 400 * 300 * 3 / 2, "Huffman blocks, not stored ones: \(stream) bytes")
        #expect(try PNGCodec.decode(bytes) == image)
        #expect(try Self.inflatedByLibdeflate(bytes, expected: 300 * 1201) == Self.scanlines(image, channels: 3))
    }

    /// Σ 2^-length over the used symbols, times 2^limit: 2^limit for a complete code.
    static func kraft(_ lengths: [UInt8], limit: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
    }

    @Test("code lengths stay within the limit and complete, even for Fibonacci frequencies",
          arguments: [(286, 15), (30, 15), (19, 7)])
    func codeLengths(symbols: Int, limit: Int) {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < symbols { fibonacci.append((fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) & 0xFFFF) }
        let cases: [[UInt32]] = [
            Array(fibonacci.prefix(symbols)),
            (0 ..< symbols).map { UInt32($0 % 3 == 0 ? 0 : 1 + $0) },
            [5, 9] + [UInt32](repeating: 0, count: symbols - 2),
        ]
        for freq in cases {
            var lengths = [UInt8](repeating: 0, count: symbols)
            cis_deflate_code_lengths(freq, UInt32(symbols), UInt32(limit), &lengths)
            #expect(lengths.allSatisfy { $0 <= limit })
            #expect(zip(freq, lengths).allSatisfy { ($0 == 0) == ($1 == 0) })
            #expect(Self.kraft(lengths, limit: limit) == 1 << limit, "\(freq.prefix(6))…")
        }
    }

    @Test("a limit too small for the symbols gives no code rather than looping")
    func impossibleLimit() {
        var lengths = [UInt8](repeating: 9, count: 19)
        cis_deflate_code_lengths([UInt32](repeating: 1, count: 19), 19, 4, &lengths)
        #expect(lengths == [UInt8](repeating: 0, count: 19))
    }
}

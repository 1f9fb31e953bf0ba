import Raster
import Testing
@testable import ImageCodec

/// The fast path (the whole IDAT stream inflated by libdeflate, rows unfiltered and expanded by
/// CPixelKernels) gives exactly libpng's pixels, on PngSuite and on files libpng writes in every
/// colour type, bit depth, filter and interlacing.
@Suite("PNG fast path: libpng's pixels")
struct PNGFastPathTests {
    /// Whether the fast path must take `png`: its first IDAT holds at least 8 bytes (it is read
    /// again by libpng as an empty stream) and its zlib window is 32 KiB or holds every row.
    static func takesFastPath(_ png: [UInt8]) throws -> Bool {
        let chunks = try PNGChunk.parse(png)
        let first = try #require(chunks.first { $0.type == "IDAT" })
        let cmf = try #require(chunks.first { $0.type == "IDAT" && !$0.data.isEmpty }?.data.first)
        return first.data.count >= 8 && (cmf >> 4 == 7 || scanlineBytes(chunks[0].data) <= 1 << (Int(cmf >> 4) + 8))
    }

    /// The bytes of every row of every pass with its filter byte, from an IHDR's data.
    static func scanlineBytes(_ header: [UInt8]) -> Int {
        let width = Int(header.bigEndianUInt32(at: 0)), height = Int(header.bigEndianUInt32(at: 4))
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(header[9])] ?? 1
        let bits = channels * Int(header[8])
        let passes = header[12] == 0 ? [(0, 1, 0, 1)]
            : [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let w = width > pass.0 ? (width - pass.0 + pass.1 - 1) / pass.1 : 0
            let h = height > pass.2 ? (height - pass.2 + pass.3 - 1) / pass.3 : 0
            return total + (w == 0 ? 0 : h * ((w * bits + 7) / 8 + 1))
        }
    }

    @Test("every PngSuite file: the same pixels or the same error both ways; the fast path for every valid one it can take")
    func pngSuite() throws {
        var fast = 0
        for name in TestSupport.pngSuiteNames {
            let bytes = try #require(TestSupport.bytes(TestSupport.pngSuite.appendingPathComponent("png/\(name).png")))
            let took = FastPathSupport.expectSame(bytes, name)
            guard !name.hasPrefix("x") else { continue }
            #expect(took == (try Self.takesFastPath(bytes)), "\(name)")
            if took == true { fast += 1 }
        }
        // Only the files whose first IDAT is shorter than 8 bytes are left to libpng.
        #expect(fast >= 155)
    }

    static let formats: [(PNGSamples.ColorType, Int)] = PNGSamples.ColorType.allCases.flatMap { type in
        type.bitDepths.map { (type, $0) }
    }

    @Test("every colour type and bit depth, plain and interlaced, at sizes that end rows mid-byte", arguments: formats)
    func everyFormat(type: PNGSamples.ColorType, depth: Int) throws {
        for interlaced in [false, true] {
            for (width, height) in [(1, 1), (3, 2), (7, 9), (33, 17), (130, 11)] {
                for smooth in [false, true] {
                    var image = FastPathSupport.samples(type, depth: depth, width: width, height: height,
                                                        seed: UInt64(width * 31 + height), smooth: smooth)
                    image.interlaced = interlaced
                    let png = try image.encode()
                    let label = "\(type) \(depth)-bit \(width)×\(height)\(interlaced ? " interlaced" : "")"
                    #expect(FastPathSupport.expectSame(png, label) == true, "\(label)")
                }
            }
        }
    }

    static let filters: [(String, Int)] = [("none", 0x08), ("sub", 0x10), ("up", 0x20), ("average", 0x40), ("paeth", 0x80)]

    @Test("each filter alone, for every pixel size (1, 2, 3, 4, 6 and 8 bytes and below 8 bits)", arguments: filters)
    func eachFilter(name: String, mask: Int) throws {
        for (type, depth) in Self.formats where type != .palette {
            for interlaced in [false, true] {
                var image = FastPathSupport.samples(type, depth: depth, width: 61, height: 23, seed: UInt64(mask + depth),
                                                    smooth: true)
                image.filters = mask
                image.interlaced = interlaced
                let label = "\(name): \(type) \(depth)-bit\(interlaced ? " interlaced" : "")"
                #expect(FastPathSupport.expectSame(try image.encode(), label) == true, "\(label)")
            }
        }
    }

    @Test("tRNS: palette alphas shorter than the palette, grey and RGB colours at 8 and 16 bits and below")
    func transparency() throws {
        var palette = FastPathSupport.samples(.palette, depth: 8, width: 40, height: 8, seed: 3)
        palette.palette = Array(palette.palette.prefix(3 * 5)) // indices 5…255 lie past the palette
        palette.paletteAlphas = [0, 80, 255]
        let decoded = try FastPathSupport.decode(try palette.encode(), .automatic).get()
        let index = Int(palette.rows[0])
        let expected = index < 5 ? RGBA(palette.palette[3 * index], palette.palette[3 * index + 1], palette.palette[3 * index + 2],
                                        index < 3 ? palette.paletteAlphas[index] : 255)
            : RGBA(0, 0, 0, 255)
        #expect(decoded.image[0, 0] == expected)
        #expect(FastPathSupport.expectSame(try palette.encode(), "palette") == true)

        for depth in [1, 2, 4, 8, 16] {
            var grey = FastPathSupport.samples(.grey, depth: depth, width: 50, height: 6, seed: UInt64(depth))
            grey.transparentColor = .init(grey: UInt16((1 << depth) - 1) / 3)
            #expect(FastPathSupport.expectSame(try grey.encode(), "grey \(depth)") == true)
        }
        for depth in [8, 16] {
            var rgb = FastPathSupport.samples(.rgb, depth: depth, width: 50, height: 6, seed: 9)
            // Every pixel of the first row is the tRNS colour.
            let pixel = Array(rgb.rows.prefix(3 * depth / 8))
            for x in 0..<50 { rgb.rows.replaceSubrange((x * pixel.count)..<((x + 1) * pixel.count), with: pixel) }
            rgb.transparentColor = depth == 8
                ? .init(red: UInt16(pixel[0]), green: UInt16(pixel[1]), blue: UInt16(pixel[2]))
                : .init(red: UInt16(pixel[0]) << 8 | UInt16(pixel[1]), green: UInt16(pixel[2]) << 8 | UInt16(pixel[3]),
                        blue: UInt16(pixel[4]) << 8 | UInt16(pixel[5]))
            let png = try rgb.encode()
            #expect(FastPathSupport.expectSame(png, "rgb \(depth)") == true)
            #expect(try PNGCodec.decode(png)[49, 0].a == 0)
        }
    }

    @Test("a tRNS grey beyond 8 bits in an 8-bit image matches its low byte, as in libpng")
    func maskedGrey() throws {
        var grey = FastPathSupport.samples(.grey, depth: 8, width: 16, height: 16, seed: 1)
        grey.rows = (0..<256).map { UInt8($0) }
        let chunks = try PNGChunk.parse(try grey.encode())
        let at = try #require(chunks.firstIndex { $0.type == "IDAT" })
        var withTRNS = chunks
        withTRNS.insert(PNGChunk(type: "tRNS", data: [0x01, 0x80]), at: at)
        let png = FastPathSupport.file(withTRNS)
        #expect(FastPathSupport.expectSame(png, "tRNS 0x0180") == true)
        #expect(try PNGCodec.decode(png)[0, 8] == RGBA(0x80, 0x80, 0x80, 0))
    }

    @Test("16-bit samples: all 65,536 values rounded as libpng rounds them")
    func sixteenBits() throws {
        var grey = PNGSamples(width: 256, height: 256, colorType: .grey, bitDepth: 16, rows: [])
        grey.rows = (0..<65_536).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let png = try grey.encode()
        #expect(FastPathSupport.expectSame(png, "grey 16") == true)
        let image = try PNGCodec.decode(png)
        for value in 0..<65_536 where image[value % 256, value / 256].r != UInt8((value * 255 + 32_767) / 65_535) {
            Issue.record("\(value) gives \(image[value % 256, value / 256].r)")
        }
    }

    @Test("the project's own files (64 KiB IDAT chunks, no filter, RGB and RGBA) take the fast path", arguments: [true, false])
    func ownFiles(opaque: Bool) throws {
        let image = TestSupport.noise(width: 300, height: 200, seed: 8, opaque: opaque)
        for settings in [PNGEncodeSettings.default, PNGEncodeSettings(filter: .adaptive, compressionLevel: 6, deflater: .zlib)] {
            let png = try PNGCodec.encode(image, settings: settings)
            #expect(FastPathSupport.expectSame(png, "\(settings)") == true)
            #expect(try PNGCodec.decode(png) == image)
        }
    }
}

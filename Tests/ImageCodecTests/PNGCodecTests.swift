import ImageCodec
import Raster
import Testing

@Suite struct PNGCodecTests {
    static let sizes: [(Int, Int)] = [(1, 1), (7, 3), (64, 65), (300, 2)]

    @Test(arguments: sizes, [false, true])
    func roundTripIsExact(size: (Int, Int), opaque: Bool) throws {
        let image = TestSupport.noise(width: size.0, height: size.1, seed: UInt64(size.0 * 1000 + size.1), opaque: opaque)
        let bytes = try PNGCodec.encode(image)
        #expect(try PNGCodec.decode(bytes) == image)
        #expect(try PNGCodec.encode(image) == bytes, "encoding is not deterministic")
        let (width, height) = try PNGCodec.size(of: bytes)
        #expect(width == size.0 && height == size.1)
    }

    @Test(arguments: PNGEncodeSettings.Filter.allCases, [0, 1, 6, 9])
    func everySettingRoundTrips(filter: PNGEncodeSettings.Filter, level: Int) throws {
        let image = TestSupport.noise(width: 33, height: 17, seed: 7)
        for channels in [PNGEncodeSettings.Channels.automatic, .rgba] {
            let settings = PNGEncodeSettings(filter: filter, compressionLevel: level, channels: channels)
            let bytes = try PNGCodec.encode(image, settings: settings)
            #expect(try PNGCodec.decode(bytes) == image)
        }
    }

    @Test func opaqueImageIsWrittenAsRGB() throws {
        let opaque = RGBAImage(width: 4, height: 4, fill: RGBA(10, 20, 30))
        let translucent = RGBAImage(width: 4, height: 4, fill: RGBA(10, 20, 30, 128))
        // IHDR colour type is byte 25 of the file: 2 = RGB, 6 = RGBA.
        #expect(try PNGCodec.encode(opaque)[25] == 2)
        #expect(try PNGCodec.encode(translucent)[25] == 6)
        #expect(try PNGCodec.encode(opaque, settings: .init(filter: .up, compressionLevel: 3, channels: .rgba))[25] == 6)
        #expect(try PNGCodec.decode(PNGCodec.encode(opaque)) == opaque)
    }

    @Test(arguments: [0, 6, 7, 20])
    func oneTranslucentPixelKeepsAlpha(index: Int) throws {
        var image = RGBAImage(width: 7, height: 3, fill: RGBA(9, 8, 7)) // 21 pixels: odd count
        image[index % 7, index / 7] = RGBA(9, 8, 7, 254)
        let bytes = try PNGCodec.encode(image)
        #expect(bytes[25] == 6)
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func writesOnlyStableChunks() throws {
        let bytes = try PNGCodec.encode(TestSupport.noise(width: 5, height: 5, seed: 1))
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(offset == bytes.count)
        #expect(Set(types).isSubset(of: ["IHDR", "sRGB", "IDAT", "IEND"]))
        #expect(types.first == "IHDR" && types.last == "IEND")
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: ImageCodecError.self) {
            _ = try PNGCodec.encode(RGBAImage(width: 0, height: 0))
        }
    }

    /// A valid PNG structure (correct CRCs) whose IHDR claims 100000×100000.
    static func hugePNG() -> [UInt8] {
        let ihdr = TestSupport.bigEndian(100_000) + TestSupport.bigEndian(100_000) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return PNGCodec.signature + TestSupport.chunk("IHDR", ihdr) + TestSupport.chunk("IDAT", idat)
            + TestSupport.chunk("IEND", [])
    }

    @Test(.timeLimit(.minutes(10)))
    func oversizedHeaderFailsWithLimitError() {
        // Refused from the header: the test's time limit catches a decoder that starts allocating.
        #expect {
            _ = try PNGCodec.decode(Self.hugePNG())
        } throws: { error in
            guard let error = error as? ImageCodecError else { return false }
            return error.kind == .tooLarge && error.message.contains("100000×100000")
        }
        // Cut right after IHDR: the size is known, so the limit still wins.
        #expect(throws: ImageCodecError(.tooLarge, "100000×100000 is 10000000000 pixels, limit is 50000000")) {
            _ = try PNGCodec.decode(Array(Self.hugePNG().prefix(33)))
        }
    }

    @Test func limitIsAParameter() throws {
        let bytes = try PNGCodec.encode(RGBAImage(width: 16, height: 16, fill: RGBA(1, 2, 3)))
        #expect(throws: ImageCodecError(.tooLarge, "16×16 is 256 pixels, limit is 255")) {
            _ = try PNGCodec.decode(bytes, limits: ImageLimits(maxPixels: 255))
        }
        #expect(try PNGCodec.decode(bytes, limits: ImageLimits(maxPixels: 256)).width == 16)
    }

    @Test func truncatedFileFails() throws {
        let bytes = try PNGCodec.encode(TestSupport.noise(width: 40, height: 40, seed: 3))
        for length in [0, 5, 8, 20, 33, 40, bytes.count / 2, bytes.count - 1] {
            #expect {
                _ = try PNGCodec.decode(Array(bytes.prefix(length)))
            } throws: { error in
                guard let error = error as? ImageCodecError else { return false }
                return error.kind == .invalidPNG && !error.message.isEmpty
            }
        }
    }

    @Test func damagedChunkReportsLibpngMessage() throws {
        var bytes = try PNGCodec.encode(TestSupport.noise(width: 8, height: 8, seed: 4))
        bytes[20] ^= 0xFF // inside IHDR: the CRC no longer matches
        let error = try #require(throws: ImageCodecError.self) { try ImageFile.decode(bytes, name: "photo.png") }
        #expect(error.description == "photo.png: not a valid PNG: IHDR: CRC error")
    }
}

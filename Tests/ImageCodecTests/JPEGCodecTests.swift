import ImageCodec
import Raster
import Testing

@Suite struct JPEGCodecTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        try #require(TestSupport.bytes(TestSupport.fixtures.appendingPathComponent(name)), "missing fixture \(name)")
    }

    static func close(_ pixel: RGBA, _ expected: RGBA, tolerance: Int = 12) -> Bool {
        abs(Int(pixel.r) - Int(expected.r)) <= tolerance && abs(Int(pixel.g) - Int(expected.g)) <= tolerance
            && abs(Int(pixel.b) - Int(expected.b)) <= tolerance && pixel.a == 255
    }

    /// Red, green / blue, white quadrants of 16×12 each (made with ImageMagick).
    @Test(arguments: ["quadrants.jpg", "quadrants-progressive.jpg", "cmyk.jpg"])
    func decodesQuadrants(name: String) throws {
        let image = try JPEGCodec.decode(Self.fixture(name))
        #expect(image.width == 32 && image.height == 24)
        #expect(Self.close(image[5, 5], RGBA(255, 0, 0)), "\(name) top left: \(image[5, 5])")
        #expect(Self.close(image[26, 5], RGBA(0, 255, 0)), "\(name) top right: \(image[26, 5])")
        #expect(Self.close(image[5, 18], RGBA(0, 0, 255)), "\(name) bottom left: \(image[5, 18])")
        #expect(Self.close(image[26, 18], RGBA(255, 255, 255)), "\(name) bottom right: \(image[26, 18])")
    }

    @Test func decodesGreyscale() throws {
        let image = try JPEGCodec.decode(Self.fixture("gray.jpg"))
        #expect(image.width == 32 && image.height == 24)
        #expect(Self.close(image[10, 0], RGBA(0, 0, 0), tolerance: 10), "\(image[10, 0])")
        #expect(Self.close(image[10, 23], RGBA(255, 255, 255), tolerance: 10), "\(image[10, 23])")
        let middle = image[10, 12]
        #expect(middle.r == middle.g && middle.g == middle.b && middle.r > 100 && middle.r < 155)
    }

    @Test func decodingIsDeterministic() throws {
        let data = try Self.fixture("quadrants.jpg")
        #expect(try JPEGCodec.decode(data) == JPEGCodec.decode(data))
    }

    @Test func encodeThenDecodeIsClose() throws {
        var image = RGBAImage(width: 48, height: 40, fill: RGBA(200, 60, 30))
        for y in 20 ..< 40 { for x in 0 ..< 48 { image[x, y] = RGBA(20, 90, 220) } }
        let bytes = try JPEGCodec.encode(image, quality: 95)
        #expect(try JPEGCodec.encode(image, quality: 95) == bytes)
        let decoded = try JPEGCodec.decode(bytes)
        #expect(decoded.width == 48 && decoded.height == 40)
        #expect(Self.close(decoded[10, 5], RGBA(200, 60, 30)))
        #expect(Self.close(decoded[30, 35], RGBA(20, 90, 220)))
    }

    @Test func truncatedOrCorruptFails() throws {
        let data = try Self.fixture("quadrants.jpg")
        for length in [0, 1, 2, 3, 20, data.count / 2, data.count - 2] {
            #expect {
                _ = try JPEGCodec.decode(Array(data.prefix(length)))
            } throws: { error in
                guard let error = error as? ImageCodecError else { return false }
                return error.kind == .invalidJPEG && !error.message.isEmpty
            }
        }
        var damaged = data
        for index in stride(from: data.count / 2, to: data.count - 2, by: 3) { damaged[index] = 0xFF }
        #expect(throws: ImageCodecError.self) { _ = try JPEGCodec.decode(damaged) }
    }

    @Test func oversizedHeaderFailsWithLimitError() throws {
        var data = try Self.fixture("quadrants.jpg")
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require((0 ..< data.count - 1).first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        data[sof + 5] = 0xEA; data[sof + 6] = 0x60 // height 60000
        data[sof + 7] = 0xEA; data[sof + 8] = 0x60 // width 60000
        #expect(throws: ImageCodecError(.tooLarge, "60000×60000 is 3600000000 pixels, limit is 50000000")) {
            _ = try JPEGCodec.decode(data)
        }
        // Cut right after the frame header: the size is known, so the limit still wins.
        #expect(throws: ImageCodecError(.tooLarge, "60000×60000 is 3600000000 pixels, limit is 50000000")) {
            _ = try JPEGCodec.decode(Array(data.prefix(sof + 19)))
        }
        #expect(throws: ImageCodecError(.tooLarge, "32×24 is 768 pixels, limit is 767")) {
            _ = try JPEGCodec.decode(Self.fixture("quadrants.jpg"), limits: ImageLimits(maxPixels: 767))
        }
    }
}

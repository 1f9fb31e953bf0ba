import Foundation
import ImageCodec
import Raster
import Testing

/// Reading a file's header without decoding its pixels, and decoding it later.
@Suite struct EncodedImageTests {
    /// A PNG of `image` whose IDAT chunk is damaged (its CRC no longer matches): the header
    /// reads, the pixels do not decode.
    static func damagedPixels(_ image: RGBAImage) throws -> [UInt8] {
        var bytes = try PNGCodec.encode(image)
        let idat = Array("IDAT".utf8)
        let type = try #require((8..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == idat })
        let length = bytes[type - 4..<type].reduce(0) { $0 << 8 | Int($1) }
        bytes[type + 4 + length + 3] ^= 0xFF // the chunk's CRC
        return bytes
    }

    static func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("The header gives format and size; decode gives the same pixels as ImageFile.read")
    func headerThenDecode() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = TestSupport.noise(width: 13, height: 5, seed: 21)
        let png = try Self.write(try PNGCodec.encode(image), "a.png", in: folder)
        let file = try EncodedImage.read(png)
        #expect(file.header == EncodedImage.Header(format: .png, width: 13, height: 5))
        #expect(file.path == png)
        #expect(try file.decode() == image)

        let jpegBytes = try JPEGCodecTests.fixture("quadrants.jpg")
        let jpeg = try Self.write(jpegBytes, "b.jpg", in: folder)
        let size = try JPEGCodec.size(of: jpegBytes)
        let jpegFile = try EncodedImage.read(jpeg)
        #expect(jpegFile.header == EncodedImage.Header(format: .jpeg, width: size.width, height: size.height))
        #expect(try jpegFile.decode() == ImageFile.read(jpeg))
    }

    @Test("Damaged pixel data passes the header check and fails to decode, naming the file")
    func damagedPixelData() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write(try Self.damagedPixels(TestSupport.noise(width: 20, height: 20, seed: 8)),
                                  "damaged.png", in: folder)
        let file = try EncodedImage.read(path)
        #expect(file.header == EncodedImage.Header(format: .png, width: 20, height: 20))
        let error = try #require(throws: ImageCodecError.self) { try file.decode() }
        #expect(error.description == "\(path): not a valid PNG: IDAT: CRC error")

        // A JPEG cut inside its entropy-coded data: the header is whole, the pixels are not.
        let jpeg = try JPEGCodec.encode(TestSupport.noise(width: 64, height: 64, seed: 9))
        let cut = try Self.write(Array(jpeg.prefix(jpeg.count * 3 / 4)), "cut.jpg", in: folder)
        let cutFile = try EncodedImage.read(cut)
        #expect(cutFile.header.format == .jpeg)
        let cutError = try #require(throws: ImageCodecError.self) { try cutFile.decode() }
        #expect(cutError.kind == .invalidJPEG)
        #expect(cutError.description.hasPrefix("\(cut): not a valid JPEG: "))
    }

    @Test("A file that is missing, not an image, empty, with a bad header or too large fails at once")
    func headerErrors() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(throws: ImageCodecError(.readFailed, "No such file or directory", path: missing)) {
            try EncodedImage.read(missing)
        }
        #expect(throws: ImageCodecError(.readFailed, "is a folder, not a regular file", path: folder.path)) {
            try EncodedImage.read(folder.path)
        }
        let text = try Self.write(Array("not a picture".utf8), "text.png", in: folder)
        #expect(throws: ImageCodecError(.unknownFormat, "", path: text)) { try EncodedImage.read(text) }
        let empty = try Self.write([], "empty.png", in: folder)
        #expect(throws: ImageCodecError(.unknownFormat, "file is empty", path: empty)) { try EncodedImage.read(empty) }

        var bytes = try PNGCodec.encode(TestSupport.noise(width: 8, height: 8, seed: 4))
        bytes[20] ^= 0xFF // inside IHDR
        let badHeader = try Self.write(bytes, "bad-header.png", in: folder)
        let error = try #require(throws: ImageCodecError.self) { try EncodedImage.read(badHeader) }
        #expect(error.description == "\(badHeader): not a valid PNG: IHDR: CRC error")

        let signatureOnly = try Self.write(PNGCodec.signature, "signature.png", in: folder)
        #expect(throws: ImageCodecError.self) { try EncodedImage.read(signatureOnly) }

        let big = try Self.write(try PNGCodec.encode(TestSupport.noise(width: 40, height: 30, seed: 1)), "big.png",
                                 in: folder)
        #expect(throws: ImageCodecError(.tooLarge, "40×30 is 1200 pixels, limit is 1000", path: big)) {
            try EncodedImage.read(big, limits: ImageLimits(maxPixels: 1000))
        }
    }
}

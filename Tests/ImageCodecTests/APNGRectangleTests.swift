import Foundation
@testable import ImageCodec
import Raster
import Testing

@Suite("Animated PNG: frames that carry only what changed, and reading them back")
struct APNGRectangleTests {
    /// A 24×16 picture with a 5×4 block at (x, y).
    static func picture(blockAt x: Int, _ y: Int, alpha: UInt8 = 255) -> RGBAImage {
        var image = RGBAImage(width: 24, height: 16, fill: RGBA(30, 60, 90, alpha))
        for row in y ..< y + 4 {
            for column in x ..< x + 5 { image[column, row] = RGBA(250, 200, 10, alpha) }
        }
        return image
    }

    /// The APNG of `images`: frame 0 whole, each later one the rectangle that changed (1×1 at the
    /// origin when none did).
    static func animation(_ images: [RGBAImage], settings: PNGEncodeSettings = .default) throws -> [UInt8] {
        var assembler = try APNGWriter.Assembler(frameCount: images.count, delay: (1, 10))
        var out = try assembler.append(PNGCodec.encode(images[0], settings: settings))
        for index in images.indices.dropFirst() {
            let region = images[index].changedRegion(from: images[index - 1]) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            out += try assembler.append(PNGCodec.encode(images[index], region: region, settings: settings),
                                        at: (region.x, region.y))
        }
        return out + (try assembler.finish())
    }

    @Test("rectangle frames: fcTL has their size and offsets, and composing them gives every frame back",
          arguments: [PNGEncodeSettings.default, PNGEncodeSettings.default.with(channels: .rgba)])
    func composeBack(settings: PNGEncodeSettings) throws {
        let images = [Self.picture(blockAt: 0, 0), Self.picture(blockAt: 3, 2), Self.picture(blockAt: 3, 2),
                      Self.picture(blockAt: 19, 12), Self.picture(blockAt: 10, 6)]
        let apng = try Self.animation(images, settings: settings)
        let controls = try PNGChunk.parse(apng).filter { $0.type == "fcTL" }.map(\.data)
        let rectangles = controls.map { data in
            (0 ..< 4).map { field in Int(data[4 + 4 * field ..< 8 + 4 * field].reduce(0) { $0 << 8 | UInt32($1) }) }
        }
        // width, height, x, y
        #expect(rectangles == [[24, 16, 0, 0], [8, 6, 0, 0], [1, 1, 0, 0], [21, 14, 3, 2], [14, 10, 10, 6]])
        #expect(try APNGReader.frames(apng) == images)
    }

    @Test("translucent frames compose with their alpha; a plain PNG reads as one frame")
    func translucent() throws {
        let images = [Self.picture(blockAt: 2, 2, alpha: 0), Self.picture(blockAt: 6, 9, alpha: 0),
                      Self.picture(blockAt: 6, 9, alpha: 128)]
        #expect(try APNGReader.frames(Self.animation(images)) == images)
        #expect(try APNGReader.frames(PNGCodec.encode(images[2])) == [images[2]])
    }

    @Test("apngdis composes the rectangle frames into every frame, pixel for pixel",
          .enabled(if: TestSupport.isOnPath("apngdis"), "apngdis is not installed (apt-get install apngdis)"))
    func realDecoder() throws {
        let images = [Self.picture(blockAt: 0, 0), Self.picture(blockAt: 7, 3), Self.picture(blockAt: 7, 3),
                      Self.picture(blockAt: 19, 12)]
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outputs, status) = try TestSupport.apngdis(Self.animation(images), in: folder)
        #expect(status == 0)
        #expect(outputs.count == images.count)
        for (name, image) in zip(outputs, images) {
            #expect(try ImageFile.read(folder.appendingPathComponent(name).path) == image, "\(name)")
        }
    }

    @Test("a rectangle with another colour type, off the canvas, or a first frame that is not whole, is rejected")
    func rejected() throws {
        let whole = try PNGCodec.encode(Self.picture(blockAt: 0, 0))
        let small = try PNGCodec.encode(RGBAImage(width: 5, height: 4, fill: RGBA(1, 2, 3)))
        let translucent = try PNGCodec.encode(RGBAImage(width: 5, height: 4, fill: RGBA(1, 2, 3, 4)))
        var first = try APNGWriter.Assembler(frameCount: 2, delay: (1, 10))
        #expect(throws: ImageCodecError(.invalidAPNGInput, "frame 0: the first frame is whole, at (0, 0), not at (1, 0)")) {
            _ = try first.append(whole, at: (1, 0))
        }
        for (origin, message) in [((20, 0), "frame 1: its 5×4 rectangle at (20, 0) does not lie on the 24×16 canvas"),
                                  ((0, 13), "frame 1: its 5×4 rectangle at (0, 13) does not lie on the 24×16 canvas"),
                                  ((-1, 0), "frame 1: its 5×4 rectangle at (-1, 0) does not lie on the 24×16 canvas")] {
            var assembler = try APNGWriter.Assembler(frameCount: 2, delay: (1, 10))
            _ = try assembler.append(whole)
            #expect(throws: ImageCodecError(.invalidAPNGInput, message)) { _ = try assembler.append(small, at: origin) }
        }
        var assembler = try APNGWriter.Assembler(frameCount: 2, delay: (1, 10))
        _ = try assembler.append(whole)
        #expect(throws: ImageCodecError(.invalidAPNGInput, "frame 1: its header differs from frame 0's but for the size "
            + "(5×4 RGBA 8-bit [IHDR,sRGB] vs 24×16 RGB 8-bit [IHDR,sRGB])")) {
            _ = try assembler.append(translucent, at: (0, 0))
        }
        _ = try assembler.append(small, at: (19, 12))
        #expect(throws: ImageCodecError.self) { _ = try assembler.append(small, at: (0, 0)) }
    }

    @Test("the reader names what is wrong with a damaged animation")
    func readerErrors() throws {
        let images = [Self.picture(blockAt: 0, 0), Self.picture(blockAt: 9, 9)]
        let apng = try Self.animation(images)
        var chunks = try PNGChunk.parse(apng)
        func file(_ chunks: [PNGChunk]) -> [UInt8] { chunks.reduce(PNGCodec.signature) { $0 + $1.bytes } }
        // One frame announced, two present.
        let control = try #require(chunks.firstIndex { $0.type == "acTL" })
        chunks[control] = PNGChunk(type: "acTL", data: [0, 0, 0, 1, 0, 0, 0, 0])
        #expect(throws: ImageCodecError(.invalidPNG, "more frames than acTL's 1")) { _ = try APNGReader.frames(file(chunks)) }
        // The second frame's rectangle moved off the canvas.
        chunks = try PNGChunk.parse(apng)
        let second = try #require(chunks.lastIndex { $0.type == "fcTL" })
        var data = chunks[second].data
        data[15] = 200
        chunks[second] = PNGChunk(type: "fcTL", data: data)
        #expect(throws: ImageCodecError(.invalidPNG, "frame 1: its 14×13 rectangle at (200, 0) does not lie on the 24×16 canvas")) {
            _ = try APNGReader.frames(file(chunks))
        }
        // The fdAT's sequence number skips one.
        chunks = try PNGChunk.parse(apng)
        let fdat = try #require(chunks.firstIndex { $0.type == "fdAT" })
        data = chunks[fdat].data
        data[3] = 9
        chunks[fdat] = PNGChunk(type: "fdAT", data: data)
        #expect(throws: ImageCodecError(.invalidPNG, "fdAT: sequence number 9, expected 2")) { _ = try APNGReader.frames(file(chunks)) }
        // A canvas over the limit.
        #expect(throws: ImageCodecError(.tooLarge, "24×16 is 384 pixels, limit is 100")) {
            _ = try APNGReader.frames(apng, limits: ImageLimits(maxPixels: 100))
        }
    }
}

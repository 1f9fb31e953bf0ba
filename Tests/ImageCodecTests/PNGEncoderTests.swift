import Foundation
@testable import ImageCodec
import Raster
import Testing

@Suite("PNG encoder: one pass packs, filters and picks the colour type; the screen deflater, libdeflate or zlib compresses")
struct PNGEncoderTests {
    static let sizes: [(Int, Int)] = [(1, 1), (1, 9), (9, 1), (5, 3), (31, 17)]

    @Test("every filter, deflater and channel choice decodes to the pixels encoded", arguments: sizes)
    func everyCombinationRoundTrips(size: (Int, Int)) throws {
        for opaque in [true, false] {
            let image = TestSupport.noise(width: size.0, height: size.1, seed: UInt64(size.0 * 31 + size.1), opaque: opaque)
            for filter in PNGEncodeSettings.Filter.allCases {
                for deflater in PNGEncodeSettings.Deflater.allCases {
                    for channels in [PNGEncodeSettings.Channels.automatic, .rgba] {
                        let settings = PNGEncodeSettings(filter: filter, compressionLevel: 1, channels: channels, deflater: deflater)
                        let bytes = try PNGCodec.encode(image, settings: settings)
                        #expect(try PNGCodec.decode(bytes) == image, "\(settings)")
                        #expect(bytes[25] == (opaque && channels == .automatic ? 2 : 6), "\(settings)")
                        #expect(try PNGCodec.encode(image, settings: settings) == bytes, "not deterministic: \(settings)")
                    }
                }
            }
        }
    }

    @Test("zlib's strategies and the ends of both level ranges round-trip", arguments: PNGEncodeSettings.Strategy.allCases)
    func strategiesAndLevels(strategy: PNGEncodeSettings.Strategy) throws {
        let image = TestSupport.noise(width: 23, height: 11, seed: 5)
        for level in [-3, 0, 1, 9, 12, 99] {
            let zlib = PNGEncodeSettings(filter: .paeth, compressionLevel: level, strategy: strategy)
            #expect(zlib.deflater == .zlib || strategy == .default)
            #expect(try PNGCodec.decode(PNGCodec.encode(image, settings: zlib)) == image)
        }
    }

    @Test("a flat image compresses to a few kilobytes with either deflater; libdeflate level 0 stores")
    func compressionHappens() throws {
        let image = RGBAImage(width: 300, height: 200, fill: RGBA(183, 215, 229))
        let stored = try PNGCodec.encode(image, settings: PNGEncodeSettings(filter: .none, compressionLevel: 0))
        #expect(stored.count > 300 * 200 * 3)
        for deflater in PNGEncodeSettings.Deflater.allCases {
            let bytes = try PNGCodec.encode(image, settings: PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: deflater))
            #expect(bytes.count < 3000, "\(deflater): \(bytes.count) bytes")
            #expect(try PNGCodec.decode(bytes) == image)
        }
    }

    @Test("the colour type is decided in the packing pass: a translucent last pixel, or first row, makes RGBA",
          arguments: [13, 40])
    func opacityFoundAnywhere(width: Int) throws {
        // 40 pixels: two blocks of 16 packed 16 at a time (with SSSE3), then 8 packed 4 at a time.
        for (x, y) in [(0, 0), (width - 1, 0), (0, 6), (width - 1, 6), (5, 3), (20, 2), (31, 5), (35, 1)] where x < width {
            var image = TestSupport.noise(width: width, height: 7, seed: UInt64(x * 7 + y), opaque: true)
            image[x, y] = RGBA(1, 2, 3, 254)
            for filter in [PNGEncodeSettings.Filter.none, .up, .adaptive] {
                let bytes = try PNGCodec.encode(image, settings: PNGEncodeSettings(filter: filter, compressionLevel: 1))
                #expect(bytes[25] == 6)
                #expect(try PNGCodec.decode(bytes) == image)
            }
        }
        let opaque = TestSupport.noise(width: width, height: 7, seed: 99, opaque: true)
        let bytes = try PNGCodec.encode(opaque)
        #expect(bytes[25] == 2)
        #expect(try PNGCodec.decode(bytes) == opaque)
    }

    @Test("a region is encoded in place: it decodes to that rectangle's pixels, opaque or not")
    func regions() throws {
        var image = TestSupport.noise(width: 40, height: 30, seed: 9, opaque: true)
        image[39, 29] = RGBA(0, 0, 0, 7)
        for region in [PixelRect(x: 0, y: 0, width: 40, height: 30), PixelRect(x: 3, y: 4, width: 17, height: 9),
                       PixelRect(x: 39, y: 29, width: 1, height: 1), PixelRect(x: 0, y: 29, width: 40, height: 1),
                       PixelRect(x: 38, y: 0, width: 2, height: 30)] {
            let bytes = try PNGCodec.encode(image, region: region)
            let decoded = try PNGCodec.decode(bytes)
            var expected = RGBAImage(width: region.width, height: region.height)
            for y in 0 ..< region.height {
                for x in 0 ..< region.width { expected[x, y] = image[region.x + x, region.y + y] }
            }
            #expect(decoded == expected, "\(region)")
            #expect(bytes[25] == (region.contains(x: 39, y: 29) ? 6 : 2), "\(region)")
        }
    }

    @Test("empty images and regions, regions outside the image and libdeflate with a strategy are refused")
    func errors() {
        let image = RGBAImage(width: 8, height: 4, fill: RGBA(1, 2, 3))
        #expect(throws: ImageCodecError(.encodingFailed, "PNG needs a non-empty image, got 0×0")) {
            _ = try PNGCodec.encode(RGBAImage(width: 0, height: 0))
        }
        #expect(throws: ImageCodecError(.encodingFailed, "PNG needs a non-empty image, got region (6, 0, 3×4) of a 8×4 image")) {
            _ = try PNGCodec.encode(image, region: PixelRect(x: 6, y: 0, width: 3, height: 4))
        }
        #expect(throws: ImageCodecError(.encodingFailed, "PNG needs a non-empty image, got region (2, 2, 0×1) of a 8×4 image")) {
            _ = try PNGCodec.encode(image, region: PixelRect(x: 2, y: 2, width: 0, height: 1))
        }
        #expect(throws: ImageCodecError(.encodingFailed, "PNG needs a non-empty image, got region (-1, 0, 2×2) of a 8×4 image")) {
            _ = try PNGCodec.encode(image, region: PixelRect(x: -1, y: 0, width: 2, height: 2))
        }
        let rle = PNGEncodeSettings(filter: .up, compressionLevel: 1, strategy: .rle, deflater: .libdeflate)
        #expect(throws: ImageCodecError(.encodingFailed, "libdeflate has no strategy rle; use the zlib deflater")) {
            _ = try PNGCodec.encode(image, settings: rle)
        }
        let filtered = PNGEncodeSettings(filter: .none, compressionLevel: 1, strategy: .filtered, deflater: .screen)
        #expect(throws: ImageCodecError(.encodingFailed, "the screen deflater has no strategy filtered; use the zlib deflater")) {
            _ = try PNGCodec.encode(image, settings: filtered)
        }
    }

    @Test("a long zlib stream is split into IDAT chunks of at most 64 KiB, and still decodes")
    func idatChunks() throws {
        let image = TestSupport.noise(width: 200, height: 150, seed: 11)
        let bytes = try PNGCodec.encode(image)
        let idats = try PNGChunk.parse(bytes).filter { $0.type == "IDAT" }
        #expect(idats.count >= 2)
        #expect(idats.allSatisfy { $0.data.count <= 1 << 16 && $0.isCRCValid })
        #expect(idats.dropLast().allSatisfy { $0.data.count == 1 << 16 })
        #expect(try PNGCodec.decode(bytes) == image)
    }

    static let screens = ["share-portrait/iphone-xs-max-portrait/final.png", "layouts/iphone-xs-max-portrait/final.png",
                          "share-portrait/iphone-xs-max-portrait/sliding-out.png",
                          "rotation-while-sharing-follow/iphone-xs-max-portrait/final.png",
                          "layouts/iphone-8-portrait/final.png", "launch/iphone-8-portrait/launch.png"]

    /// No filter, zlib level 1: what libpng itself writes.
    static let zlib = PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .zlib)

    @Test("on rendered screens the default (screen deflater) and libdeflate are no bigger than zlib level 1 plus 10 %")
    func sizeBound() throws {
        for name in Self.screens {
            let file = try #require(TestSupport.bytes(TestSupport.packageRoot.appendingPathComponent("Goldens/" + name)), "\(name) is missing")
            let image = try PNGCodec.decode(file)
            let zlib = try PNGCodec.encode(image, settings: Self.zlib)
            for settings in [PNGEncodeSettings.default, PNGEncodeSettings(filter: .none, compressionLevel: 1)] {
                let bytes = try PNGCodec.encode(image, settings: settings)
                #expect(bytes.count * 10 <= zlib.count * 11, "\(name), \(settings.deflater): \(bytes.count) bytes against zlib's \(zlib.count)")
                #expect(try PNGCodec.decode(bytes) == image)
            }
        }
    }

    /// The goldens are recorded with the default encoder; a change to its bytes re-records them (CI runs
    /// `verify --record all` on the clean tree and fails when a golden changes).
    @Test("the default encoder writes the checked-in goldens again byte for byte")
    func goldensKeepTheirBytes() throws {
        for name in Self.screens {
            let file = try #require(TestSupport.bytes(TestSupport.packageRoot.appendingPathComponent("Goldens/" + name)), "\(name) is missing")
            #expect(try PNGCodec.encode(PNGCodec.decode(file), settings: .default) == file, "\(name)")
        }
    }
}

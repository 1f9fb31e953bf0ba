import CPixelKernels
import ImageCodec
import Raster
import Testing
@testable import PixelDiff
import VirtualClock

/// The diff image's palette and the kernel drawing its indices, which takes eight pixels at a
/// time where it can: every verdict, run and width must give, through the palette, the RGB
/// pixels `pk_draw_diff_rgb` draws one by one.
@Suite("Diff palette and indexed drawing")
struct DiffPaletteTests {
    static let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte, antialiased: PixelVerdict.antialiased.byte,
                                        differs: PixelVerdict.differs.byte)

    
    /// RGB samples of `pixels` and `verdicts` drawn as indices and looked up in the palette, or
    /// `nil` when the kernel reports a grey outside it.
    static func indexed(_ pixels: [UInt8], _ verdicts: [UInt8], palette: DiffPalette,
                        greyIndex: [UInt8]? = nil) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: verdicts.count)
        let table = greyIndex ?? palette.greyIndex
        let drawn = pk_draw_diff_indexed(pixels, verdicts, verdicts.count, codes, table, palette.difference,
                                         palette.antialias, DiffImage.fadeAlpha, &out)
        guard drawn == 1 else { return nil }
        return out.flatMap { [palette.colours[Int($0)].r, palette.colours[Int($0)].g, palette.colours[Int($0)].b] }
    }

    /// The same pixels drawn in RGB.
    static func rgb(_ pixels: [UInt8], _ verdicts: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: verdicts.count * 3)
        pk_draw_diff_rgb(pixels, verdicts, verdicts.count, codes, [255, 0, 0, 255], [255, 255, 0, 255],
                         DiffImage.fadeAlpha, &out)
        return out
    }

    @Test("the palette: red, yellow, then every grey from white down to faded black")
    func palette() throws {
        let palette = try #require(DiffPalette())
        #expect(palette.colours.count == 29)
        #expect(palette.colours[Int(palette.difference)] == DiffImage.differenceColor)
        #expect(palette.colours[Int(palette.antialias)] == DiffImage.antialiasColor)
        for grey in 0...255 {
            let index = palette.greyIndex[grey]
            if grey >= 229 {
                #expect(palette.colours[Int(index)] == RGBA(UInt8(grey), UInt8(grey), UInt8(grey)))
            } else {
                #expect(index == 255)
            }
        }
        // Every grey and alpha, and the corners of the colour cube, land in it.
        for value in 0...255 {
            for alpha in 0...255 {
                let grey = pk_faded_grey_of([UInt8(value), UInt8(value), UInt8(value), UInt8(alpha)], DiffImage.fadeAlpha)
                if palette.greyIndex[Int(grey)] == 255 { Issue.record("grey \(grey) of \(value), alpha \(alpha)") }
            }
        }
        for corner in 0..<8 {
            let pixel: [UInt8] = [corner & 1 == 0 ? 0 : 255, corner & 2 == 0 ? 0 : 255, corner & 4 == 0 ? 0 : 255, 255]
            #expect(palette.greyIndex[Int(pk_faded_grey_of(pixel, DiffImage.fadeAlpha))] != 255)
        }
    }

    @Test("indices through the palette are the RGB drawing: every width, runs and mixed verdicts",
          arguments: 1...40)
    func againstRGB(width: Int) throws {
        let palette = try #require(DiffPalette())
        var random = SeededGenerator(seed: UInt64(width))
        for round in 0..<20 {
            var pixels: [UInt8] = [], verdicts: [UInt8] = []
            var colour: [UInt8] = [0, 0, 0, 255]
            for _ in 0..<width {
                // Runs of one colour (the wide step), now and then a new colour.
                if random.int(in: 0...(round % 4 == 0 ? 2 : 9) - 1) == 0 {
                    colour = (0..<4).map { _ in UInt8(random.int(in: 0...255)) }
                }
                pixels += colour
                // Runs of one verdict, or verdicts at random.
                let verdict = round % 3 == 0 ? UInt8(random.int(in: 0...3)) : (random.int(in: 0...5) == 0 ? 3 : verdicts.last ?? 0)
                verdicts.append(verdict)
            }
            #expect(Self.indexed(pixels, verdicts, palette: palette) == Self.rgb(pixels, verdicts), "round \(round)")
        }
    }

    @Test("a grey outside the palette stops the drawing, in a run and alone")
    func outside() throws {
        let palette = try #require(DiffPalette())
        var table = palette.greyIndex
        let white: [UInt8] = [255, 255, 255, 255]
        table[Int(pk_faded_grey_of(white, DiffImage.fadeAlpha))] = 255
        for count in [1, 9, 17] {
            let pixels = [UInt8]((0..<count).flatMap { _ in white })
            #expect(Self.indexed(pixels, [UInt8](repeating: 0, count: count), palette: palette, greyIndex: table) == nil)
            // Where every pixel differs, no grey is drawn.
            let differs = [UInt8](repeating: PixelVerdict.differs.byte, count: count)
            #expect(Self.indexed(pixels, differs, palette: palette, greyIndex: table) == Self.rgb(pixels, differs))
        }
    }

    @Test("indexed PNG: round trip, every palette size, an index outside the palette")
    func indexedPNG() throws {
        for count in [1, 2, 29, 256] {
            let colours = (0..<count).map { (k: Int) -> RGBA in
                let spread: Int = k * 7 % 256
                return RGBA(UInt8(k), UInt8(255 - k), UInt8(spread))
            }
            let width = 5, height = 3
            var scanlines: [UInt8] = []
            var pixels: [UInt8] = []
            for y in 0..<height {
                scanlines.append(0)
                for x in 0..<width {
                    let index = (y * width + x) * 37 % count
                    scanlines.append(UInt8(index))
                    pixels += [colours[index].r, colours[index].g, colours[index].b, 255]
                }
            }
            for settings in [PNGEncodeSettings.default, PNGEncodeSettings(filter: .none, compressionLevel: 6, deflater: .zlib),
                             PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .libdeflate)] {
                let file = try PNGCodec.encode(indexedScanlines: scanlines, width: width, height: height, palette: colours,
                                               settings: settings)
                #expect(try PNGCodec.decode(file) == RGBAImage(width: width, height: height, pixels: pixels))
            }
            var bad = scanlines
            bad[7] = UInt8(count % 256)
            if count < 256 {
                #expect(throws: ImageCodecError.self) {
                    try PNGCodec.encode(indexedScanlines: bad, width: width, height: height, palette: colours)
                }
            }
        }
        #expect(throws: ImageCodecError.self) {
            try PNGCodec.encode(indexedScanlines: [0, 0], width: 1, height: 1, palette: [])
        }
    }
}

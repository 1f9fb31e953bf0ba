import CPixelKernels
import ImageCodec
import Raster
import Support

/// `diff --out` with a built-in comparison of two images of equal size: one scan gives the result
/// and the diff image, drawn straight into the rows of its PNG (RGB, no filter: what
/// `PNGCodec.encode` makes of ``DiffImage/draw(expected:mask:)``'s opaque image), band by band
/// with the verdicts of that band only, the top and bottom halves of the image on two threads.
/// No mask of the whole image, no RGBA diff image and no packing of it are made.
enum DiffDrawing {
    /// Rows per band: their verdicts stay in cache between the scan and the drawing.
    static let bandRows = 32

    /// The comparison's result and the diff image's PNG scanlines (`height` rows of a zero filter
    /// byte and `width * 3` samples). The sizes must be equal.
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage,
                        plan: PixelScan.Plan) -> (result: ImageComparisonResult, scanlines: [UInt8]) {
        let width = expected.width, height = expected.height
        let line = width * 3 + 1
        let count = line * height
        var tally = ScanTally()
        let scanlines = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Megabytes written once, in full: huge pages where the system gives them.
            pk_prefer_huge_pages(buffer.baseAddress, count)
            let rows = Rows(base: buffer.baseAddress)
            let halves = [0..<(height / 2), (height / 2)..<height]
            let tallies = ParallelWork.map(0..<2, jobs: 2) { (half: Int) -> ScanTally in
                draw(expected, actual, rows: halves[half], rule: plan.rule, into: rows)
            }
            for part in tallies { tally.add(part) }
            initialized = count
        }
        return (PixelScan.result(tally, total: width * height, limits: plan.limits), scanlines)
    }

    /// The scanline buffer, written by two threads, each its own rows.
    struct Rows: @unchecked Sendable {
        var base: UnsafeMutablePointer<UInt8>?
    }

    /// Scans `rows` band by band and draws them into their scanlines.
    static func draw(_ expected: RGBAImage, _ actual: RGBAImage, rows: Range<Int>, rule: PixelScan.Rule,
                     into scanlines: Rows) -> ScanTally {
        var tally = ScanTally()
        let width = expected.width, line = width * 3 + 1
        guard let out = scanlines.base, !rows.isEmpty else { return tally }
        let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte, antialiased: PixelVerdict.antialiased.byte,
                                     differs: PixelVerdict.differs.byte)
        let difference = [DiffImage.differenceColor.r, DiffImage.differenceColor.g, DiffImage.differenceColor.b, 255]
        let antialias = [DiffImage.antialiasColor.r, DiffImage.antialiasColor.g, DiffImage.antialiasColor.b, 255]
        var verdicts = [UInt8](repeating: 0, count: width * bandRows)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                verdicts.withUnsafeMutableBufferPointer { v in
                    guard let e = e.baseAddress, let a = a.baseAddress, let v = v.baseAddress else { return }
                    for start in stride(from: rows.lowerBound, to: rows.upperBound, by: bandRows) {
                        let band = start..<min(rows.upperBound, start + bandRows)
                        let offset = start * width * 4
                        // The kernels write the verdicts of differing pixels only.
                        v.update(repeating: PixelVerdict.same.byte, count: band.count * width)
                        PixelScan.scanRows(e + offset, a + offset, width: width, height: expected.height, firstRow: start,
                                           rows: band, rule: rule, verdicts: v, into: &tally)
                        for y in band {
                            let row = out + y * line
                            row[0] = 0
                            pk_draw_diff_rgb(e + y * width * 4, v + (y - start) * width, width, codes, difference,
                                             antialias, DiffImage.fadeAlpha, row + 1)
                        }
                    }
                }
            }
        }
        return tally
    }
}

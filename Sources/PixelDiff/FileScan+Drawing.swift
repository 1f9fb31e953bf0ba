import CPixelKernels
import ImageCodec
import Raster
import Support

extension FileScan {
    /// `diff --out` band by band: two PNG files of the same size compared as ``compare(_:_:plan:limits:)``
    /// compares them, the diff drawn as palette indices (``DiffPalette``) from each band while it
    /// is in cache, then the top and bottom halves compressed on two threads. The file is byte
    /// for byte the one ``DiffDrawing`` writes from the whole images, without holding either.
    ///
    /// `nil` where ``compare(_:_:plan:limits:)`` gives `nil`, or when a grey is not in the
    /// palette: the caller then reads both images whole.
    static func draw(_ expectedPath: String, _ actualPath: String, plan: PixelScan.Plan,
                     limits: ImageLimits = .default) -> (drawn: DiffDrawing.Drawn, width: Int, height: Int)? {
        guard let palette = DiffPalette() else { return nil }
        do throws(ImageCodecError) {
            let expectedBytes = try ImageFile.bytes(expectedPath, limits: limits)
            let actualBytes = try ImageFile.bytes(actualPath, limits: limits)
            guard PNGCodec.isPNG(expectedBytes), PNGCodec.isPNG(actualBytes) else { return nil }
            let expected = try PNGRowReader(expectedBytes, limits: limits)
            let actual = try PNGRowReader(actualBytes, limits: limits)
            guard !expected.isInterlaced, !actual.isInterlaced, actual.width == expected.width,
                  actual.height == expected.height else {
                return nil
            }
            let width = expected.width, height = expected.height, line = width + 1
            let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte,
                                         antialiased: PixelVerdict.antialiased.byte, differs: PixelVerdict.differs.byte)
            // Written once, in full, row by row: huge pages where the system gives them, no zeros.
            guard let scanlines = LargeBytes(count: line * height) else { return nil }
            let base = scanlines.base
            let scanned: ScanTally?
            do {
                let pipeline = RowPipeline(actual, bandRows: bandRows)
                defer { pipeline.stop() }
                scanned = try palette.greyIndex.withUnsafeBufferPointer { index throws(ImageCodecError) -> ScanTally? in
                    guard let index = index.baseAddress else { return nil }
                    return try scan(expected, pipeline, rule: plan.rule) { rows, verdicts, first, band in
                        for y in band {
                            base[y * line] = 0 // filter type None
                            if pk_draw_diff_indexed(rows + (y - first) * width * 4, verdicts + (y - first) * width,
                                                    width, codes, index, palette.difference, palette.antialias,
                                                    DiffImage.fadeAlpha, base + y * line + 1) == 0 {
                                return false
                            }
                        }
                        return true
                    }
                }
            }
            // Every byte is written when the scan completed; otherwise none is read.
            guard let tally = scanned else { return nil }
            let pieces = try compress(scanlines, line: line, height: height)
            let result = PixelScan.result(tally, total: width * height, limits: plan.limits)
            return (DiffDrawing.Drawn(result: result, rows: scanlines, layout: .indexed(palette), pieces: pieces),
                    width, height)
        } catch {
            return nil
        }
    }

    /// The top and bottom halves of `scanlines` (`height` rows of `line` bytes, one byte a pixel)
    /// compressed on two threads, as ``DiffDrawing`` cuts them.
    static func compress(_ scanlines: LargeBytes, line: Int, height: Int) throws(ImageCodecError) -> [PNGStreamPiece] {
        let halves = [0..<(height / 2), (height / 2)..<height]
        let pieces = try ParallelWork.map(0..<2, jobs: 2) { (half: Int) throws(ImageCodecError) -> PNGStreamPiece? in
            let range = halves[half]
            guard !range.isEmpty else { return nil }
            return try PNGStreamPiece(rows: scanlines.slice((range.lowerBound * line)..<(range.upperBound * line)),
                                      rowBytes: line, bytesPerPixel: 1, first: range.lowerBound == 0,
                                      last: range.upperBound == height)
        }
        return pieces.compactMap { $0 }
    }
}

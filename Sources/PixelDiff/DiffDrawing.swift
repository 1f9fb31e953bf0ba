import CPixelKernels
import ImageCodec
import Raster
import Support

/// `diff --out` with a built-in comparison of two images of equal size: one scan gives the result
/// and the diff image, drawn straight into the rows of its PNG (no filter), band by band with the
/// verdicts of that band only, the top and bottom halves of the image on two threads. No mask of
/// the whole image, no RGBA diff image and no packing of it are made.
///
/// The rows are palette indices (``DiffPalette``, one byte a pixel), or RGB samples
/// (``Layout/rgb``: what `PNGCodec.encode` makes of ``DiffImage/draw(expected:mask:)``'s opaque
/// image). Both files decode to the same pixels.
enum DiffDrawing {
    /// Rows per band: their verdicts stay in cache between the scan and the drawing.
    static let bandRows = 32

    /// What the scanlines hold.
    enum Layout: Sendable {
        /// Three samples a pixel.
        case rgb
        /// One index into the palette a pixel.
        case indexed(DiffPalette)

        /// Bytes a pixel.
        var bytes: Int {
            if case .rgb = self { return 3 }
            return 1
        }
    }

    /// The comparison's result and the diff image's PNG scanlines (`height` rows of a zero filter
    /// byte and `width * layout.bytes` samples), compressed by the thread that drew them (the top
    /// and bottom halves, two pieces of one stream). The sizes must be equal.
    struct Drawn {
        var result: ImageComparisonResult
        /// The rows, each written once.
        var rows: LargeBytes
        var layout: Layout
        /// The halves' pieces, top first (one for an image of one row).
        var pieces: [PNGStreamPiece]

        /// The rows as an array (a copy).
        var scanlines: [UInt8] { rows.array }

        /// The PNG file of the diff image.
        func png(width: Int, height: Int) throws(ImageCodecError) -> [UInt8] {
            switch layout {
            case .rgb:
                try PNGCodec.encode(pieces: pieces, width: width, height: height, channels: 3)
            case .indexed(let palette):
                try PNGCodec.encode(pieces: pieces, width: width, height: height, channels: 1, palette: palette.colours)
            }
        }
    }

    /// Draws the diff as palette indices, or in RGB when the palette cannot hold it.
    ///
    /// - Throws: the deflater's error (out of memory).
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage,
                        plan: PixelScan.Plan) throws(ImageCodecError) -> Drawn {
        if let palette = DiffPalette(), let drawn = try compare(expected, actual, plan: plan, layout: .indexed(palette)) {
            return drawn
        }
        // Drawing in RGB always completes.
        guard let drawn = try compare(expected, actual, plan: plan, layout: .rgb) else {
            throw ImageCodecError(.encodingFailed, "the diff image could not be drawn")
        }
        return drawn
    }

    /// What one thread drew and compressed: `nil` when a grey is not in the palette.
    private struct Half: Sendable {
        var tally: ScanTally
        var piece: PNGStreamPiece?
    }

    /// Draws the diff in `layout`; `nil` when a grey is not in the palette.
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, plan: PixelScan.Plan,
                        layout: Layout) throws(ImageCodecError) -> Drawn? {
        let width = expected.width, height = expected.height
        let line = width * layout.bytes + 1
        let count = line * height
        // Megabytes written once, in full: on huge pages where the system gives them.
        guard let scanlines = LargeBytes(count: count) else {
            throw ImageCodecError(.encodingFailed, "no memory for the diff image's \(count) bytes")
        }
        let halves = [0..<(height / 2), (height / 2)..<height]
        let parts = try ParallelWork.map(0..<2, jobs: 2) { (half: Int) throws(ImageCodecError) -> Half? in
            let range = halves[half]
            // Each thread writes its own rows, and its piece reads nothing of the other thread's.
            guard let tally = draw(expected, actual, rows: range, rule: plan.rule, layout: layout, into: scanlines) else {
                return nil
            }
            guard !range.isEmpty else { return Half(tally: tally, piece: nil) }
            let slice = scanlines.slice((range.lowerBound * line)..<(range.upperBound * line))
            let piece = try PNGStreamPiece(rows: slice, rowBytes: line, bytesPerPixel: layout.bytes,
                                           first: range.lowerBound == 0, last: range.upperBound == height)
            return Half(tally: tally, piece: piece)
        }
        var tally = ScanTally()
        var pieces: [PNGStreamPiece] = []
        for part in parts {
            // A half that met a grey not in the palette left rows unwritten: none is read.
            guard let part else { return nil }
            tally.add(part.tally)
            if let piece = part.piece { pieces.append(piece) }
        }
        return Drawn(result: PixelScan.result(tally, total: width * height, limits: plan.limits), rows: scanlines,
                     layout: layout, pieces: pieces)
    }

    /// Scans `rows` band by band and draws them into their scanlines; `nil` when a grey is not in
    /// the palette (drawing stops there).
    static func draw(_ expected: RGBAImage, _ actual: RGBAImage, rows: Range<Int>, rule: PixelScan.Rule, layout: Layout,
                     into scanlines: LargeBytes) -> ScanTally? {
        var tally = ScanTally()
        let width = expected.width, line = width * layout.bytes + 1
        guard !rows.isEmpty else { return tally }
        let out = scanlines.base
        let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte, antialiased: PixelVerdict.antialiased.byte,
                                     differs: PixelVerdict.differs.byte)
        let difference = [DiffImage.differenceColor.r, DiffImage.differenceColor.g, DiffImage.differenceColor.b, 255]
        let antialias = [DiffImage.antialiasColor.r, DiffImage.antialiasColor.g, DiffImage.antialiasColor.b, 255]
        let palette: DiffPalette? = if case .indexed(let palette) = layout { palette } else { nil }
        let greyIndex = palette?.greyIndex ?? []
        var verdicts = [UInt8](repeating: 0, count: width * bandRows)
        var complete = true
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                verdicts.withUnsafeMutableBufferPointer { v in
                    greyIndex.withUnsafeBufferPointer { index in
                        guard let e = e.baseAddress, let a = a.baseAddress, let v = v.baseAddress else { return }
                        for start in stride(from: rows.lowerBound, to: rows.upperBound, by: bandRows) where complete {
                            let band = start..<min(rows.upperBound, start + bandRows)
                            let offset = start * width * 4
                            // The kernels write the verdicts of differing pixels only.
                            v.update(repeating: PixelVerdict.same.byte, count: band.count * width)
                            PixelScan.scanRows(e + offset, a + offset, width: width, height: expected.height,
                                               firstRow: start, rows: band, rule: rule, verdicts: v, into: &tally)
                            for y in band {
                                let row = out + y * line
                                row[0] = 0
                                let pixels = e + y * width * 4, rowVerdicts = v + (y - start) * width
                                if let palette, let index = index.baseAddress {
                                    if pk_draw_diff_indexed(pixels, rowVerdicts, width, codes, index, palette.difference,
                                                            palette.antialias, DiffImage.fadeAlpha, row + 1) == 0 {
                                        complete = false
                                        break
                                    }
                                } else {
                                    pk_draw_diff_rgb(pixels, rowVerdicts, width, codes, difference, antialias,
                                                     DiffImage.fadeAlpha, row + 1)
                                }
                            }
                        }
                    }
                }
            }
        }
        return complete ? tally : nil
    }
}

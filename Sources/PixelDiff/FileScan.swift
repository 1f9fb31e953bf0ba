import ImageCodec
import Raster

/// Compares two PNG files band by band, never holding either image whole: both are decoded
/// a band of rows at a time into two small buffers that stay in cache (the actual image on a
/// second thread, see ``RowPipeline``, while this one decodes the expected), and each band goes
/// through ``PixelScan/scanRows(_:_:width:height:firstRow:rows:rule:verdicts:into:)``, the
/// same kernel call and tally as a whole-image comparison, so the result is the same.
///
/// Two byte-identical files are decoded once (a file that does not decode is an error whatever
/// it is compared with) and give the result of two equal images.
///
/// Only the common case is handled here: two PNG files of the same size, neither interlaced,
/// both decoding without error. For anything else ``compare(_:_:plan:limits:)`` returns `nil`
/// and the caller reads both images whole, which gives today's result, error or size mismatch.
enum FileScan {
    /// Draws the diff's rows `rows` from a band: the expected rows and the verdicts, both starting
    /// at row `firstRow`; false stops the scan.
    typealias BandDrawer = (_ expected: UnsafePointer<UInt8>, _ verdicts: UnsafePointer<UInt8>, _ firstRow: Int,
                            _ rows: Range<Int>) -> Bool

    /// Rows decoded per band: 32 rows of a 1242-pixel screen are 159 KB for both buffers.
    static let bandRows = 32

    /// The result of comparing the two files under `plan`, or `nil` when they must be read whole.
    static func compare(_ expectedPath: String, _ actualPath: String, plan: PixelScan.Plan,
                        limits: ImageLimits = .default) -> ImageComparisonResult? {
        do throws(ImageCodecError) {
            let expectedBytes = try ImageFile.bytes(expectedPath, limits: limits)
            let actualBytes = try ImageFile.bytes(actualPath, limits: limits)
            guard PNGCodec.isPNG(expectedBytes), PNGCodec.isPNG(actualBytes) else { return nil }
            let expected = try PNGRowReader(expectedBytes, limits: limits)
            guard !expected.isInterlaced else { return nil }
            let total = expected.width * expected.height
            if expectedBytes == actualBytes {
                try skim(expected)
                return PixelScan.result(ScanTally(), total: total, limits: plan.limits)
            }
            let actual = try PNGRowReader(actualBytes, limits: limits)
            guard !actual.isInterlaced, actual.width == expected.width, actual.height == expected.height else {
                return nil
            }
            let pipeline = RowPipeline(actual, bandRows: bandRows)
            defer { pipeline.stop() }
            guard let tally = try scan(expected, pipeline, rule: plan.rule) else { return nil }
            return PixelScan.result(tally, total: total, limits: plan.limits)
        } catch {
            return nil
        }
    }

    /// Reads every row of `reader` and the chunks after them, keeping nothing (on the fast path
    /// the rows are inflated and checked, not expanded).
    static func skim(_ reader: PNGRowReader) throws(ImageCodecError) {
        try reader.skipRows()
        try reader.finish()
    }

    /// Scans two readers of the same size band by band.
    ///
    /// Each buffer holds rows `first ..< first + held` of its image: the rows of the band being
    /// scanned and the ``PixelScan/Rule/contextRows`` above and below it that the rule reads.
    /// Rows are scanned once every row they read is decoded (or the image ends); the rows still
    /// needed as context are moved to the front before the next band is decoded behind them.
    ///
    /// With `band`, each band's verdicts are kept and `band` is called with the expected rows
    /// (row `firstRow` at the pointer), the verdicts (indexed the same way) and the rows just
    /// scanned; `nil` when it returns false.
    static func scan(_ expected: PNGRowReader, _ actual: RowPipeline, rule: PixelScan.Rule,
                     band: BandDrawer? = nil) throws(ImageCodecError) -> ScanTally? {
        let width = expected.width, height = expected.height, rowBytes = width * 4
        let context = rule.contextRows
        let capacity = bandRows + 2 * context
        let eBase = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * capacity, alignment: 16)
        let aBase = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * capacity, alignment: 16)
        let verdicts: UnsafeMutablePointer<UInt8>? = band == nil ? nil : .allocate(capacity: width * capacity)
        defer {
            eBase.deallocate()
            aBase.deallocate()
            verdicts?.deallocate()
        }
        var tally = ScanTally()
        var first = 0, held = 0, next = 0
        while next < height {
            let keepFrom = max(0, next - context)
            if keepFrom > first {
                let kept = first + held - keepFrom
                eBase.copyMemory(from: eBase + (keepFrom - first) * rowBytes, byteCount: kept * rowBytes)
                aBase.copyMemory(from: aBase + (keepFrom - first) * rowBytes, byteCount: kept * rowBytes)
                first = keepFrom
                held = kept
            }
            let count = min(capacity - held, height - (first + held))
            try expected.read(rows: count, into: eBase + held * rowBytes)
            try actual.read(rows: count, into: aBase + held * rowBytes)
            held += count
            let decoded = first + held
            let end = decoded == height ? height : decoded - context
            guard end > next else { continue }
            let rows = eBase.assumingMemoryBound(to: UInt8.self)
            // The kernels write the verdicts of differing pixels only.
            if let verdicts {
                (verdicts + (next - first) * width).update(repeating: PixelVerdict.same.byte, count: (end - next) * width)
            }
            PixelScan.scanRows(rows, aBase.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                               firstRow: first, rows: next..<end, rule: rule, verdicts: verdicts, into: &tally)
            if let band, let verdicts, !band(rows, verdicts, first, next..<end) { return nil }
            next = end
        }
        try expected.finish()
        try actual.finish()
        return tally
    }
}

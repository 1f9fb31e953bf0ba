import CPixelKernels
import Raster

/// Counts gathered by one scan over two images, whole or band by band.
struct ScanTally: Sendable {
    /// The C kernels' tally, which they add to.
    var counts: pk_scan_tally

    /// Nothing found yet.
    init() {
        counts = pk_scan_tally()
        pk_scan_tally_init(&counts)
    }

    var differing: Int { counts.differing }
    var antialiased: Int { counts.antialiased }
    var maxChannelDifference: Int { counts.max_channel_difference }

    /// Adds what a scan of other rows found.
    mutating func add(_ other: ScanTally) {
        counts.differing += other.counts.differing
        counts.antialiased += other.counts.antialiased
        counts.max_channel_difference = max(counts.max_channel_difference, other.counts.max_channel_difference)
        // "Nothing found" is an empty box (minimum at the largest value, maximum -1).
        counts.min_x = min(counts.min_x, other.counts.min_x)
        counts.min_y = min(counts.min_y, other.counts.min_y)
        counts.max_x = max(counts.max_x, other.counts.max_x)
        counts.max_y = max(counts.max_y, other.counts.max_y)
    }

    var boundingBox: PixelRect? {
        counts.max_x < 0 ? nil : PixelRect(x: counts.min_x, y: counts.min_y, width: counts.max_x - counts.min_x + 1,
                                           height: counts.max_y - counts.min_y + 1)
    }
}

/// How many differing pixels a comparison accepts. A `nil` limit is not applied; when both are
/// `nil`, no pixel may differ.
struct DifferenceLimits: Sendable, Equatable {
    var maxPixels: Int?
    var maxShare: Double?

    func allows(differing: Int, total: Int) -> Bool {
        if maxPixels == nil && maxShare == nil { return differing == 0 }
        if let maxPixels, differing > maxPixels { return false }
        if let maxShare {
            let share = total == 0 ? 0 : Double(differing) / Double(total)
            if share > maxShare { return false }
        }
        return true
    }
}

/// The pixel loops shared by all built-in comparisons, in CPixelKernels (`pk_scan_threshold`,
/// `pk_scan_perceptual`), so they run at memory speed in debug builds too.
///
/// Whole rows are compared with `memcmp` first; only the pixels of rows that differ are looked
/// at, four bytes at a time, and only pixels whose bytes differ are judged. Pixels that are
/// byte-identical can never count, so the result is the same as a full scan.
enum PixelScan {
    /// How a scan judges a pixel whose bytes differ.
    enum Rule: Sendable {
        /// Differs when one channel differs by more than the threshold.
        case channel(threshold: Int)
        /// Differs when the squared YIQ distance exceeds `maxDelta` (see `perceptual`).
        case yiq(maxDelta: Double, detectAntialiasing: Bool)

        /// How many rows above and below a band the scan reads: the anti-aliasing detector looks
        /// at the neighbours of a pixel's neighbours.
        var contextRows: Int {
            if case .yiq(_, true) = self { return 2 }
            return 0
        }
    }

    /// A built-in comparison's rule and limits, which is all it takes to compare two images
    /// band by band (``ImageDiff`` does so for files).
    struct Plan: Sendable {
        var rule: Rule
        var limits: DifferenceLimits
    }

    /// Scans two images of equal size; writes the verdict of every pixel whose bytes differ into
    /// `mask` when given.
    static func scan(_ expected: RGBAImage, _ actual: RGBAImage, rule: Rule,
                     mask: UnsafeMutableBufferPointer<PixelVerdict>? = nil) -> ScanTally {
        var tally = ScanTally()
        guard expected.width > 0, expected.height > 0 else { return tally }
        let verdicts = mask.flatMap { UnsafeMutableRawPointer($0.baseAddress)?.assumingMemoryBound(to: UInt8.self) }
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                scanRows(e.baseAddress, a.baseAddress, width: expected.width, height: expected.height, firstRow: 0,
                         rows: 0..<expected.height, rule: rule, verdicts: verdicts, into: &tally)
            }
        }
        return tally
    }

    /// Scans `rows` of two images `width`×`height` and adds what it finds to `tally`: the one
    /// call of the C kernels, for whole images and for bands of rows alike. `expected` and
    /// `actual` point at row `firstRow` of each image and hold the rows the rule reads (see
    /// ``Rule/contextRows``); `verdicts`, when given, at the verdict of row `firstRow`.
    static func scanRows(_ expected: UnsafePointer<UInt8>?, _ actual: UnsafePointer<UInt8>?, width: Int, height: Int,
                         firstRow: Int, rows: Range<Int>, rule: Rule, verdicts: UnsafeMutablePointer<UInt8>?,
                         into tally: inout ScanTally) {
        let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte, antialiased: PixelVerdict.antialiased.byte,
                                     differs: PixelVerdict.differs.byte)
        switch rule {
        case .channel(let threshold):
            pk_scan_threshold(expected, actual, width, firstRow, rows.lowerBound, rows.upperBound, threshold,
                              verdicts, codes, &tally.counts)
        case .yiq(let maxDelta, let detectAntialiasing):
            pk_scan_perceptual(expected, actual, width, height, firstRow, rows.lowerBound, rows.upperBound, maxDelta,
                               detectAntialiasing ? 1 : 0, verdicts, codes, &tally.counts)
        }
    }

    /// The comparison result for a scan's tally under the given limits.
    static func result(_ tally: ScanTally, total: Int, limits: DifferenceLimits) -> ImageComparisonResult {
        ImageComparisonResult(
            passed: limits.allows(differing: tally.differing, total: total),
            differingPixels: tally.differing,
            totalPixels: total,
            maxChannelDifference: tally.maxChannelDifference,
            boundingBox: tally.boundingBox,
            antialiasedPixels: tally.antialiased
        )
    }

    /// Compares two images under `rule` and `limits` (a failed result when the sizes differ).
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, rule: Rule,
                        limits: DifferenceLimits) -> ImageComparisonResult {
        if let mismatch = sizeCheck(expected, actual) { return mismatch }
        return result(scan(expected, actual, rule: rule), total: expected.width * expected.height, limits: limits)
    }

    /// The mismatch result when the sizes differ, else `nil`.
    static func sizeCheck(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageComparisonResult? {
        guard expected.width != actual.width || expected.height != actual.height else { return nil }
        return .sizeMismatch(
            expected: PixelSize(width: expected.width, height: expected.height),
            actual: PixelSize(width: actual.width, height: actual.height)
        )
    }

    /// Runs a scan and returns the verdict of every pixel, or `nil` when the sizes differ.
    static func mask(_ expected: RGBAImage, _ actual: RGBAImage, rule: Rule) -> DiffMask? {
        guard sizeCheck(expected, actual) == nil else { return nil }
        return scanWithMask(expected, actual, rule: rule).mask
    }

    /// One scan of two images of equal size: what it found and the verdict of every pixel, so a
    /// diff image is drawn from the scan that gave the result (``ImageDiff``).
    static func scanWithMask(_ expected: RGBAImage, _ actual: RGBAImage, rule: Rule) -> (tally: ScanTally, mask: DiffMask) {
        let count = expected.width * expected.height
        var tally = ScanTally()
        let verdicts = [PixelVerdict](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Megabytes written once, in full: huge pages where the system gives them.
            pk_prefer_huge_pages(UnsafeMutableRawPointer(buffer.baseAddress), count)
            buffer.initialize(repeating: .same)
            initialized = count
            tally = scan(expected, actual, rule: rule, mask: buffer)
        }
        return (tally, DiffMask(width: expected.width, height: expected.height, verdicts: verdicts))
    }
}

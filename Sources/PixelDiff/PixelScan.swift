import CPixelKernels
import Raster

/// Counts gathered by one scan over two images.
struct ScanTally: Sendable {
    var differing = 0
    var antialiased = 0
    var maxChannelDifference = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    init() {}

    /// The counts a C scan returned.
    init(_ tally: pk_scan_tally) {
        differing = tally.differing
        antialiased = tally.antialiased
        maxChannelDifference = tally.max_channel_difference
        minX = tally.min_x
        minY = tally.min_y
        maxX = tally.max_x
        maxY = tally.max_y
    }

    var boundingBox: PixelRect? {
        maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
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
    }

    /// Scans two images of equal size; writes the verdict of every pixel whose bytes differ into
    /// `mask` when given.
    static func scan(_ expected: RGBAImage, _ actual: RGBAImage, rule: Rule,
                     mask: UnsafeMutableBufferPointer<PixelVerdict>? = nil) -> ScanTally {
        guard expected.width > 0, expected.height > 0 else { return ScanTally() }
        let verdicts = mask.flatMap { UnsafeMutableRawPointer($0.baseAddress)?.assumingMemoryBound(to: UInt8.self) }
        let codes = pk_verdict_codes(tolerated: PixelVerdict.tolerated.byte, antialiased: PixelVerdict.antialiased.byte,
                                     differs: PixelVerdict.differs.byte)
        let tally = expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                switch rule {
                case .channel(let threshold):
                    pk_scan_threshold(e.baseAddress, a.baseAddress, expected.width, expected.height, threshold,
                                      verdicts, codes)
                case .yiq(let maxDelta, let detectAntialiasing):
                    pk_scan_perceptual(e.baseAddress, a.baseAddress, expected.width, expected.height, maxDelta,
                                       detectAntialiasing ? 1 : 0, verdicts, codes)
                }
            }
        }
        return ScanTally(tally)
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
        var verdicts = [PixelVerdict](repeating: .same, count: expected.width * expected.height)
        verdicts.withUnsafeMutableBufferPointer { buffer in _ = scan(expected, actual, rule: rule, mask: buffer) }
        return DiffMask(width: expected.width, height: expected.height, verdicts: verdicts)
    }
}

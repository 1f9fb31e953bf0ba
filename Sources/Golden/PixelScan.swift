#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPixelKernels
import Raster

/// Counts gathered by one scan over two images.
struct ScanTally: Sendable {
    var differing = 0
    var antialiased = 0
    var maxChannelDifference = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    var boundingBox: PixelRect? {
        maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    mutating func record(_ verdict: PixelVerdict, x: Int, y: Int) {
        switch verdict {
        case .differs:
            differing += 1
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        case .antialiased:
            antialiased += 1
        case .same, .tolerated:
            break
        }
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

/// The pixel loop shared by all built-in comparisons.
///
/// Whole rows are compared with `memcmp` first; only the pixels of rows that differ are looked
/// at, four bytes at a time, and only pixels whose bytes differ are handed to the judge. Pixels
/// that are byte-identical can never count, so the result is the same as a full scan.
enum PixelScan {
    /// Where the judged pixel is.
    struct Pixel {
        var x: Int
        var y: Int
        /// Byte offset of the pixel in both buffers.
        var offset: Int
        /// Size of both images.
        var width: Int
        var height: Int
        /// The largest difference of its four channels (at least 1).
        var maxChannelDifference: Int
    }

    /// Decides about one pixel whose bytes differ, given the two image buffers.
    typealias Judge = @Sendable (
        _ expected: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, _ pixel: Pixel
    ) -> PixelVerdict

    /// Scans two images of equal size; writes verdicts into `mask` when given.
    static func scan(
        _ expected: RGBAImage, _ actual: RGBAImage,
        mask: UnsafeMutableBufferPointer<PixelVerdict>? = nil,
        judge: Judge
    ) -> ScanTally {
        var tally = ScanTally()
        let width = expected.width
        let rowBytes = width * 4
        guard width > 0, expected.height > 0 else { return tally }
        expected.pixels.withUnsafeBufferPointer { eBuffer in
            actual.pixels.withUnsafeBufferPointer { aBuffer in
                guard let e = eBuffer.baseAddress, let a = aBuffer.baseAddress else { return }
                let eRaw = UnsafeRawPointer(e), aRaw = UnsafeRawPointer(a)
                for y in 0..<expected.height {
                    let rowStart = y * rowBytes
                    if memcmp(eRaw + rowStart, aRaw + rowStart, rowBytes) == 0 { continue }
                    for x in 0..<width {
                        let offset = rowStart + x * 4
                        let ep = eRaw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        let ap = aRaw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        if ep == ap { continue }
                        var channelMax = 0
                        for c in 0..<4 {
                            let d = abs(Int(e[offset + c]) - Int(a[offset + c]))
                            if d > channelMax { channelMax = d }
                        }
                        if channelMax > tally.maxChannelDifference { tally.maxChannelDifference = channelMax }
                        let pixel = Pixel(
                            x: x, y: y, offset: offset, width: width, height: expected.height,
                            maxChannelDifference: channelMax
                        )
                        let verdict = judge(e, a, pixel)
                        tally.record(verdict, x: x, y: y)
                        mask?[y * width + x] = verdict
                    }
                }
            }
        }
        return tally
    }

    /// The tally of a per-channel threshold comparison (`exact` is threshold 0): the same counts
    /// as `scan` with a judge of `maxChannelDifference > threshold`, in one C loop with no call
    /// per pixel, so large differences are counted at memory speed. With `mask`, every pixel
    /// whose bytes differ gets `.tolerated` or `.differs`.
    static func scan(_ expected: RGBAImage, _ actual: RGBAImage, threshold: Int,
                     mask: UnsafeMutableBufferPointer<PixelVerdict>? = nil) -> ScanTally {
        var tally = ScanTally()
        guard expected.width > 0, expected.height > 0 else { return tally }
        let found = expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                pk_scan_threshold(e.baseAddress, a.baseAddress, expected.width, expected.height, threshold,
                                  mask.map { UnsafeMutableRawPointer($0.baseAddress)?.assumingMemoryBound(to: UInt8.self) } ?? nil,
                                  PixelVerdict.tolerated.byte, PixelVerdict.differs.byte)
            }
        }
        tally.differing = found.differing
        tally.maxChannelDifference = found.max_channel_difference
        tally.minX = found.min_x
        tally.minY = found.min_y
        tally.maxX = found.max_x
        tally.maxY = found.max_y
        return tally
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

    /// The mismatch result when the sizes differ, else `nil`.
    static func sizeCheck(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageComparisonResult? {
        guard expected.width != actual.width || expected.height != actual.height else { return nil }
        return .sizeMismatch(
            expected: PixelSize(width: expected.width, height: expected.height),
            actual: PixelSize(width: actual.width, height: actual.height)
        )
    }

    /// Runs a scan and returns the verdict of every pixel, or `nil` when the sizes differ.
    static func mask(_ expected: RGBAImage, _ actual: RGBAImage, judge: Judge) -> DiffMask? {
        mask(expected, actual) { buffer in _ = scan(expected, actual, mask: buffer, judge: judge) }
    }

    /// The verdict of every pixel under a per-channel threshold, or `nil` when the sizes differ.
    static func mask(_ expected: RGBAImage, _ actual: RGBAImage, threshold: Int) -> DiffMask? {
        mask(expected, actual) { buffer in _ = scan(expected, actual, threshold: threshold, mask: buffer) }
    }

    private static func mask(_ expected: RGBAImage, _ actual: RGBAImage,
                             fill: (UnsafeMutableBufferPointer<PixelVerdict>) -> Void) -> DiffMask? {
        guard sizeCheck(expected, actual) == nil else { return nil }
        var verdicts = [PixelVerdict](repeating: .same, count: expected.width * expected.height)
        verdicts.withUnsafeMutableBufferPointer { fill($0) }
        return DiffMask(width: expected.width, height: expected.height, verdicts: verdicts)
    }
}

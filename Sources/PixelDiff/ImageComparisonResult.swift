import Foundation
import Raster
import Support

/// What one comparison of an expected (golden) image with an actual image found.
///
/// It reports counts, not only pass or fail, so that a failure can be explained in one line
/// (`summary`) and a tolerance can be tuned from real numbers.
public struct ImageComparisonResult: Sendable, Equatable {
    /// Whether the actual image is acceptable under the comparison's limits.
    public var passed: Bool
    /// Pixels that count as different (for the perceptual comparison: without anti-aliased ones).
    public var differingPixels: Int
    /// Pixels compared: `width * height` of the expected image (0 on a size mismatch).
    public var totalPixels: Int
    /// The largest difference of any channel (R, G, B or A) of any pixel, 0–255, whether or not
    /// that pixel counts as different. 0 means the images are byte for byte identical.
    public var maxChannelDifference: Int
    /// The smallest rectangle holding every differing pixel, or `nil` when none differs.
    public var boundingBox: PixelRect?
    /// Pixels over the colour threshold that the perceptual comparison took for anti-aliasing
    /// and did not count; always 0 for the other comparisons.
    public var antialiasedPixels: Int
    /// Set when the images have different sizes; the result then always fails.
    public var sizeMismatch: SizeMismatch?

    public init(
        passed: Bool,
        differingPixels: Int,
        totalPixels: Int,
        maxChannelDifference: Int,
        boundingBox: PixelRect?,
        antialiasedPixels: Int = 0,
        sizeMismatch: SizeMismatch? = nil
    ) {
        self.passed = passed
        self.differingPixels = differingPixels
        self.totalPixels = totalPixels
        self.maxChannelDifference = maxChannelDifference
        self.boundingBox = boundingBox
        self.antialiasedPixels = antialiasedPixels
        self.sizeMismatch = sizeMismatch
    }

    /// The failed result for two images of different sizes.
    public static func sizeMismatch(expected: PixelSize, actual: PixelSize) -> ImageComparisonResult {
        ImageComparisonResult(
            passed: false, differingPixels: 0, totalPixels: 0, maxChannelDifference: 0,
            boundingBox: nil, sizeMismatch: SizeMismatch(expected: expected, actual: actual)
        )
    }

    /// The share of differing pixels among all pixels, 0...1 (0 when there are no pixels).
    public var share: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// One line for logs and artifact files, e.g.
    /// `1234 pixels differ (0.037 %), max channel difference 255, in 12×40 at (100, 220)` or
    /// `size differs: expected 750×1334, actual 1242×2688`.
    public var summary: String {
        if let mismatch = sizeMismatch {
            return "size differs: expected \(mismatch.expected), actual \(mismatch.actual)"
        }
        var line: String
        if differingPixels == 0 {
            line = maxChannelDifference == 0
                ? "images are identical"
                : "no pixels differ beyond the tolerance, max channel difference \(maxChannelDifference)"
        } else {
            let noun = differingPixels == 1 ? "pixel differs" : "pixels differ"
            let percent = formatFixed(share * 100, decimals: 3)
            line = "\(differingPixels) \(noun) (\(percent) %), max channel difference \(maxChannelDifference)"
            if let box = boundingBox {
                line += ", in \(box.width)×\(box.height) at (\(box.x), \(box.y))"
            }
        }
        if antialiasedPixels > 0 {
            line += ", \(antialiasedPixels) anti-aliased ignored"
        }
        if passed && differingPixels > 0 {
            line += " (within limits)"
        }
        return line
    }
}

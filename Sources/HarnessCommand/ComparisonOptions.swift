import PixelDiff
import ArgumentParser
import Golden

/// How images are compared, shared by `verify` and `diff`. Exact by default.
struct ComparisonOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Count a pixel as different only when a channel differs by more than this (0–255).")
    var channelThreshold: Int?

    @Flag(help: "Compare perceptually (pixelmatch's YIQ distance and anti-aliasing detection).")
    var perceptual = false

    @Option(parsing: .unconditional, help: "Perceptual colour threshold, 0–1 (default: 0.1).")
    var perceptualThreshold: Double?

    @Flag(help: "In perceptual mode, count anti-aliased pixels as differences too.")
    var includeAntialiasing = false

    @Option(parsing: .unconditional, help: "Pass when at most this many pixels differ.")
    var maxPixels: Int?

    @Option(parsing: .unconditional, help: "Pass when at most this share of the pixels differ (0–1, e.g. 0.001).")
    var maxShare: Double?

    func validate() throws {
        if let channelThreshold, !(0...255).contains(channelThreshold) {
            throw ValidationError("--channel-threshold must be 0…255, found \(channelThreshold)")
        }
        if let perceptualThreshold, !(perceptualThreshold >= 0 && perceptualThreshold <= 1) {
            throw ValidationError("--perceptual-threshold must be 0…1, found \(perceptualThreshold)")
        }
        if perceptualThreshold != nil || includeAntialiasing, !perceptual {
            throw ValidationError("--perceptual-threshold and --include-antialiasing need --perceptual")
        }
        if perceptual, channelThreshold != nil {
            throw ValidationError("--channel-threshold and --perceptual cannot be combined")
        }
        if let maxPixels, maxPixels < 0 {
            throw ValidationError("--max-pixels must be 0 or more, found \(maxPixels)")
        }
        if let maxShare, !(maxShare >= 0 && maxShare <= 1) {
            throw ValidationError("--max-share must be 0…1, found \(maxShare)")
        }
    }

    /// The comparison strategy these options describe.
    var comparison: ImageComparison {
        if perceptual {
            return .perceptual(threshold: perceptualThreshold ?? 0.1, detectAntialiasing: !includeAntialiasing,
                               maxDifferingPixels: maxPixels, maxDifferingShare: maxShare)
        }
        if channelThreshold != nil || maxPixels != nil || maxShare != nil {
            return .tolerant(channelThreshold: channelThreshold ?? 0, maxDifferingPixels: maxPixels,
                             maxDifferingShare: maxShare)
        }
        return .exact
    }
}

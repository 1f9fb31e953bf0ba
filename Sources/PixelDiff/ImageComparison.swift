import Raster

/// A way of comparing an expected (golden) image with an actual one, as a value: a name and two
/// closures, so new strategies can be written without subclassing or protocols.
///
/// ```swift
/// let result = ImageComparison.exact.compare(golden, rendered)
/// if !result.passed { print(result.summary) }
/// ```
///
/// Built-in strategies: ``exact`` (the default), ``tolerant(channelThreshold:maxDifferingPixels:maxDifferingShare:)``
/// and ``perceptual(threshold:detectAntialiasing:maxDifferingPixels:maxDifferingShare:)``.
public struct ImageComparison: Sendable {
    /// A short description for logs, e.g. `exact` or `tolerant(channel ≤ 2, pixels ≤ 10)`.
    public var name: String
    /// Compares two images. Must not crash on images of different sizes: it returns a failed
    /// result with `sizeMismatch` set instead.
    public var compare: @Sendable (_ expected: RGBAImage, _ actual: RGBAImage) -> ImageComparisonResult {
        didSet { plan = nil }
    }
    /// The verdict for every pixel, for drawing a diff image; `nil` when the sizes differ.
    public var classify: @Sendable (_ expected: RGBAImage, _ actual: RGBAImage) -> DiffMask? {
        didSet { plan = nil }
    }
    /// The rule and limits of a built-in comparison, which let ``ImageDiff`` compare two files
    /// band by band with the same result as `compare`; `nil` for any other comparison, and once
    /// `compare` or `classify` is replaced.
    var plan: PixelScan.Plan?

    public init(
        name: String,
        compare: @escaping @Sendable (_ expected: RGBAImage, _ actual: RGBAImage) -> ImageComparisonResult,
        classify: @escaping @Sendable (_ expected: RGBAImage, _ actual: RGBAImage) -> DiffMask?
    ) {
        self.name = name
        self.compare = compare
        self.classify = classify
    }
}

extension ImageComparison {
    /// Any difference in any channel of any pixel fails. Identical rows are skipped with
    /// `memcmp`, so comparing two equal 1242×2688 images costs about as much as one `memcmp`.
    public static let exact: ImageComparison = {
        var comparison = tolerant(channelThreshold: 0, maxDifferingPixels: nil, maxDifferingShare: nil)
        comparison.name = "exact"
        return comparison
    }()

    /// A pixel differs when one of its channels (R, G, B or A) differs by more than
    /// `channelThreshold` (so a difference of exactly `channelThreshold` is tolerated).
    ///
    /// The comparison passes when the number of differing pixels is at most `maxDifferingPixels`
    /// and their share of all pixels (0...1) is at most `maxDifferingShare`. A `nil` limit is not
    /// applied; with both `nil`, no pixel may differ. A negative threshold counts as 0.
    public static func tolerant(
        channelThreshold: Int,
        maxDifferingPixels: Int? = nil,
        maxDifferingShare: Double? = nil
    ) -> ImageComparison {
        let threshold = max(0, channelThreshold)
        let limits = DifferenceLimits(maxPixels: maxDifferingPixels, maxShare: maxDifferingShare)
        return planned(name: "tolerant(" + describe(channel: threshold, limits: limits) + ")",
                       PixelScan.Plan(rule: .channel(threshold: threshold), limits: limits))
    }

    /// The comparison that scans with `plan`'s rule and judges under its limits.
    static func planned(name: String, _ plan: PixelScan.Plan) -> ImageComparison {
        var comparison = ImageComparison(
            name: name,
            compare: { expected, actual in PixelScan.compare(expected, actual, rule: plan.rule, limits: plan.limits) },
            classify: { expected, actual in PixelScan.mask(expected, actual, rule: plan.rule) }
        )
        comparison.plan = plan
        return comparison
    }

    /// `channel ≤ 2, pixels ≤ 10, share ≤ 0.001`.
    static func describe(channel: Int?, limits: DifferenceLimits) -> String {
        var parts: [String] = []
        if let channel { parts.append("channel ≤ \(channel)") }
        if let pixels = limits.maxPixels { parts.append("pixels ≤ \(pixels)") }
        if let share = limits.maxShare { parts.append("share ≤ \(share)") }
        return parts.joined(separator: ", ")
    }
}

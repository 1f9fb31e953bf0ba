import Raster

extension ImageComparison {
    /// A perceptual comparison that counts exactly the pixels pixelmatch
    /// (github.com/mapbox/pixelmatch, 5.x semantics) counts for the same images and options.
    ///
    /// - A pixel differs when the squared YIQ distance between its two colours exceeds
    ///   `35215 * threshold * threshold` (35215 is the largest possible distance). Colours with
    ///   alpha below 255 are blended onto white first. `threshold` is 0...1, smaller is stricter;
    ///   0.1 is pixelmatch's default. A negative threshold counts as 0.
    /// - With `detectAntialiasing` (pixelmatch's `includeAA: false`), a differing pixel that looks
    ///   like anti-aliasing in either image is not counted but reported in `antialiasedPixels`.
    /// - The distance and the anti-aliasing detector (V. Vysniauskas, "Anti-aliased Pixel and
    ///   Intensity Slope Detector", 2009, in the form pixelmatch uses) are `pk_scan_perceptual`
    ///   in CPixelKernels.
    /// - The comparison passes under `maxDifferingPixels` and `maxDifferingShare` as in
    ///   ``tolerant(channelThreshold:maxDifferingPixels:maxDifferingShare:)``.
    public static func perceptual(
        threshold: Double = 0.1,
        detectAntialiasing: Bool = true,
        maxDifferingPixels: Int? = nil,
        maxDifferingShare: Double? = nil
    ) -> ImageComparison {
        let t = max(0, threshold)
        let limits = DifferenceLimits(maxPixels: maxDifferingPixels, maxShare: maxDifferingShare)
        let rule = PixelScan.Rule.yiq(maxDelta: 35215 * t * t, detectAntialiasing: detectAntialiasing)
        var name = "perceptual(threshold \(t)"
        if !detectAntialiasing { name += ", anti-aliasing counted" }
        let limitText = describe(channel: nil, limits: limits)
        name += limitText.isEmpty ? ")" : ", " + limitText + ")"
        return planned(name: name, PixelScan.Plan(rule: rule, limits: limits))
    }
}

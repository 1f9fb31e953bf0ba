import PixelDiff

extension ImageComparison {
    /// The comparison that swift-snapshot-testing's `precision` and `perceptualPrecision` describe:
    ///
    /// | precision | perceptualPrecision | comparison |
    /// |---|---|---|
    /// | 1 | 1 | `.exact` |
    /// | p < 1 | 1 | `.tolerant(channelThreshold: 0, maxDifferingShare: 1 − p)` |
    /// | p | q < 1 | `.perceptual(threshold: 1 − q, detectAntialiasing: false, maxDifferingShare: 1 − p)` |
    ///
    /// Values are clamped to 0…1.
    static func matching(precision: Float, perceptualPrecision: Float) -> ImageComparison {
        let pixels = Double(min(max(precision, 0), 1))
        let perceptual = Double(min(max(perceptualPrecision, 0), 1))
        let share: Double? = pixels < 1 ? 1 - pixels : nil
        if perceptual < 1 {
            return .perceptual(threshold: 1 - perceptual, detectAntialiasing: false, maxDifferingShare: share)
        }
        return share.map { .tolerant(channelThreshold: 0, maxDifferingShare: $0) } ?? .exact
    }
}

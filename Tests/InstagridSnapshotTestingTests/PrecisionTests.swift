import PixelDiff
import Testing
@testable import InstagridSnapshotTesting

/// swift-snapshot-testing's precisions mapped onto the package's comparisons.
@Suite("precision and perceptualPrecision as ImageComparison")
struct PrecisionTests {
    @Test func fullPrecisionIsExact() {
        #expect(ImageComparison.matching(precision: 1, perceptualPrecision: 1).name == "exact")
        #expect(ImageComparison.matching(precision: 1.5, perceptualPrecision: 2).name == "exact")
    }

    @Test func precisionIsTheShareOfPixelsThatMustMatch() {
        #expect(ImageComparison.matching(precision: 0.75, perceptualPrecision: 1).name
                == "tolerant(channel ≤ 0, share ≤ 0.25)")
    }

    @Test func perceptualPrecisionIsOneMinusTheThreshold() {
        #expect(ImageComparison.matching(precision: 1, perceptualPrecision: 0.5).name
                == "perceptual(threshold 0.5, anti-aliasing counted)")
        #expect(ImageComparison.matching(precision: 0.5, perceptualPrecision: 0.75).name
                == "perceptual(threshold 0.25, anti-aliasing counted, share ≤ 0.5)")
    }
}

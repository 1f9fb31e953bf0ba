import ImageCodec
import Support
import Raster

/// Compares two image files the way a verify run compares a rendered image with its golden
/// (`instagrid-sim diff A.png B.png [--out DIFF.png]`).
///
/// ```swift
/// let outcome = try ImageDiff.compare("golden.png", "actual.png", comparison: .exact, out: "diff.png")
/// print(outcome.result.summary)   // 12 pixels differ (0.000 %), max channel difference 255, in 3×4 at (1, 2)
/// ```
public enum ImageDiff {
    /// What ``compare(_:_:comparison:out:)`` found and did.
    public struct Outcome: Sendable, Equatable {
        /// The comparison's result.
        public var result: ImageComparisonResult
        /// Why no diff image was written although `out` was given: the diff would be larger than
        /// ``DiffImage/maxPixels`` (``PixelDiffError/diffImageTooLarge(kind:width:height:limit:)``).
        /// `nil` when the diff was written or not asked for.
        public var diffNotDrawn: PixelDiffError?
    }

    /// Reads `expectedPath` and `actualPath` (PNG or JPEG, recognized by content), compares them
    /// with `comparison` and, when `out` is given, writes the diff image there (differences in
    /// red over a faded copy of the expected image, anti-aliased pixels in yellow; see
    /// ``DiffImage/make(expected:actual:comparison:)``).
    ///
    /// Images of different sizes give a failed result with `sizeMismatch` set, never a crash.
    /// Their diff covers the larger width by the larger height; when that is more than
    /// ``DiffImage/maxPixels`` pixels, no diff is drawn nor written (`out` is left as it was) and
    /// ``Outcome/diffNotDrawn`` says so. Both files are decoded at the same time.
    ///
    /// A built-in comparison of two PNG files of the same size compares them band by band as they
    /// are decoded, without holding either image whole (see `FileScan`), and with `out` draws the
    /// diff from each band; the result and the file are the same as from the two whole images.
    ///
    /// - Throws: ``PixelDiffError/unreadableImage(path:reason:)`` naming the first file that cannot
    ///   be read, or ``PixelDiffError/fileWriteFailed(path:reason:)`` for `out`.
    public static func compare(_ expectedPath: String, _ actualPath: String,
                               comparison: ImageComparison = .exact,
                               out: String? = nil) throws(PixelDiffError) -> Outcome {
        if out == nil, let plan = comparison.plan,
           let result = FileScan.compare(expectedPath, actualPath, plan: plan) {
            return Outcome(result: result)
        }
        if let out, let plan = comparison.plan, let streamed = FileScan.draw(expectedPath, actualPath, plan: plan) {
            // Band by band, as without `out`, the diff drawn from each band (the same file as below).
            do {
                try ImageFile.write(try streamed.drawn.png(width: streamed.width, height: streamed.height), to: out)
                return Outcome(result: streamed.drawn.result)
            } catch {
                throw .fileWriteFailed(path: out, reason: error.message)
            }
        }
        let images = try readBoth(expectedPath, actualPath)
        if let out, let plan = comparison.plan, PixelScan.sizeCheck(images.expected, images.actual) == nil {
            // A built-in comparison of equal sizes: one scan gives the result and the diff,
            // drawn into the rows of its PNG as palette indices (the pixels of DiffImage.make).
            // Each thread compresses the rows it drew (two pieces of one stream).
            do {
                let drawn = try DiffDrawing.compare(images.expected, images.actual, plan: plan)
                let png = try drawn.png(width: images.expected.width, height: images.expected.height)
                try ImageFile.write(png, to: out)
                return Outcome(result: drawn.result)
            } catch {
                throw .fileWriteFailed(path: out, reason: error.message)
            }
        }
        var outcome = Outcome(result: comparison.compare(images.expected, images.actual))
        if let out {
            let diff: RGBAImage
            do throws(PixelDiffError) {
                diff = try DiffImage.make(expected: images.expected, actual: images.actual, comparison: comparison)
            } catch {
                outcome.diffNotDrawn = error
                return outcome
            }
            try write(diff, to: out)
        }
        return outcome
    }

    /// Writes the diff image `diff` to `out`.
    static func write(_ diff: RGBAImage, to out: String) throws(PixelDiffError) {
        do {
            try ImageFile.writePNG(diff, to: out)
        } catch {
            throw .fileWriteFailed(path: out, reason: error.message)
        }
    }

    /// Decodes two image files, on two threads.
    static func readBoth(_ first: String, _ second: String) throws(PixelDiffError) -> (expected: RGBAImage, actual: RGBAImage) {
        let paths = [first, second]
        let images = try ParallelWork.map(0..<2, jobs: 2) { (index: Int) throws(PixelDiffError) -> RGBAImage in
            try read(paths[index])
        }
        return (images[0], images[1])
    }

    /// Decodes one image file.
    ///
    /// - Throws: ``PixelDiffError/unreadableImage(path:reason:)``.
    public static func read(_ path: String) throws(PixelDiffError) -> RGBAImage {
        do {
            return try ImageFile.read(path)
        } catch {
            // The reason without the path, which the error names itself.
            throw .unreadableImage(path: path, reason: ImageCodecError(error.kind, error.message).description)
        }
    }
}

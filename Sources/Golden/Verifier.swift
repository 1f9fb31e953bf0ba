import PixelDiff
import Foundation
import ImageCodec
import Raster
import Support

/// Runs golden checks: renders each image, compares it with its golden, records goldens and
/// writes artifacts as the record mode says. Checks run on `jobs` threads; results come back
/// in check order and every file written is the same for any number of jobs.
package struct Verifier: Sendable {
    package var goldens: String
    package var mode: RecordMode
    package var comparison: ImageComparison
    /// Where artifacts of failed checks go; nil writes none.
    package var artifacts: String?
    package var jobs: Int
    /// Whether a failed check's result keeps the golden and the rendered image (for the HTML
    /// report). Without a report nothing needs them: a run then holds no check's pixels after
    /// the check, however many checks fail.
    package var keepsFailedImages = true
    /// Called with each result as soon as its check is done (in any order, from any thread).
    package var progress: (@Sendable (CheckResult) -> Void)?
    /// Where decoded goldens' digests are kept between runs (see ``GoldenCache``); nil decodes
    /// every golden. Verdicts, messages and files written are the same either way.
    package var cache: GoldenCache?
    /// Whether goldens and golden folders that are symbolic links out of the goldens folder are
    /// followed (`--allow-outside-links`); by default they are neither read nor written.
    package var allowsOutsideLinks = false

    package init(goldens: String, mode: RecordMode, comparison: ImageComparison = .exact,
                artifacts: String?, jobs: Int) {
        self.goldens = goldens
        self.mode = mode
        self.comparison = comparison
        self.artifacts = artifacts
        self.jobs = max(1, jobs)
    }

    /// Runs `checks` and returns one result per check, in order.
    package func run(_ checks: [GoldenCheck]) -> [CheckResult] {
        ParallelWork.map(checks.indices, jobs: jobs) { (index: Int) throws(Never) -> CheckResult in
            let result = verify(checks[index])
            progress?(result)
            return result
        }
    }

    /// The bounds a golden is read with beside `actual`: at most twice its pixels (at least
    /// 4 megapixels), never more than the decoders' limit. A larger golden cannot match, and
    /// decoding it (with the diff of both) would let a small file that claims a huge size
    /// take hundreds of megabytes per check.
    static func goldenLimits(for actual: RGBAImage) -> ImageLimits {
        let floor = 1 << 22
        let (twice, overflow) = (actual.width * actual.height).multipliedReportingOverflow(by: 2)
        let pixels = overflow ? ImageLimits.default.maxPixels : min(ImageLimits.default.maxPixels, max(floor, twice))
        return ImageLimits(maxPixels: pixels)
    }

    /// Verifies one check.
    package func verify(_ check: GoldenCheck) -> CheckResult {
        if let problem = check.pathProblem {
            // Nothing is drawn, read or written for a name that could point outside the folders.
            var refused = CheckResult(check: check, outcome: .failed, comparison: nil,
                                      message: "not checked: the \(problem)", goldenPath: check.goldenPath(in: goldens))
            refused.errored = true
            return refused
        }
        let path = check.goldenPath(in: goldens)
        if !allowsOutsideLinks, Confinement.leaves(path, root: goldens) {
            // A link committed into the goldens folder could make a check read, and recording
            // write, any file the user can reach (docs/security.md).
            var refused = CheckResult(check: check, outcome: .failed, comparison: nil,
                                      message: "not checked: \(escapedForTerminal(path)) is a symbolic link out of "
                                        + "the goldens folder (or lies in a folder that is); it is neither read nor "
                                        + "written (pass --allow-outside-links to follow links out)", goldenPath: path)
            refused.errored = true
            return refused
        }
        let clock = ContinuousClock()
        let start = clock.now
        let actual = check.render()
        var result = CheckResult(check: check, outcome: .failed, comparison: nil, message: "", goldenPath: path)
        var expected: RGBAImage?
        if FileManager.default.fileExists(atPath: path) {
            do {
                expected = try readGolden(path, matching: actual)
            } catch {
                // An unreadable golden is a mismatch, never a crash: it is rewritten only in the
                // modes that rewrite differing goldens.
                result.message = "golden is not a readable PNG: \(error)"
            }
        }
        let exists = FileManager.default.fileExists(atPath: path)
        let compared = expected.map { comparison.compare($0, actual) }
        let outcome = GoldenOutcome.decide(mode: mode, goldenExists: exists, comparison: compared)
        result.outcome = outcome
        result.comparison = compared
        var goldenWriteError: GoldenError?
        if outcome.writesGolden {
            do {
                try Self.writePNG(actual, to: path, sync: true)
            } catch {
                goldenWriteError = error
            }
        }
        if let goldenWriteError {
            // Say what was found and why nothing was recorded; never "recorded" or "rewritten".
            let found = compared?.summary ?? (exists ? "image could not be compared" : "no golden at \(path)")
            result.message = (result.message.isEmpty || compared != nil ? found : result.message)
                + "; golden not written: \(goldenWriteError)"
            result.outcome = .failed
            result.errored = true
        } else if result.message.isEmpty || compared != nil {
            result.message = outcome.summary(comparison: compared, golden: path)
        } else if outcome.writesGolden {
            result.message += "; golden rewritten"
        }
        if let artifacts, !outcome.artifacts.isEmpty {
            do {
                result.artifacts = try writeArtifacts(outcome.artifacts, for: check, actual: actual,
                                                      expected: expected, message: &result.message, in: artifacts)
            } catch {
                result.outcome = .failed
                result.errored = true
                result.message += "; artifacts not written: \(error)"
            }
        }
        if !result.outcome.passes, result.outcome != .recorded, keepsFailedImages {
            // Kept for the HTML report. Passes keep no pixels, and neither does a recorded golden:
            // its file holds the rendered image, which the report reads back. Recording a whole
            // project's goldens thus keeps memory flat.
            result.expected = expected
            result.actual = actual
        }
        result.duration = (clock.now - start).seconds
        return result
    }

    /// The golden at `path`, decoded within ``goldenLimits(for:)``. With a cache whose entry for the file's bytes has the
    /// digest of `actual`, the file decodes to `actual`'s pixels, so `actual` itself is returned
    /// (sharing its storage: the comparison of an image with itself skips every row); otherwise
    /// the file is decoded and its digest stored.
    func readGolden(_ path: String, matching actual: RGBAImage) throws(ImageCodecError) -> RGBAImage {
        let limits = Self.goldenLimits(for: actual)
        guard let cache else { return try ImageFile.read(path, limits: limits) }
        let bytes = try ImageFile.bytes(path, limits: limits)
        guard let key = cache.key(bytes) else { return try ImageFile.decode(bytes, name: path, limits: limits) }
        if let stored = cache.digest(for: key), stored.width == actual.width, stored.height == actual.height,
           stored == PixelDigest(actual) {
            return actual
        }
        let golden = try ImageFile.decode(bytes, name: path, limits: limits)
        cache.store(PixelDigest(golden), for: key)
        return golden
    }

    /// Writes the artifacts `kinds` of a failed check. A diff or side-by-side image too large to
    /// draw (see ``DiffImage/maxPixels``) is left out, and `message` (written last, as the
    /// summary) says so.
    private func writeArtifacts(_ kinds: [ArtifactKind], for check: GoldenCheck, actual: RGBAImage,
                                expected: RGBAImage?, message: inout String, in folder: String) throws -> [String] {
        var written: [String] = []
        for kind in kinds {
            let path = "\(folder)/\(kind.fileName(for: check.id))"
            switch kind {
            case .actual:
                try Self.writePNG(actual, to: path)
            case .diff, .sideBySide:
                guard let expected else { continue }
                let image: RGBAImage
                do throws(PixelDiffError) {
                    image = kind == .diff
                        ? try DiffImage.make(expected: expected, actual: actual, comparison: comparison)
                        : try DiffImage.sideBySide(expected: expected, actual: actual, comparison: comparison)
                } catch {
                    message += "; \(error)"
                    continue
                }
                try Self.writePNG(image, to: path)
            case .summary:
                do {
                    try AtomicFile.write(message + "\n", to: path)
                } catch {
                    throw GoldenError(error)
                }
            }
            written.append(path)
        }
        return written
    }

    /// Encodes `image` and replaces `path` atomically, creating its folder. With `sync` (goldens;
    /// not artifacts), the file and its folder are on disk before this returns.
    static func writePNG(_ image: RGBAImage, to path: String, sync: Bool = false) throws(GoldenError) {
        do {
            try ImageFile.writePNG(image, to: path, sync: sync)
        } catch {
            throw .fileWriteFailed(path: path, reason: error.message)
        }
    }

}

/// The result of one golden check.
package struct CheckResult: Sendable {
    package var check: GoldenCheck
    package var outcome: GoldenOutcome
    package var comparison: ImageComparisonResult?
    /// The one-line summary.
    package var message: String
    package var goldenPath: String
    package var artifacts: [String] = []
    package var duration: Double = 0
    /// Whether a file the check had to write (the golden, an artifact) could not be written.
    package var errored = false
    /// For failed checks: the golden as read before the check (nil when missing or unreadable).
    package var expected: RGBAImage?
    /// For failed checks: the rendered image.
    package var actual: RGBAImage?

    /// The record for JUnit and HTML reports.
    package var record: CheckRecord {
        CheckRecord(scenario: check.scenario, variant: check.variant, snapshot: check.name, duration: duration,
                    status: CheckRecord.status(for: outcome, errored: errored), message: outcome.passes ? nil : message,
                    artifacts: artifacts)
    }
}

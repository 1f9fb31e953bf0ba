import PixelDiff
/// What happens to one golden check, decided from the record mode, whether the golden exists and
/// how the comparison went. Pure: it writes nothing itself.
package enum GoldenOutcome: String, CaseIterable, Sendable, Equatable {
    /// The golden exists and the image matches it; nothing is written.
    case passed
    /// The golden exists, the image matches it, and the golden was rewritten (`all`).
    case refreshed
    /// The image differs from its golden; the golden is kept (`never`, `missing`).
    case failed
    /// The image differs from its golden, and the golden was replaced (`failed`, `all`).
    case rewritten
    /// There is no golden and none is written (`never`).
    case missing
    /// There was no golden; the image was written as the new golden (`missing`, `failed`, `all`).
    case recorded

    /// Decides the outcome of one check.
    ///
    /// - Parameters:
    ///   - mode: the record mode in effect.
    ///   - goldenExists: whether the golden file was there before the check.
    ///   - comparison: the comparison of golden and image; ignored (may be `nil`) when the golden
    ///     does not exist. A `nil` comparison for an existing golden counts as a mismatch.
    ///
    /// A check passes only when a golden existed and matched: recording a golden never makes a
    /// check pass, so a run that changed any golden always exits with status 1 and a forgotten
    /// record mode cannot hide a regression. Under `all`, goldens that matched are rewritten too
    /// (to pick up encoder changes) and those checks pass.
    package static func decide(mode: RecordMode, goldenExists: Bool, comparison: ImageComparisonResult?) -> GoldenOutcome {
        guard goldenExists else {
            return mode == .never ? .missing : .recorded
        }
        let matched = comparison?.passed ?? false
        switch (mode, matched) {
        case (.all, true): return .refreshed
        case (_, true): return .passed
        case (.never, false), (.missing, false): return .failed
        case (.failed, false), (.all, false): return .rewritten
        }
    }

    /// Whether the check passes (counts towards exit status 0).
    package var passes: Bool { self == .passed || self == .refreshed }

    /// Whether the actual image is written to the golden's path (atomically).
    package var writesGolden: Bool {
        switch self {
        case .refreshed, .rewritten, .recorded: true
        case .passed, .failed, .missing: false
        }
    }

    /// The one-line message for logs, `<name>.txt` and reports, e.g.
    /// `3 pixels differ (0.001 %), max channel difference 40, in 3×1 at (5, 7); golden rewritten`
    /// or `no golden at Goldens/intro/iphone-se-portrait/final.png; recorded it`.
    package func summary(comparison: ImageComparisonResult?, golden: String) -> String {
        let compared = comparison?.summary ?? "image could not be compared"
        switch self {
        case .passed, .failed: return compared
        case .refreshed, .rewritten: return compared + "; golden rewritten"
        case .missing: return "no golden at \(golden); none written (record mode never)"
        case .recorded: return "no golden at \(golden); recorded it"
        }
    }

    /// The artifacts written for this outcome (into the artifacts folder, when one is given):
    /// nothing for a pass; the actual image, a diff, a side-by-side image and the summary line
    /// for a mismatch; the actual image and the summary line for a missing golden.
    package var artifacts: [ArtifactKind] {
        switch self {
        case .passed, .refreshed: []
        case .failed, .rewritten: [.actual, .diff, .sideBySide, .summary]
        case .missing, .recorded: [.actual, .summary]
        }
    }
}

/// One kind of file written next to a failed check in the artifacts folder.
package enum ArtifactKind: String, CaseIterable, Sendable, Equatable {
    /// The image that was rendered: `<name>.actual.png`.
    case actual
    /// The diff image (differences in red over the faded golden): `<name>.diff.png`.
    case diff
    /// Golden, actual and diff next to each other: `<name>.side-by-side.png`.
    case sideBySide
    /// The one-line comparison summary and a newline: `<name>.txt`.
    case summary

    /// The file name for a check named `name` (the golden's path relative to the goldens
    /// folder without `.png`, e.g. `onboarding/iphone-se-portrait/final`).
    package func fileName(for name: String) -> String {
        switch self {
        case .actual: name + ".actual.png"
        case .diff: name + ".diff.png"
        case .sideBySide: name + ".side-by-side.png"
        case .summary: name + ".txt"
        }
    }
}

import Golden
import Scenarios

/// The messages of the issues recorded for golden checks, shared by every assertion that checks
/// goldens (``assertGoldens(_:apps:devices:goldens:artifacts:record:comparison:fileID:filePath:line:column:)``
/// and an app's own, such as Instagrid's `expectScreen`).
package enum GoldenIssue {
    /// The issue for one check that did not pass: its verify line (id, outcome, summary), the
    /// golden, the artifacts written, and what to do next.
    package static func message(for result: CheckResult) -> String {
        var lines = [VerifyReport.line(result), "golden: \(result.goldenPath)"]
        if !result.artifacts.isEmpty {
            lines.append("artifacts:")
            lines += result.artifacts.map { "  \($0)" }
        }
        switch result.outcome {
        case .failed, .missing:
            lines.append("To accept the new image, run again with record: .failed or \(RecordMode.environmentVariable)=failed.")
        case .recorded, .rewritten:
            if !result.errored { lines.append("Look at the new golden, then run the test again to check against it.") }
        case .passed, .refreshed:
            break
        }
        return lines.joined(separator: "\n")
    }

    /// The issue for one scenario run whose `expect` steps failed or whose steps could not apply:
    /// one `path:line:column: error: …` line per failure.
    package static func message<App>(for run: ScenarioRun<App>) -> String {
        message(for: run.summary)
    }

    /// The issue for one run of any app whose `expect` steps failed or whose steps could not apply.
    package static func message(for run: RunSummary) -> String {
        (["✘ \(run.title): expectations failed"] + run.failures.map(\.description)).joined(separator: "\n")
    }
}

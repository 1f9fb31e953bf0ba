import PixelDiff
import Support
import Foundation
import Harness

/// Golden checks from a Swift Testing or XCTest target: the same run as `instagrid-sim verify`,
/// as one call that returns a failure message or `nil`.
///
/// ```swift
/// import InstagridTesting   // the Golden module
/// import Testing
///
/// @Test func layouts() {
///     #expect(GoldenAssertion.verify(scenario: "Scenarios/layouts.yaml", apps: apps, goldens: "Goldens",
///                                    artifacts: ".build/instagrid-artifacts") == nil)
/// }
/// ```
///
/// or `XCTAssertNil(GoldenAssertion.verify(…))`. Relative paths are relative to the current
/// folder, which is the package root under `swift test`.
package enum GoldenAssertion {
    /// Replays `path` (a scenario file, or a folder of them) on each of its devices and compares
    /// every snapshot, final state and shared image with its golden under `goldens`.
    ///
    /// - Parameters:
    ///   - record: the record mode; `nil` resolves it from `environment` as the command line
    ///     does (`INSTAGRID_RECORD`, else `never` when `CI` is set, else `missing`).
    ///   - artifacts: where the actual image, diff, side-by-side image and summary of each failed
    ///     check are written.
    /// - Returns: `nil` when every check passed and every `expect` step held; otherwise a message
    ///   listing each failed check with its summary and the paths of its artifacts (or the error
    ///   that stopped the run, such as a malformed scenario).
    package static func verify(scenario path: String, apps: [HarnessApp], goldens: String, artifacts: String,
                              record: RecordMode? = nil, comparison: ImageComparison = .exact, jobs: Int = 1,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let run = VerifyRun(apps: apps, paths: [path], goldens: goldens, record: record, environment: environment,
                            comparison: comparison, artifacts: artifacts, jobs: jobs)
        let report: VerifyReport
        do {
            report = try run.execute()
        } catch {
            return "golden check of \(path) could not run: \(error)"
        }
        return report.succeeded ? nil : failureMessage(report, scenario: path)
    }

    /// The message for a run that did not succeed: a headline, each failed check with its
    /// artifacts, each failed run with its failures, and how to accept new images.
    package static func failureMessage(_ report: VerifyReport, scenario path: String) -> String {
        var lines: [String] = []
        var headline = "golden check of \(path) failed: \(report.failed) of \(counted(report.results.count, "check")) failed"
        if !report.failedRuns.isEmpty { headline += ", \(counted(report.failedRuns.count, "run")) failed their expectations" }
        lines.append(headline + " (record mode \(report.mode.rawValue))")
        for result in report.results where !result.outcome.passes {
            lines.append(VerifyReport.line(result))
            lines += result.artifacts.map { "    \($0)" }
        }
        for run in report.failedRuns {
            lines.append("✘ \(run.title): expectations failed")
            lines += run.failures.map { "    \($0.description)" }
        }
        if report.results.contains(where: { $0.outcome == .failed || $0.outcome == .missing }) {
            lines.append("To accept the new images, run again with record: .failed or \(RecordMode.environmentVariable)=failed.")
        }
        return lines.joined(separator: "\n")
    }
}

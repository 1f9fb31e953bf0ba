import PixelDiff
import Foundation
import ImageCodec
import Scenarios
import Support

/// What a verify run found: per-check lines, failed runs, orphaned goldens, a summary.
package struct VerifyReport: Sendable {
    package var results: [CheckResult]
    /// Runs whose expectations failed (they fail the verify too).
    package var failedRuns: [RunSummary]
    /// Goldens of the verified scenarios that no check produces any more.
    package var orphans: [String]
    /// Wall time of the whole run, seconds.
    package var seconds: Double
    /// The record mode the run used.
    package var mode: RecordMode = .never
    /// Scenarios loaded.
    package var scenarioCount = 0
    /// Scenario runs (a scenario on one device).
    package var runCount = 0
    /// The shard that ran, when the run was split.
    package var shard: VerifyShard?
    /// The artifacts folder, when artifacts were written.
    package var artifacts: String?
    /// The id of every check of the whole run (all shards), in plan order; see ``sidecar``.
    package var plan: [String] = []
    /// Reports (JUnit, HTML) that could not be written. The checks ran all the same: print
    /// ``lines`` first, then these.
    package var reportErrors: [GoldenError] = []

    package init(results: [CheckResult], failedRuns: [RunSummary], orphans: [String], seconds: Double) {
        self.results = results
        self.failedRuns = failedRuns
        self.orphans = orphans
        self.seconds = seconds
    }

    package var passed: Int { results.filter(\.outcome.passes).count }
    package var failed: Int { results.count - passed }
    package var recorded: Int { results.filter { $0.outcome.writesGolden }.count }

    /// Whether everything passed and every report was written: exit status 0.
    package var succeeded: Bool { failed == 0 && failedRuns.isEmpty && reportErrors.isEmpty }

    /// Whether a file could not be written: a golden or artifact (the check then errored) or a
    /// report. The command line exits with status 2 then, as for any write failure.
    package var hasWriteErrors: Bool { !reportErrors.isEmpty || results.contains(where: \.errored) }

    /// `verify: 3 scenarios, 7 runs, record mode missing, shard 1/2`.
    package var header: String {
        "verify: \(counted(scenarioCount, "scenario")), \(counted(runCount, "run")), record mode \(mode.rawValue)"
            + (shard.map { ", shard \($0)" } ?? "")
    }

    /// Everything the command line prints: the header, one line per check, the failed runs with
    /// their failures, orphaned goldens, the artifacts folder (when a check failed) and the summary.
    package var lines: [String] {
        var lines = [header]
        lines += results.map(Self.line)
        for run in failedRuns {
            lines.append("✘ \(run.title): expectations failed")
            lines += run.failures.map(\.description)
        }
        lines += orphans.map(Self.orphanLine)
        if failed > 0, let artifacts { lines.append("artifacts: \(artifacts)") }
        lines.append(summary)
        return lines
    }

    /// `✔ launch/iphone-8-portrait/final` or `✘ … — summary`.
    package static func line(_ result: CheckResult) -> String {
        line(id: result.check.id, outcome: result.outcome, message: result.message)
    }

    /// The line of the check `id` (`<scenario>/<variant>/<snapshot>`) with this outcome and summary.
    static func line(id: String, outcome: GoldenOutcome, message: String) -> String {
        let mark = outcome.passes ? "✔" : "✘"
        let status = outcome == .passed ? "" : " [\(outcome.rawValue)]"
        let detail = outcome == .passed ? "" : " — \(escapedForTerminal(message))"
        return "\(mark) \(escapedForTerminal(id))\(status)\(detail)"
    }

    /// `120 checks: 118 passed, 2 failed, 0 recorded, time 1.23 s`.
    package var summary: String {
        Self.summary(checks: results.count, passed: passed, recorded: recorded, seconds: seconds,
                     failedRuns: failedRuns.count, orphans: orphans.count)
    }

    /// `120 checks: 118 passed, 2 failed, 0 recorded, time 1.23 s; 2 scenario runs failed their
    /// expectations; 1 orphaned golden` (the time only when `seconds` is given).
    static func summary(checks: Int, passed: Int, recorded: Int, seconds: Double?, failedRuns: Int, orphans: Int) -> String {
        var text = "\(counted(checks, "check")): \(passed) passed, \(checks - passed) failed, \(recorded) recorded"
        if let seconds { text += ", time \(formatFixed(seconds, decimals: 2)) s" }
        if failedRuns > 0 { text += "; \(counted(failedRuns, "scenario run")) failed their expectations" }
        if orphans > 0 { text += "; \(counted(orphans, "orphaned golden"))" }
        return text
    }

    /// `orphaned: <path> (no scenario produces it)`.
    static func orphanLine(_ path: String) -> String {
        "orphaned: \(escapedForTerminal(path)) (no scenario produces it)"
    }

    /// PNG files under `goldens/<scenario>/` for each of `scenarios` that are not in `produced`
    /// (golden paths), sorted. Hidden files count (`.final.png` is an orphan too); temporary
    /// files this process is writing right now (see ``TemporaryFiles``) do not.
    package static func orphans(goldens: String, scenarios: [String], produced: Set<String>) -> [String] {
        var found: [String] = []
        let files = FileManager.default
        for scenario in Set(scenarios).sorted() {
            let folder = "\(goldens)/\(scenario)"
            guard let enumerator = files.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".png") else { continue }
                let path = "\(folder)/\(relative)"
                if !produced.contains(path), !TemporaryFiles.shared.isLive(path) { found.append(path) }
            }
        }
        return found.sorted()
    }

    /// Writes the JUnit XML report.
    package func writeJUnit(to path: String) throws(GoldenError) {
        try sidecar.writeJUnit(to: path)
    }

    /// Writes the HTML report (failures with expected, actual and diff; passes as thumbnails)
    /// and its `report.json` (``ReportSidecar``).
    @discardableResult
    package func writeHTML(to directory: String, comparison: ImageComparison) throws(GoldenError) -> String {
        let entries: [ReportEntry] = results.map { result in
            if result.outcome.passes || result.outcome == .recorded {
                // A recorded golden is the rendered image; a pass's golden equals it.
                let golden = try? RegularFile.read(result.goldenPath, maxBytes: ImageLimits.defaultMaxFileBytes)
                return ReportEntry(check: result.record, expected: result.outcome.passes ? golden : nil, actual: golden)
            }
            let expected = result.expected.flatMap { try? PNGCodec.encode($0) }
            let actual = result.actual.flatMap { try? PNGCodec.encode($0) }
            var diff: [UInt8]?
            if let e = result.expected, let a = result.actual, e.width == a.width, e.height == a.height,
               let image = try? DiffImage.make(expected: e, actual: a, comparison: comparison) {
                diff = try? PNGCodec.encode(image)
            }
            return ReportEntry(check: result.record, expected: expected, actual: actual, diff: diff)
        }
        return try sidecar.writeHTML(entries, to: directory)
    }
}

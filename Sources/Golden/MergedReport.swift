import Foundation
import Support

/// The reports of the shards of one verify run (`verify --shard I/N --report DIR` for I = 1…N),
/// put back together as the reports of the whole run: what `instagrid-sim merge-reports` writes.
///
/// ```swift
/// let merged = try MergedReport.read(["shard-1/report", "shard-2/report", "shard-3/report"])
/// try merged.writeJUnit(to: "merged/junit.xml")
/// try merged.writeHTML(to: "merged/report")
/// ```
///
/// Each folder's `report.json` (``ReportSidecar``) is read and the folders are checked to be the
/// shards `1/N` … `N/N` of one plan, each once, in one record mode. The checks are put in plan
/// order, the images are read from their shard's folder, and the reports are written by the
/// writers `verify` uses, so the JUnit XML, `index.html`, its images and `report.json` are
/// those a single run without `--shard` writes, durations aside. The failed runs and orphaned
/// goldens are shard 1's, which reports them for the whole run.
package struct MergedReport: Sendable {
    /// The whole run, as shard `1/1`.
    package var sidecar: ReportSidecar
    /// One per check of ``sidecar``, with its images.
    package var entries: [ReportEntry]
    /// The folders read, in shard order.
    package var folders: [String]

    /// Reads the report folders of the shards of one run, in any order.
    ///
    /// - Throws: ``GoldenError/reportSidecarMissing(folder:)`` or
    ///   ``GoldenError/reportSidecarInvalid(path:reason:)`` for a folder that is not a verify
    ///   report (or whose images cannot be read), ``GoldenError/unmergeableReports(reason:)``
    ///   when the folders are not the shards of one run, each once.
    package static func read(_ folders: [String]) throws(GoldenError) -> MergedReport {
        var shards: [Shard] = []
        for folder in folders {
            shards.append(Shard(folder: folder, sidecar: try ReportSidecar.read(folder: folder)))
        }
        try checkShards(shards)
        shards.sort { $0.sidecar.shard.index < $1.sidecar.shard.index }
        let checks = shards.flatMap { shard in shard.sidecar.checks.map { (shard, $0) } }
            .sorted { $0.1.index < $1.1.index }
        var entries: [ReportEntry] = []
        for (shard, check) in checks {
            entries.append(try entry(for: check, in: shard.folder))
        }
        let first = shards[0].sidecar
        let merged = ReportSidecar(shard: .whole, mode: first.mode, plan: first.plan,
                                   checks: checks.map { ReportSidecar.Check(index: $1.index, outcome: $1.outcome, record: $1.record) },
                                   failedRuns: first.failedRuns, orphans: first.orphans)
        return MergedReport(sidecar: merged, entries: entries, folders: shards.map(\.folder))
    }

    /// Writes the JUnit XML report of the whole run.
    package func writeJUnit(to path: String) throws(GoldenError) {
        try sidecar.writeJUnit(to: path)
    }

    /// Writes the HTML report of the whole run and its `report.json` into `directory`; returns
    /// the path of `index.html`.
    @discardableResult
    package func writeHTML(to directory: String) throws(GoldenError) -> String {
        try sidecar.writeHTML(entries, to: directory)
    }

    /// Whether every check passed and no run failed its expectations (exit status 0), as for
    /// ``VerifyReport/succeeded``.
    package var succeeded: Bool {
        sidecar.checks.allSatisfy(\.outcome.passes) && sidecar.failedRuns.isEmpty
    }

    /// What the command line prints: a header, a line per failed check and per failed run, the
    /// orphaned goldens, and the summary (as `verify` prints them, without a time).
    package var lines: [String] {
        let checks = sidecar.checks
        var lines = ["merge-reports: \(counted(folders.count, "shard")), \(counted(checks.count, "check")), record mode \(sidecar.mode.rawValue)"]
        for check in checks where !check.outcome.passes {
            lines.append(VerifyReport.line(id: check.id, outcome: check.outcome, message: check.record.message ?? ""))
        }
        lines += sidecar.failedRuns.map { "✘ \($0.scenario)/\($0.variant): expectations failed" }
        lines += sidecar.orphans.map(VerifyReport.orphanLine)
        lines.append(VerifyReport.summary(checks: checks.count, passed: checks.count { $0.outcome.passes },
                                          recorded: checks.count { $0.outcome.writesGolden }, seconds: nil,
                                          failedRuns: sidecar.failedRuns.count, orphans: sidecar.orphans.count))
        return lines
    }

    /// A report folder and what its `report.json` says.
    struct Shard {
        var folder: String
        var sidecar: ReportSidecar
    }

    /// The report entry of `check` with the images its shard's folder holds: a passed check's
    /// thumbnail stands for its image, as ``HTMLReport`` draws it.
    static func entry(for check: ReportSidecar.Check, in folder: String) throws(GoldenError) -> ReportEntry {
        var bytes: [ReportImages.Kind: [UInt8]] = [:]
        for (kind, name) in check.images.written {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                throw .reportSidecarInvalid(path: folder + "/" + ReportSidecar.fileName,
                                            reason: "the \(kind.rawValue) image of \(check.id), \(name), cannot be read")
            }
            bytes[kind] = [UInt8](data)
        }
        return ReportEntry(check: check.record, expected: bytes[.expected], actual: bytes[.actual] ?? bytes[.thumb],
                           diff: bytes[.diff])
    }
}

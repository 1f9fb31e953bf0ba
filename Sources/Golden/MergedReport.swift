import Foundation
import ImageCodec
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
/// order, the images are read from their shard's folder as untrusted files (see
/// ``writeHTML(to:)``), and the reports are written by the writers `verify` uses, so the JUnit XML, `index.html`, its images and `report.json` are
/// those a single run without `--shard` writes, durations aside. The failed runs and orphaned
/// goldens are shard 1's, which reports them for the whole run.
package struct MergedReport: Sendable {
    /// The whole run, as shard `1/1`.
    package var sidecar: ReportSidecar
    /// One per check of ``sidecar``: the check as its shard recorded it (with the names of its
    /// images) and the shard's folder. The images are read only when the HTML report is
    /// written, one at a time (``writeHTML(to:)``).
    package var sources: [(check: ReportSidecar.Check, folder: String)]
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
        let first = shards[0].sidecar
        let merged = ReportSidecar(shard: .whole, mode: first.mode, plan: first.plan,
                                   checks: checks.map { ReportSidecar.Check(index: $1.index, outcome: $1.outcome, record: $1.record) },
                                   failedRuns: first.failedRuns, orphans: first.orphans)
        return MergedReport(sidecar: merged, sources: checks.map { ($1, $0.folder) }, folders: shards.map(\.folder))
    }

    /// Writes the JUnit XML report of the whole run.
    package func writeJUnit(to path: String) throws(GoldenError) {
        try sidecar.writeJUnit(to: path)
    }

    /// Writes the HTML report of the whole run and its `report.json` into `directory`; returns
    /// the path of `index.html`.
    ///
    /// Each image is read from its shard's folder once, as an untrusted file (``readImage(_:of:kind:in:)``),
    /// written to `directory` and dropped before the next is read, so memory holds one image
    /// at a time whatever the number of checks. A refused image stops the merge before
    /// `index.html` and `report.json` are written (the images already copied stay).
    ///
    /// - Throws: ``GoldenError/reportSidecarInvalid(path:reason:)`` for an image that is not a
    ///   regular PNG file inside its shard's folder within ``maxImageBytes``, or a write error.
    @discardableResult
    package func writeHTML(to directory: String) throws(GoldenError) -> String {
        // The page needs only which images each check has; the bytes are copied below.
        let entries = sources.map { check, _ in
            let names = Self.sourceNames(of: check)
            return ReportEntry(check: check.record, expected: names[.expected].map { _ in [] },
                               actual: names[.actual].map { _ in [] }, diff: names[.diff].map { _ in [] })
        }
        let page = HTMLReport.page(entries)
        do {
            for (position, (check, folder)) in sources.enumerated() {
                let names = Self.sourceNames(of: check)
                for (kind, target) in page.images[position].written {
                    // A thumbnail shows the actual image, or the expected one when there is none.
                    let source = kind == .thumb ? (names[.actual] ?? names[.expected]) : names[kind]
                    guard let source else { continue }
                    let bytes = try Self.readImage(source.name, of: check, kind: source.kind, in: folder)
                    try AtomicFile.write(bytes, to: directory + "/" + target, sync: true)
                }
            }
            try AtomicFile.write(page.html, to: directory + "/index.html", sync: true)
            var written = sidecar
            for position in written.checks.indices { written.checks[position].images = page.images[position] }
            try AtomicFile.write(written.json, to: directory + "/" + ReportSidecar.fileName, sync: true)
        } catch let error as GoldenError {
            throw error
        } catch let error as FileWriteError {
            throw GoldenError(error)
        } catch {
            throw .reportSidecarInvalid(path: directory, reason: "\(error)")
        }
        return directory + "/index.html"
    }

    /// The largest image file read from a shard's folder (64 MiB; a screen-sized PNG is well
    /// under 1 MiB, a contact sheet of 300 frames some MiB): checked from the file's size
    /// before it is read (docs/limits.md).
    package static let maxImageBytes = 64 << 20

    /// The images of `check` by what they show in the merged page: the shard's `actual` image,
    /// or its thumbnail, is the actual image (as ``HTMLReport`` draws a passed check).
    static func sourceNames(of check: ReportSidecar.Check) -> [ReportImages.Kind: (kind: ReportImages.Kind, name: String)] {
        var names: [ReportImages.Kind: (kind: ReportImages.Kind, name: String)] = [:]
        for (kind, name) in check.images.written where kind != .thumb { names[kind] = (kind, name) }
        if names[.actual] == nil, let thumb = check.images[.thumb] { names[.actual] = (.thumb, thumb) }
        return names
    }

    /// The bytes of one image a shard's `report.json` names, read as an untrusted file: a
    /// regular file (no FIFO, device or folder) that resolves inside `folder` (no symbolic
    /// link out of it), at most ``maxImageBytes``, that decodes as a PNG within the default
    /// image limits. Messages never quote the file.
    static func readImage(_ name: String, of check: ReportSidecar.Check, kind: ReportImages.Kind,
                          in folder: String) throws(GoldenError) -> [UInt8] {
        let what = "the \(kind.rawValue) image of \(echo(check.id)), \(echo(name, limit: echoPathLimit)),"
        func invalid(_ reason: String) -> GoldenError {
            .reportSidecarInvalid(path: folder + "/" + ReportSidecar.fileName, reason: "\(what) \(reason)")
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(folder + "/" + name, maxBytes: maxImageBytes, inside: folder,
                                         rootName: "the report folder")
        } catch {
            throw invalid("cannot be read: \(error.reason)")
        }
        do {
            _ = try PNGCodec.decode(bytes, limits: ImageLimits(maxFileBytes: maxImageBytes))
        } catch {
            throw invalid("is not a PNG image (\(echo("\(error)")))")
        }
        return bytes
    }

    /// Whether every check passed and no run failed its expectations (exit status 0), as for
    /// ``VerifyReport/succeeded``.
    package var succeeded: Bool {
        sidecar.checks.allSatisfy(\.outcome.passes) && sidecar.failedRuns.isEmpty
    }

    /// What the command line prints: a header, a line per failed check and per failed run, the
    /// orphaned goldens, and the summary (as `verify` prints them, without a time). Every string
    /// from a `report.json` goes through ``escapedForTerminal(_:)``.
    package var lines: [String] {
        let checks = sidecar.checks
        var lines = ["merge-reports: \(counted(folders.count, "shard")), \(counted(checks.count, "check")), record mode \(sidecar.mode.rawValue)"]
        for check in checks where !check.outcome.passes {
            lines.append(VerifyReport.line(id: check.id, outcome: check.outcome, message: check.record.message ?? ""))
        }
        lines += sidecar.failedRuns.map { "✘ \(escapedForTerminal($0.scenario + "/" + $0.variant)): expectations failed" }
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
}

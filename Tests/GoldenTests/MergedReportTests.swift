import Foundation
import TestImages
import Testing
@testable import Golden

/// A whole run of five checks written as one report folder and as shards 1/2 and 2/2, by the
/// writers `verify` uses.
struct ShardFolders {
    let root: String
    let sidecar: ReportSidecar
    let entries: [ReportEntry]

    var whole: String { root + "/whole" }
    func shard(_ index: Int) -> String { root + "/shard-\(index)" }

    init() throws {
        root = try temporaryDirectory("merge")
        let records = SampleChecks.records
        let plan = records.map { $0.scenario + "/" + $0.name }
        let outcomes: [GoldenOutcome] = records.map { $0.status == .passed ? .passed : .failed }
        sidecar = ReportSidecar(
            shard: .whole, mode: .never, plan: plan,
            checks: records.indices.map { ReportSidecar.Check(index: $0, outcome: outcomes[$0], record: records[$0]) },
            failedRuns: [CheckRecord(scenario: "layouts", variant: "iphone-8-portrait", snapshot: "expectations", status: .failed,
                                     message: "layouts.yaml:3:5: error: expect: layout: expected 3, found 2")],
            orphans: ["Goldens/layouts/iphone-8-portrait/old.png"])
        entries = try SampleChecks.entries()
        try sidecar.writeHTML(entries, to: whole)
        try write(shard: 1, of: 2, to: shard(1))
        try write(shard: 2, of: 2, to: shard(2))
    }

    /// Writes shard `index` of `count` as `verify --shard` would: its checks, and the whole
    /// run's findings on shard 1 only; `change` alters the sidecar first.
    func write(shard index: Int, of count: Int, to folder: String,
               change: (inout ReportSidecar) -> Void = { _ in }) throws {
        let shard = VerifyShard(index: index, count: count)!
        let positions = shard.positions(inPlanOf: sidecar.plan.count)
        var part = ReportSidecar(shard: shard, mode: sidecar.mode, plan: sidecar.plan,
                                 checks: positions.map { sidecar.checks[$0] },
                                 failedRuns: index == 1 ? sidecar.failedRuns : [], orphans: index == 1 ? sidecar.orphans : [])
        change(&part)
        try part.writeHTML(positions.map { entries[$0] }, to: folder)
    }

}

@Suite("Merging the reports of shards")
struct MergedReportTests {
    @Test("Shards merged in any order give the whole run's folder and JUnit XML, byte for byte")
    func mergeEqualsWhole() throws {
        let folders = try ShardFolders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        let merged = try MergedReport.read([folders.shard(2), folders.shard(1)])
        #expect(merged.folders == [folders.shard(1), folders.shard(2)])
        #expect(merged.sources.map(\.check.record) == folders.entries.map(\.check))
        try merged.writeHTML(to: folders.root + "/merged")
        try merged.writeJUnit(to: folders.root + "/merged.xml")
        let whole = filesUnder(folders.whole)
        #expect(whole.keys.contains("report.json") && whole.keys.contains("index.html"))
        #expect(filesUnder(folders.root + "/merged") == whole)
        let xml = try String(contentsOfFile: folders.root + "/merged.xml", encoding: .utf8)
        #expect(xml == JUnitReport.xml(folders.sidecar.records))
        #expect(!merged.succeeded)
        #expect(merged.lines == [
            "merge-reports: 2 shards, 5 checks, record mode never",
            "✘ onboarding/iphone-15-pro-landscape/after-swipe [failed] — 12 pixels differ (0.037 %), max channel difference 255, in 3×4 at (1, 2)",
            "✘ share <&> \"quotes\"/iphone-se-portrait/final [failed] — size differs: expected 750×1334, actual 1242×2688 & <more>",
            "✘ layouts/iphone-8-portrait: expectations failed",
            "orphaned: Goldens/layouts/iphone-8-portrait/old.png (no scenario produces it)",
            "5 checks: 3 passed, 2 failed, 0 recorded; 1 scenario run failed their expectations; 1 orphaned golden",
        ])
    }

    @Test("The folder of a whole run merges into itself")
    func wholeAlone() throws {
        let folders = try ShardFolders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        try MergedReport.read([folders.whole]).writeHTML(to: folders.root + "/again")
        #expect(filesUnder(folders.root + "/again") == filesUnder(folders.whole))
    }

    @Test("Folders that are not the shards of one run are refused, naming them")
    func refused() throws {
        let folders = try ShardFolders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        let one = folders.shard(1), two = folders.shard(2), root = folders.root
        func refuses(_ given: [String], _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(throws: GoldenError.unmergeableReports(reason: reason), sourceLocation: sourceLocation) {
                try MergedReport.read(given)
            }
        }
        let sameRun = "give the report folders of the shards of one verify run"
        refuses([], "no report folders given; \(sameRun)")
        refuses([two], "shard 1/2 is missing (given: \(two) is 2/2); add the report folder of each shard")
        refuses([one, two, one], "\(one) and \(one) are both shard 1/2; give each shard's report folder once")
        refuses([one, folders.whole], "\(one) is shard 1/2 but \(folders.whole) is shard 1/1; \(sameRun), all split the same way")
        try folders.write(shard: 3, of: 4, to: root + "/quarter")
        refuses([root + "/quarter"], "shards 1/4, 2/4 and 4/4 are missing (given: \(root)/quarter is 3/4); add the report folder of each shard")
        // The most shards a run has: the message lists eight missing ones and counts the rest.
        try folders.write(shard: 1000, of: 1000, to: root + "/last")
        refuses([root + "/last"], "shards " + (1...8).map { "\($0)/1000" }.joined(separator: ", ") + ", … (999 in all) are missing "
                + "(given: \(root)/last is 1000/1000); add the report folder of each shard")

        try folders.write(shard: 2, of: 2, to: root + "/renamed") { part in
            part.plan[3] = "share <&> \"quotes\"/iphone-se-portrait/renamed"
            part.checks[1].record.snapshot = "renamed"
        }
        refuses([one, root + "/renamed"], "\(one) and \(root)/renamed come from different plans (check 3 is "
                + "\"share <&> \"quotes\"/iphone-se-portrait/final\" in \(one) but \"share <&> \"quotes\"/iphone-se-portrait/renamed\" in "
                + "\(root)/renamed); \(sameRun), with the same scenarios and devices")
        try folders.write(shard: 2, of: 2, to: root + "/shorter") { part in part.plan.removeLast() }
        refuses([one, root + "/shorter"], "\(one) and \(root)/shorter come from different plans (\(one) plans 5 checks, "
                + "\(root)/shorter 4); \(sameRun), with the same scenarios and devices")
        try folders.write(shard: 2, of: 2, to: root + "/recording") { part in part.mode = .missing }
        refuses([one, root + "/recording"], "\(one) ran in record mode never but \(root)/recording in record mode missing; \(sameRun)")
    }

    @Test("A folder without report.json, or missing an image its report.json names, is refused")
    func unreadable() throws {
        let folders = try ShardFolders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        #expect(throws: GoldenError.reportSidecarMissing(folder: folders.root)) {
            try MergedReport.read([folders.shard(1), folders.root])
        }
        let check = try #require(try ReportSidecar.read(folder: folders.shard(2)).checks.first)
        let diff = try #require(check.images[.diff])
        try FileManager.default.removeItem(atPath: folders.shard(2) + "/" + diff)
        let merged = try MergedReport.read([folders.shard(1), folders.shard(2)])
        #expect(throws: GoldenError.reportSidecarInvalid(
            path: folders.shard(2) + "/report.json",
            reason: "the diff image of \(check.id), \(diff), cannot be read: No such file or directory")) {
            try merged.writeHTML(to: folders.root + "/merged")
        }
        #expect(!FileManager.default.fileExists(atPath: folders.root + "/merged/index.html"))
    }

    @Test("A report.json that is a FIFO, a folder or over 16 MiB is refused at once, saying what it is")
    func hostileSidecar() throws {
        let root = try temporaryDirectory("merge-hostile")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/report.json"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: GoldenError.reportSidecarInvalid(path: path, reason: "cannot be read: is a FIFO, not a regular file")) {
            try ReportSidecar.read(folder: root)
        }
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: GoldenError.reportSidecarInvalid(path: path, reason: "cannot be read: is a folder, not a regular file")) {
            try ReportSidecar.read(folder: root)
        }
        try FileManager.default.removeItem(atPath: path)
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ReportSidecar.maxFileBytes + 1))
        try handle.close()
        #expect(throws: GoldenError.reportSidecarInvalid(
            path: path, reason: "cannot be read: is larger than the limit of 16 MiB (16777216 bytes)")) {
            try ReportSidecar.read(folder: root)
        }
    }
}

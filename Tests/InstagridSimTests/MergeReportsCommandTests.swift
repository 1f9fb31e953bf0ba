import Foundation
import TestImages
import Testing

/// The fixture verified whole and as shards, each with `--junit` and `--report`: a golden that
/// differs (shard 3/3), a golden that is missing (shard 2/3), a run whose expectations fail and
/// an orphaned golden (both reported by shard 1/3); eight checks. Made once for the suite.
struct ShardedRuns: Sendable {
    let fixture: GoldenFixture
    let whole: CLI.Result
    var root: String { fixture.root }

    static let shared = Result { try ShardedRuns() }

    init() throws {
        fixture = try GoldenFixture.recorded()
        try fixture.alter()
        _ = try CLI.write("description: Its expectation fails.\nsteps:\n  - expect: { layout: 3 }\n",
                          to: "wrong-expect.yaml", in: fixture.root)
        try FileManager.default.copyItem(atPath: fixture.golden("tap-slop/iphone-8-portrait/final"),
                                         toPath: fixture.golden("tap-slop/iphone-8-portrait/removed"))
        whole = try fixture.verify(["--record", "never", "--junit", fixture.root + "/whole/junit.xml",
                                    "--report", fixture.root + "/whole/report"])
        guard whole.status == 1 else { throw FixtureError("the whole run exited \(whole.status): \(whole.stdout)\(whole.stderr)") }
        for shard in ["1/3", "2/3", "3/3", "1/2"] {
            let folder = Self.folder(shard)
            let result = try fixture.verify(["--record", "never", "--shard", shard, "--junit", fixture.root + "/\(folder)/junit.xml",
                                             "--report", fixture.root + "/\(folder)/report"])
            guard result.status <= 1 else { throw FixtureError("shard \(shard) exited \(result.status): \(result.stderr)") }
        }
    }

    /// `shard-1-of-3` for `1/3`.
    static func folder(_ shard: String) -> String { "shard-" + shard.replacingOccurrences(of: "/", with: "-of-") }

    /// The report folder of a shard, e.g. `1/3`.
    func report(_ shard: String) -> String { root + "/" + Self.folder(shard) + "/report" }

    /// `instagrid-sim merge-reports FOLDERS… --junit OUT/junit.xml --report OUT/report`.
    func merge(_ folders: [String], into out: String) throws -> CLI.Result {
        try CLI.run(["merge-reports"] + folders + ["--junit", out + "/junit.xml", "--report", out + "/report"])
    }

    /// A report's text with its durations removed: JUnit `time="…"` attributes and the
    /// sidecar's `"duration": …` values.
    static func withoutDurations(_ data: Data?) -> String {
        String(decoding: data ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: #" time="[0-9.]+""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""duration": [0-9.]+"#, with: "", options: .regularExpression)
    }
}

@Suite("instagrid-sim merge-reports")
struct MergeReportsCommandTests {
    @Test("Shards 1/3, 2/3 and 3/3, merged in any order, give the reports of the whole run, durations aside")
    func mergedEqualsWhole() throws {
        let runs = try ShardedRuns.shared.get()
        let out = runs.root + "/merged"
        let result = try runs.merge([runs.report("3/3"), runs.report("1/3"), runs.report("2/3")], into: out)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.isEmpty)

        let whole = filesUnder(runs.root + "/whole")
        let merged = filesUnder(out)
        #expect(merged.keys.sorted() == whole.keys.sorted())
        #expect(whole.keys.contains("report/report.json") && whole.keys.contains("report/index.html"))
        #expect(whole.keys.filter { $0.hasPrefix("report/images/") }.count == 10, "7 thumbnails, expected, actual and diff")
        for (file, bytes) in whole {
            if file == "junit.xml" || file == "report/report.json" {
                #expect(ShardedRuns.withoutDurations(merged[file]) == ShardedRuns.withoutDurations(bytes), "\(file)")
                #expect(merged[file] != nil && ShardedRuns.withoutDurations(bytes).contains("duration") == false)
            } else {
                #expect(merged[file] == bytes, "\(file) differs")
            }
        }
        let junit = String(decoding: merged["junit.xml"] ?? Data(), as: UTF8.self)
        #expect(junit.contains(#"<testsuites name="instagrid-sim" tests="9" failures="3" errors="0""#))

        // The same failures, run failure, orphan and counts as the whole run prints.
        let failed = GoldenFixture.checkLines(runs.whole.stdout).filter { $0.hasPrefix("✘") && $0.contains(" — ") }
        #expect(failed.count == 2)
        let summary = try #require(runs.whole.stdout.split(separator: "\n").last.map(String.init))
            .replacingOccurrences(of: #", time [0-9.]+ s"#, with: "", options: .regularExpression)
        let orphan = try #require(runs.whole.stdout.split(separator: "\n").first { $0.hasPrefix("orphaned: ") }.map(String.init))
        #expect(result.stdout == (["merge-reports: 3 shards, 8 checks, record mode never"] + failed
            + ["✘ wrong-expect/iphone-8-portrait: expectations failed", orphan, summary]).joined(separator: "\n") + "\n")
        #expect(summary == "8 checks: 6 passed, 2 failed, 0 recorded; 1 scenario run failed their expectations; 1 orphaned golden")
    }

    @Test("The folder of a whole run, or of a merge, merges into the same reports")
    func mergeOfWhole() throws {
        let runs = try ShardedRuns.shared.get()
        let out = runs.root + "/whole-again"
        let result = try runs.merge([runs.root + "/whole/report"], into: out)
        #expect(result.status == 1)
        #expect(filesUnder(out + "/report") == filesUnder(runs.root + "/whole/report"))
        #expect(filesUnder(out + "/junit.xml") == filesUnder(runs.root + "/whole/junit.xml"))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        /// Report folders relative to the fixture's root; `*` marks one made by `prepare`.
        var folders: [String]
        var message: String
        var testDescription: String { name }
    }

    static let refusals = [
        Refusal(name: "a missing shard", folders: ["shard-1-of-3/report", "shard-3-of-3/report"],
                message: "error: cannot merge reports: shard 2/3 is missing (given: ROOT/shard-1-of-3/report is 1/3, "
                    + "ROOT/shard-3-of-3/report is 3/3); add the report folder of each shard"),
        Refusal(name: "a shard given twice", folders: ["shard-1-of-3/report", "shard-2-of-3/report", "copy", "shard-3-of-3/report"],
                message: "error: cannot merge reports: ROOT/shard-2-of-3/report and ROOT/copy are both shard 2/3; "
                    + "give each shard's report folder once"),
        Refusal(name: "shards of another count", folders: ["shard-1-of-3/report", "shard-2-of-3/report", "shard-1-of-2/report"],
                message: "error: cannot merge reports: ROOT/shard-1-of-3/report is shard 1/3 but ROOT/shard-1-of-2/report is "
                    + "shard 1/2; give the report folders of the shards of one verify run, all split the same way"),
        Refusal(name: "a folder without report.json", folders: ["shard-1-of-3/report", "shard-1-of-3"],
                message: "error: ROOT/shard-1-of-3: no report.json in this folder; give the folders that verify --report wrote"),
        Refusal(name: "a corrupt report.json", folders: ["shard-1-of-3/report", "truncated", "shard-3-of-3/report"],
                message: "error: ROOT/truncated/report.json: not valid JSON; write the folder again with verify --report"),
    ]

    @Test("Folders that are not the shards of one run exit 2, name the folders and write nothing", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let runs = try ShardedRuns.shared.get()
        let scratch = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // Copies made for this case only: a second shard 2/3, a report.json cut short.
        if refusal.folders.contains("copy") {
            try FileManager.default.copyItem(atPath: runs.report("2/3"), toPath: runs.root + "/copy")
        }
        if refusal.folders.contains("truncated") {
            try? FileManager.default.removeItem(atPath: runs.root + "/truncated")
            try FileManager.default.copyItem(atPath: runs.report("2/3"), toPath: runs.root + "/truncated")
            let sidecar = try Data(contentsOf: URL(fileURLWithPath: runs.root + "/truncated/report.json"))
            try sidecar.prefix(sidecar.count / 2).write(to: URL(fileURLWithPath: runs.root + "/truncated/report.json"))
        }
        let result = try runs.merge(refusal.folders.map { runs.root + "/" + $0 }, into: scratch + "/out")
        #expect(result.status == 2)
        #expect(result.stderr == refusal.message.replacingOccurrences(of: "ROOT", with: runs.root) + "\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch + "/out"), "nothing written")
    }

    @Test("Without --junit or --report there is nothing to write: exit 2")
    func nothingToWrite() throws {
        let result = try CLI.run(["merge-reports", "somewhere"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give --junit FILE, --report DIR or both"))
    }
}

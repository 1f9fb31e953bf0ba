import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ImageCodec
import Raster
import TestImages
import Testing

/// `instagrid-sim verify` on a temporary copy of two scenarios (see `GoldenFixture`).
@Suite("instagrid-sim verify: record modes, artifacts, jobs, shards, reports")
struct VerifyCommandTests {
    static let count = GoldenFixture.checkCount

    @Test("The first run records every golden and fails; the second passes")
    func recordThenPass() throws {
        let fixture = try GoldenFixture()
        let first = try fixture.verify(["--record", "missing"])
        #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("\(Self.count) checks: 0 passed, \(Self.count) failed, \(Self.count) recorded"))
        #expect(GoldenFixture.checkLines(first.stdout).allSatisfy { $0.contains("[recorded]") })
        #expect(FileManager.default.fileExists(atPath: fixture.golden("tap-slop/iphone-8-portrait/final")))
        #expect(FileManager.default.fileExists(atPath: fixture.golden("layouts/iphone-se-portrait/layout-3-filled")))

        let second = try fixture.verify()
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains("\(Self.count) checks: \(Self.count) passed, 0 failed, 0 recorded"))
        #expect(GoldenFixture.checkLines(second.stdout).count == Self.count)
        #expect(GoldenFixture.checkLines(second.stdout).allSatisfy { $0.hasPrefix("✔") })
    }

    @Test("An altered golden fails with its count and box, writes artifacts, and is rewritten only in failed mode",
          arguments: ["never", "missing", "failed"])
    func alteredGolden(mode: String) throws {
        let fixture = try GoldenFixture.recorded()
        let id = GoldenFixture.altered
        let original = try #require(FileManager.default.contents(atPath: fixture.golden(id)))
        let altered = try fixture.alter()
        let result = try fixture.verify(["--record", mode])
        #expect(result.status == 1)
        let line = try #require(GoldenFixture.line(for: id, in: result.stdout), "\(result.stdout)")
        #expect(line.hasPrefix("✘"))
        #expect(line.contains("50 pixels differ ("))
        #expect(line.contains("in 10×5 at (20, 30)"))
        #expect(result.stdout.contains("\(Self.count - 1) passed, 1 failed"))
        #expect(result.stdout.contains("artifacts: \(fixture.artifacts)"))
        for suffix in [".actual.png", ".diff.png", ".side-by-side.png", ".txt"] {
            #expect(FileManager.default.fileExists(atPath: "\(fixture.artifacts)/\(id)\(suffix)"), "\(suffix)")
        }
        let summary = try String(contentsOfFile: "\(fixture.artifacts)/\(id).txt", encoding: .utf8)
        #expect(summary.contains("50 pixels differ"))
        let golden = try #require(FileManager.default.contents(atPath: fixture.golden(id)))
        if mode == "failed" {
            #expect(line.contains("[rewritten]"))
            #expect(golden == original, "the rewritten golden is the rendered image again")
        } else {
            #expect(line.contains("[failed]"))
            #expect(golden == Data(altered), "the golden is left as it was")
        }
    }

    @Test("A removed golden under CI fails and writes nothing; INSTAGRID_RECORD=missing records it")
    func removedGoldenUnderCI() throws {
        let fixture = try GoldenFixture.recorded()
        let id = "layouts/iphone-8-portrait/layout-1-slot-2-hidden"
        try FileManager.default.removeItem(atPath: fixture.golden(id))
        let before = filesUnder(fixture.goldens)

        let ci = try fixture.verify(environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("record mode never"))
        let line = try #require(GoldenFixture.line(for: id, in: ci.stdout))
        #expect(line.contains("[missing]"))
        #expect(line.contains("none written"))
        #expect(filesUnder(fixture.goldens) == before, "no golden written or changed")
        #expect(!FileManager.default.fileExists(atPath: fixture.golden(id)))

        let record = try fixture.verify(environment: ["CI": "true", "INSTAGRID_RECORD": "missing"])
        #expect(record.status == 1)
        #expect(record.stdout.contains("record mode missing"))
        #expect(GoldenFixture.line(for: id, in: record.stdout)?.contains("[recorded]") == true)
        #expect(FileManager.default.fileExists(atPath: fixture.golden(id)))
        #expect(try fixture.verify(environment: ["CI": "true"]).status == 0)
    }

    @Test("--format github annotates each failed check at its snapshot step, or on the file for the final state")
    func githubAnnotations() throws {
        let fixture = try GoldenFixture.recorded()
        _ = try fixture.alter()
        _ = try fixture.alter("layouts/iphone-se-portrait/layout-3-filled")
        let plain = try fixture.verify(["--record", "never"])
        #expect(!plain.stdout.contains("::error"))
        let result = try fixture.verify(["--record", "never", "--format", "github"])
        #expect(result.status == 1)
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 2, "\(result.stdout)")
        let file = fixture.root + "/layouts.yaml"
        let escapedFile = file.replacingOccurrences(of: ":", with: "%3A")
        #expect(annotations.contains { $0.hasPrefix("::error file=\(escapedFile),line=13,col=5,title=golden layouts/iphone-se-portrait/layout-3-filled failed::50 pixels differ") })
        #expect(annotations.contains { $0.hasPrefix("::error file=\(escapedFile),title=golden layouts/iphone-se-portrait/final failed::50 pixels differ") })
        // Artifact paths follow on their own lines, escaped as GitHub reads them.
        #expect(annotations.allSatisfy { $0.contains("%0A\(fixture.artifacts)/layouts/iphone-se-portrait/") })
    }

    @Test("A folder with no scenario is an error, never a run that checked nothing and passed")
    func emptyFolder() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Scenarios", withIntermediateDirectories: true)
        let result = try CLI.run(["verify"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "Scenarios: error: no scenario files (.yaml, .yml) in this folder\n")
        #expect(!result.stdout.contains("0 checks"))
    }

    @Test("A scenario folder given through a symbolic link is verified like the folder itself")
    func symlinkedFolder() throws {
        let fixture = try GoldenFixture.recorded()
        let link = try CLI.temporaryFolder() + "/linked"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.root)
        let result = try CLI.run(["verify", link, "--goldens", fixture.goldens, "--artifacts", fixture.artifacts])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(Self.count) checks: \(Self.count) passed"))
    }

    @Test("An invalid INSTAGRID_RECORD exits 2 and lists the valid values")
    func invalidRecordEnvironment() throws {
        let fixture = try GoldenFixture()
        let result = try fixture.verify(environment: ["INSTAGRID_RECORD": "sometimes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"invalid record mode "sometimes" in INSTAGRID_RECORD; valid values are: never, missing, failed, all"#))
        #expect(!FileManager.default.fileExists(atPath: fixture.goldens), "nothing recorded")
    }

    @Test("An extra PNG in a scenario's golden folder is reported as orphaned")
    func orphanedGolden() throws {
        let fixture = try GoldenFixture.recorded()
        let orphan = fixture.golden("layouts/iphone-se-portrait/removed-snapshot")
        try FileManager.default.copyItem(atPath: fixture.golden("layouts/iphone-se-portrait/final"), toPath: orphan)
        let result = try fixture.verify()
        #expect(result.stdout.contains("orphaned: \(orphan) (no scenario produces it)"), "\(result.stdout)")
        #expect(result.stdout.contains("; 1 orphaned golden\n"), "\(result.stdout)")
        #expect(GoldenFixture.checkLines(result.stdout).allSatisfy { $0.hasPrefix("✔") })
    }

    @Test("--jobs 1 and --jobs 4 print the same lines and write the same bytes")
    func jobsAreDeterministic() throws {
        let fixture = try GoldenFixture()
        func run(jobs: Int, _ extra: [String]) throws -> (lines: [String], goldens: [String: Data], artifacts: [String: Data]) {
            try? FileManager.default.removeItem(atPath: fixture.artifacts)
            let result = try fixture.verify(["--jobs", "\(jobs)"] + extra)
            let lines = result.stdout.split(separator: "\n").map { line in
                line.replacingOccurrences(of: #", time [0-9.]+ s"#, with: "", options: .regularExpression)
            }
            return (lines, filesUnder(fixture.goldens), filesUnder(fixture.artifacts))
        }
        // Recording from nothing: goldens, actual images and summaries.
        let record1 = try run(jobs: 1, [])
        try FileManager.default.removeItem(atPath: fixture.goldens)
        let record4 = try run(jobs: 4, [])
        #expect(record1.lines == record4.lines)
        #expect(record1.goldens.count == Self.count)
        #expect(record1.goldens == record4.goldens)
        #expect(record1.artifacts == record4.artifacts)
        // Mismatches: diff and side-by-side images too.
        try fixture.alter()
        try fixture.alter("tap-slop/iphone-8-portrait/final")
        let failed1 = try run(jobs: 1, ["--record", "never"])
        let failed4 = try run(jobs: 4, ["--record", "never"])
        #expect(failed1.lines == failed4.lines)
        #expect(failed1.artifacts.count == 8)
        #expect(failed1.artifacts == failed4.artifacts)
    }

    @Test("Shards 1/3, 2/3 and 3/3 together run every check exactly once")
    func shardsCoverEveryCheckOnce() throws {
        let fixture = try GoldenFixture.recorded()
        try fixture.alter()
        let whole = try fixture.verify(["--record", "never"])
        let expected = GoldenFixture.checkLines(whole.stdout)
        #expect(expected.count == Self.count)
        var union: [String] = []
        for index in 1...3 {
            let shard = try fixture.verify(["--record", "never", "--shard", "\(index)/3"])
            #expect(shard.stdout.contains("shard \(index)/3"))
            let lines = GoldenFixture.checkLines(shard.stdout)
            #expect(!lines.isEmpty)
            union += lines
        }
        #expect(union.sorted() == expected.sorted())
        #expect(Set(union).count == union.count)
    }

    @Test("A bad --shard exits 2", arguments: ["0/2", "3/2", "x", "1/0", "1/"])
    func badShard(shard: String) throws {
        let fixture = try GoldenFixture()
        let result = try fixture.verify(["--shard", shard])
        #expect(result.status == 2, "\(shard): \(result.stderr)")
        #expect(result.stderr.contains("shard"))
    }

    @Test("--junit and --report describe every check and every failure")
    func reports() throws {
        let fixture = try GoldenFixture.recorded()
        try fixture.alter()
        let junit = fixture.root + "/junit.xml"
        let html = fixture.root + "/report"
        let result = try fixture.verify(["--record", "never", "--junit", junit, "--report", html])
        #expect(result.status == 1)

        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "\(Self.count)")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(try document.nodes(forXPath: "//testcase").count == Self.count)
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 1)
        let message = (failures.first as? XMLElement)?.attribute(forName: "message")?.stringValue ?? ""
        #expect(message.contains("50 pixels differ"))

        let page = try String(contentsOfFile: html + "/index.html", encoding: .utf8)
        #expect(page.components(separatedBy: "<section class=\"check failed\"").count - 1 == 1)
        #expect(page.contains("iphone-se-portrait/final"))
        #expect(page.contains("50 pixels differ"))
        #expect(page.contains("in 10×5 at (20, 30)"))
    }

    @Test("A golden that is not a PNG fails cleanly; a golden of another size fails with both sizes")
    func badGoldens() throws {
        let fixture = try GoldenFixture.recorded()
        let garbage = "layouts/iphone-se-portrait/final"
        let resized = "tap-slop/iphone-8-portrait/final"
        try Data("definitely not a PNG".utf8).write(to: URL(fileURLWithPath: fixture.golden(garbage)))
        try Data(PNGCodec.encode(RGBAImage(width: 10, height: 12, fill: RGBA(0, 0, 255))))
            .write(to: URL(fileURLWithPath: fixture.golden(resized)))
        let result = try fixture.verify(["--record", "never"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let garbageLine = try #require(GoldenFixture.line(for: garbage, in: result.stdout))
        #expect(garbageLine.contains("golden is not a readable PNG"))
        let resizedLine = try #require(GoldenFixture.line(for: resized, in: result.stdout))
        #expect(resizedLine.contains("size differs: expected 10×12, actual 750×1334"))
        #expect(result.stdout.contains("\(Self.count - 2) passed, 2 failed"))
    }
}

import Foundation
import TestImages
import Testing
@testable import Golden

/// Shard 2/3 of a plan of five checks: one failure with awkward text, one pass, a failed run,
/// an orphan.
enum SampleSidecar {
    static let plan = [
        "a/iphone-se-portrait/one", "a/iphone-se-portrait/final", "b/iphone-8-portrait/final",
        "b/iphone-8-portrait/shared-1", "c/iphone-8-landscape/final",
    ]

    static let sidecar = ReportSidecar(
        shard: VerifyShard(index: 2, count: 3)!, mode: .never, plan: plan,
        checks: [
            ReportSidecar.Check(
                index: 1, outcome: .failed,
                record: CheckRecord(scenario: "a", variant: "iphone-se-portrait", snapshot: "final", duration: 0.25,
                                    status: .failed, message: "12 pixels \"differ\"\n\tin 3×4 \\ \u{1}",
                                    artifacts: ["art/a/iphone-se-portrait/final.diff.png", "art/a/iphone-se-portrait/final.txt"]),
                images: ReportImages([.expected: "images/0-a-expected.png", .actual: "images/0-a-actual.png",
                                      .diff: "images/0-a-diff.png"])),
            ReportSidecar.Check(
                index: 4, outcome: .passed,
                record: CheckRecord(scenario: "c", variant: "iphone-8-landscape", snapshot: "final", duration: 1.5, status: .passed),
                images: ReportImages([.thumb: "images/1-c-thumb.png"])),
        ],
        failedRuns: [CheckRecord(scenario: "b", variant: "iphone-8-portrait", snapshot: "expectations", status: .failed,
                                 message: "b.yaml:3:5: error: expect: layout: expected 3, found 2")],
        orphans: ["Goldens/a/iphone-se-portrait/old.png"])
}

@Suite("report.json: the sidecar of an HTML report")
struct ReportSidecarTests {
    @Test("The JSON reads back as the same value")
    func roundTrip() throws {
        let text = SampleSidecar.sidecar.json
        #expect(try ReportSidecar.parse(Data(text.utf8), path: "report.json") == SampleSidecar.sidecar)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test("The JSON has a fixed key order, one check per line")
    func layout() {
        let sidecar = ReportSidecar(
            shard: .whole, mode: .missing, plan: ["s/v/final"],
            checks: [ReportSidecar.Check(index: 0, outcome: .recorded,
                                         record: CheckRecord(scenario: "s", variant: "v", snapshot: "final", duration: 0.125,
                                                             status: .failed, message: "recorded"),
                                         images: ReportImages([.actual: "images/0-s-v-final-actual.png"]))])
        #expect(sidecar.json == """
        {
          "format": "instagrid-sim verify report",
          "version": 1,
          "shard": "1/1",
          "recordMode": "missing",
          "plan": [
            "s/v/final"
          ],
          "checks": [
            {"index": 0, "scenario": "s", "variant": "v", "snapshot": "final", "outcome": "recorded", "status": "failed", "duration": 0.125, "message": "recorded", "artifacts": [], "images": {"actual": "images/0-s-v-final-actual.png"}}
          ],
          "failedRuns": [],
          "orphans": []
        }

        """)
    }

    struct Corruption: Sendable, CustomTestStringConvertible {
        var replace: String
        var with: String
        var message: String
        var testDescription: String { message }
    }

    static let corruptions = [
        Corruption(replace: "\n  \"version\"", with: "", message: "not valid JSON"),
        Corruption(replace: "\"instagrid-sim verify report\"", with: "\"something else\"",
                   message: "not a report of instagrid-sim verify (no \"format\": \"instagrid-sim verify report\")"),
        Corruption(replace: "\"version\": 1", with: "\"version\": 2",
                   message: "version 2 is not supported; this instagrid-sim reads version 1"),
        Corruption(replace: "\"failedRuns\"", with: "\"failed\"", message: "failedRuns is missing"),
        Corruption(replace: "\"duration\": 0.25", with: "\"duration\": \"slow\"", message: "checks[0].duration: expected a number"),
        Corruption(replace: "\"status\": \"failed\", \"duration\": 0.25", with: "\"status\": \"broken\", \"duration\": 0.25",
                   message: "checks[0].status: \"broken\" is not one of passed, failed, error"),
        Corruption(replace: "\"outcome\": \"passed\"", with: "\"outcome\": \"fine\"",
                   message: "checks[1].outcome: \"fine\" is not one of passed, refreshed, failed, rewritten, missing, recorded"),
        Corruption(replace: "\"recordMode\": \"never\"", with: "\"recordMode\": \"sometimes\"",
                   message: "recordMode: \"sometimes\" is not one of never, missing, failed, all"),
        Corruption(replace: "\"shard\": \"2/3\"", with: "\"shard\": \"4/3\"", message: "shard: \"4/3\" is not I/N with 1 ≤ I ≤ N ≤ 1000"),
        Corruption(replace: "\"shard\": \"2/3\"", with: "\"shard\": \"1/9223372036854775807\"",
                   message: "shard: \"1/9223372036854775807\" is not I/N with 1 ≤ I ≤ N ≤ 1000"),
        Corruption(replace: "\"shard\": \"2/3\"", with: "\"shard\": \"\\u001B]0;x\\u0007\\n::error::\(String(repeating: "y", count: 100))\"",
                   message: "shard: \"\\u{1B}]0;x\\u{7}\\u{A}::error::\(String(repeating: "y", count: 44))…\" is not I/N with 1 ≤ I ≤ N ≤ 1000"),
        Corruption(replace: "\"shard\": \"2/3\"", with: "\"shard\": \"1/3\"",
                   message: "shard 1/3 of a plan of 5 checks has the checks at [0, 3], but the file lists [1, 4]"),
        Corruption(replace: "    \"c/iphone-8-landscape/final\"", with: "    \"c/iphone-8-landscape/other\"",
                   message: "check 4 is \"c/iphone-8-landscape/final\", but the plan has \"c/iphone-8-landscape/other\" there"),
        Corruption(replace: "\"images/1-c-thumb.png\"", with: "\"../../secret.png\"",
                   message: "checks[1].images.thumb: \"../../secret.png\" is not a file in images/"),
        Corruption(replace: "\"images/1-c-thumb.png\"", with: "\"images/../x.png\"",
                   message: "checks[1].images.thumb: \"images/../x.png\" is not a file in images/"),
        Corruption(replace: "\"thumb\":", with: "\"poster\":",
                   message: "checks[1].images: \"poster\" is not one of expected, actual, diff, thumb"),
    ]

    @Test("A corrupt sidecar is an error that says where and what", arguments: corruptions)
    func corrupt(_ corruption: Corruption) throws {
        let text = SampleSidecar.sidecar.json
        #expect(text.contains(corruption.replace))
        let broken = text.replacingOccurrences(of: corruption.replace, with: corruption.with)
        #expect(throws: GoldenError.reportSidecarInvalid(path: "r/report.json", reason: corruption.message)) {
            try ReportSidecar.parse(Data(broken.utf8), path: "r/report.json")
        }
    }

    @Test("Messages of a missing and an invalid sidecar")
    func messages() throws {
        let folder = try temporaryDirectory("sidecar")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: GoldenError.reportSidecarMissing(folder: folder)) { try ReportSidecar.read(folder: folder) }
        #expect(GoldenError.reportSidecarMissing(folder: "s1").description
            == "s1: no report.json in this folder; give the folders that verify --report wrote")
        #expect(GoldenError.reportSidecarInvalid(path: "s1/report.json", reason: "not valid JSON").description
            == "s1/report.json: not valid JSON; write the folder again with verify --report")
        try Data("[1]".utf8).write(to: URL(fileURLWithPath: folder + "/report.json"))
        #expect(throws: GoldenError.reportSidecarInvalid(path: folder + "/report.json", reason: "the file: expected an object")) {
            try ReportSidecar.read(folder: folder)
        }
    }

    @Test("The shards of a count cover every position of a plan exactly once", arguments: [1, 2, 3, 4, 7])
    func shardPositions(count: Int) {
        for total in [0, 1, 5, 8, 136] {
            let all = (1...count).flatMap { VerifyShard(index: $0, count: count)!.positions(inPlanOf: total) }
            #expect(all.sorted() == Array(0..<total))
        }
        #expect(VerifyShard(index: 2, count: 3)!.positions(inPlanOf: 8) == [1, 4, 7])
    }

    @Test("The HTML page names each entry's images, and only the files it writes")
    func pageImages() throws {
        let page = HTMLReport.page(try SampleChecks.entries())
        #expect(page.images.count == SampleChecks.records.count)
        #expect(Set(page.images.flatMap { $0.written.map(\.path) }) == Set(page.files.keys))
        #expect(page.images[1].written.map(\.kind) == [.expected, .actual, .diff])
        #expect(page.images[0].written.map(\.kind) == [.thumb])
        #expect(page.images.allSatisfy { $0.written.allSatisfy { ReportSidecar.isImageName($0.path) } })
    }
}

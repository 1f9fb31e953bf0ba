import PixelDiff
import Foundation
import ImageCodec
import Raster
import TestImages
import Testing
@testable import Golden
import Harness
import InstagridApp

/// `GoldenAssertion.verify` on a temporary copy of `Scenarios/tap-slop.yaml` (one check).
@Suite("GoldenAssertion: golden checks from a test target")
struct GoldenAssertionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let id = "tap-slop/iphone-8-portrait/final"

    /// A folder with `tap-slop.yaml` and `Photos/`; returns (scenario, goldens, artifacts).
    static func fixture() throws -> (scenario: String, goldens: String, artifacts: String) {
        let folder = try temporaryDirectory("assertion")
        try FileManager.default.copyItem(atPath: packageRoot + "/Scenarios/Photos", toPath: folder + "/Photos")
        try FileManager.default.copyItem(atPath: packageRoot + "/Scenarios/tap-slop.yaml", toPath: folder + "/tap-slop.yaml")
        return (folder + "/tap-slop.yaml", folder + "/Goldens", folder + "/artifacts")
    }

    @Test func recordsThenPasses() throws {
        let (scenario, goldens, artifacts) = try Self.fixture()
        let first = try #require(GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts,
                                                       record: .missing))
        #expect(first.contains("1 of 1 check failed (record mode missing)"))
        #expect(first.contains("✘ \(Self.id) [recorded]"))
        #expect(first.contains("\(artifacts)/\(Self.id).actual.png"))
        #expect(FileManager.default.fileExists(atPath: "\(goldens)/\(Self.id).png"))
        #expect(GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts) == nil)
    }

    @Test func mismatchNamesTheArtifacts() throws {
        let (scenario, goldens, artifacts) = try Self.fixture()
        _ = GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts, record: .missing)
        let golden = "\(goldens)/\(Self.id).png"
        var image = try ImageFile.read(golden)
        image[5, 6] = RGBA(1, 2, 3)
        let altered = try PNGCodec.encode(image)
        try Data(altered).write(to: URL(fileURLWithPath: golden))

        // A CI environment without INSTAGRID_RECORD means `never`.
        let message = try #require(GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts,
                                                         environment: ["CI": "1"]))
        #expect(message.contains("(record mode never)"))
        #expect(message.contains("✘ \(Self.id) [failed] — 1 pixel differs"))
        #expect(message.contains("in 1×1 at (5, 6)"))
        for suffix in [".actual.png", ".diff.png", ".side-by-side.png", ".txt"] {
            let path = "\(artifacts)/\(Self.id)\(suffix)"
            #expect(message.contains("    \(path)"))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(message.contains("INSTAGRID_RECORD=failed"))
        #expect(FileManager.default.contents(atPath: golden) == Data(altered))

        // A tolerance lets it pass; then recording `failed` puts the rendered image back.
        #expect(GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts,
                                       comparison: .tolerant(channelThreshold: 0, maxDifferingPixels: 1)) == nil)
        #expect(GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts, record: .failed) != nil)
        #expect(GoldenAssertion.verify(scenario: scenario, apps: [.instagrid], goldens: goldens, artifacts: artifacts, record: .never) == nil)
    }

    @Test func runErrorsBecomeMessages() throws {
        let folder = try temporaryDirectory("assertion-errors")
        let missing = GoldenAssertion.verify(scenario: folder + "/nope.yaml", apps: [.instagrid], goldens: folder, artifacts: folder)
        #expect(missing == "golden check of \(folder)/nope.yaml could not run: \(folder)/nope.yaml: error: no such file or folder")
        let bad = folder + "/bad.yaml"
        try "steps:\n  - tapp: layout-3\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let malformed = try #require(GoldenAssertion.verify(scenario: bad, apps: [.instagrid], goldens: folder, artifacts: folder))
        #expect(malformed.contains("\(bad):2:5: error: unknown key 'tapp'"))
        let badMode = GoldenAssertion.verify(scenario: bad, apps: [.instagrid], goldens: folder, artifacts: folder,
                                             environment: ["INSTAGRID_RECORD": "sometimes"])
        #expect(badMode?.contains("valid values are: never, missing, failed, all") == true)
    }

    @Test func verifyRunReportsLinesAndShards() throws {
        let (scenario, goldens, artifacts) = try Self.fixture()
        #expect(VerifyShard("2/3") == VerifyShard(index: 2, count: 3))
        #expect(VerifyShard("0/3") == nil && VerifyShard("4/3") == nil && VerifyShard("x") == nil && VerifyShard("1/2/3") == nil)
        let run = VerifyRun(apps: [.instagrid], paths: [scenario], goldens: goldens, record: .missing, environment: [:],
                            artifacts: artifacts, jobs: 1, shard: VerifyShard(index: 1, count: 1))
        let report = try run.execute()
        #expect(!report.succeeded)
        #expect(report.lines.first == "verify: 1 scenario, 1 run, record mode missing, shard 1/1")
        #expect(report.lines.contains("artifacts: \(artifacts)"))
        #expect(report.lines.last == report.summary)
        #expect(try run.execute().succeeded)
    }
}

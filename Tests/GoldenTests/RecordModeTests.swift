import PixelDiff
import Foundation
import Raster
import TestImages
import Testing
@testable import Golden

@Suite("Record modes")
struct RecordModeTests {
    @Test(arguments: [
        (flag: RecordMode?.none, env: [String: String](), mode: RecordMode.missing),
        (nil, ["CI": "true"], .never),
        (nil, ["CI": "1"], .never),
        (nil, ["CI": ""], .missing),
        (nil, ["INSTAGRID_RECORD": "all"], .all),
        (nil, ["INSTAGRID_RECORD": "failed", "CI": "true"], .failed),
        (nil, ["INSTAGRID_RECORD": "missing", "CI": "true"], .missing),
        (nil, ["INSTAGRID_RECORD": " Never "], .never),
        (nil, ["INSTAGRID_RECORD": "", "CI": "true"], .never),
        (.all, ["CI": "true"], .all),
        (.never, ["INSTAGRID_RECORD": "all"], .never),
        (.failed, ["INSTAGRID_RECORD": "bogus", "CI": "1"], .failed),
        (.missing, [:], .missing),
    ])
    func resolution(flag: RecordMode?, env: [String: String], mode: RecordMode) throws {
        #expect(try RecordMode.resolve(flag: flag, environment: env) == mode)
    }

    @Test func invalidEnvironmentValueIsAnError() {
        #expect(throws: GoldenError.invalidRecordMode(value: "sometimes", source: "INSTAGRID_RECORD")) {
            try RecordMode.resolve(flag: nil, environment: ["INSTAGRID_RECORD": "sometimes", "CI": "1"])
        }
        let message = GoldenError.invalidRecordMode(value: "sometimes", source: "INSTAGRID_RECORD").description
        #expect(message == "invalid record mode \"sometimes\" in INSTAGRID_RECORD; valid values are: never, missing, failed, all")
    }

    @Test func parsing() throws {
        #expect(try RecordMode.parse("FAILED", source: "--record") == .failed)
        #expect(throws: GoldenError.self) { try RecordMode.parse("yes", source: "--record") }
    }

    static let match = ImageComparisonResult(passed: true, differingPixels: 0, totalPixels: 4, maxChannelDifference: 0, boundingBox: nil)
    static let mismatch = ImageComparisonResult(
        passed: false, differingPixels: 1, totalPixels: 4, maxChannelDifference: 9,
        boundingBox: PixelRect(x: 0, y: 0, width: 1, height: 1))

    @Test(arguments: [
        (mode: RecordMode.never, exists: false, result: ImageComparisonResult?.none, outcome: GoldenOutcome.missing),
        (.missing, false, nil, .recorded),
        (.failed, false, nil, .recorded),
        (.all, false, nil, .recorded),
        (.never, true, match, .passed),
        (.missing, true, match, .passed),
        (.failed, true, match, .passed),
        (.all, true, match, .refreshed),
        (.never, true, mismatch, .failed),
        (.missing, true, mismatch, .failed),
        (.failed, true, mismatch, .rewritten),
        (.all, true, mismatch, .rewritten),
        (.failed, true, nil, .rewritten),
        (.never, true, .sizeMismatch(expected: PixelSize(width: 1, height: 1), actual: PixelSize(width: 2, height: 2)), .failed),
    ])
    func decision(mode: RecordMode, exists: Bool, result: ImageComparisonResult?, outcome: GoldenOutcome) {
        #expect(GoldenOutcome.decide(mode: mode, goldenExists: exists, comparison: result) == outcome)
    }

    @Test func outcomeEffects() {
        let passing = GoldenOutcome.allCases.filter(\.passes)
        #expect(passing == [.passed, .refreshed])
        #expect(GoldenOutcome.allCases.filter(\.writesGolden) == [.refreshed, .rewritten, .recorded])
        #expect(GoldenOutcome.failed.artifacts == [.actual, .diff, .sideBySide, .summary])
        #expect(GoldenOutcome.recorded.artifacts == [.actual, .summary])
        #expect(GoldenOutcome.passed.artifacts.isEmpty)
        #expect(ArtifactKind.allCases.map { $0.fileName(for: "s/d/final") }
            == ["s/d/final.actual.png", "s/d/final.diff.png", "s/d/final.side-by-side.png", "s/d/final.txt"])
        #expect(GoldenOutcome.rewritten.summary(comparison: Self.mismatch, golden: "g.png").hasSuffix("; golden rewritten"))
        #expect(GoldenOutcome.recorded.summary(comparison: nil, golden: "G/x.png") == "no golden at G/x.png; recorded it")
    }
}

@Suite("Check errors")
struct CheckErrorTests {
    @Test("a golden that cannot be written makes the check an error, not a pass or a plain failure")
    func unwritableGoldenIsAnError() throws {
        let root = try temporaryDirectory("unwritable")
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The scenario's folder is a file, so the golden's folder cannot be created.
        try Data([0]).write(to: URL(fileURLWithPath: root + "/scenario"))
        let check = GoldenCheck(scenario: "scenario", variant: "iphone-8-portrait", name: "final", kind: .final) {
            RGBAImage(width: 2, height: 2)
        }
        let verifier = Verifier(goldens: root, mode: .missing, artifacts: nil, jobs: 1)
        let result = verifier.verify(check)
        #expect(result.errored)
        #expect(result.record.status == .error)
        let golden = "\(root)/scenario/iphone-8-portrait/final.png"
        #expect(result.message == "no golden at \(golden); golden not written: cannot write \(golden): cannot create folder "
            + "\(root)/scenario/iphone-8-portrait: \(root)/scenario is not a folder; the previous file, if any, is unchanged")
        #expect(!result.outcome.passes)
    }
}

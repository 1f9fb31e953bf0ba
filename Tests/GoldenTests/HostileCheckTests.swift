import Foundation
import Raster
import TestImages
import Testing
@testable import Golden

@Suite("Checks made from names nobody vetted, and memory held per check")
struct HostileCheckTests {
    @Test("A check whose names are not path components is refused: nothing is read, drawn or written",
          arguments: [
              ("..", "iphone-8-portrait", "final", "scenario name '..' names the parent folder"),
              ("a", "../x", "final", "variant '../x' contains '/'"),
              ("a", "iphone-8-portrait", "-x", "snapshot name '-x' starts with '-'"),
              ("a\u{0}b", "iphone-8-portrait", "final", "scenario name 'a\\u{0}b' contains the control character U+0000"),
          ])
    func refusedNames(scenario: String, variant: String, name: String, problem: String) throws {
        let root = try temporaryDirectory("hostile-names")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let goldens = root + "/Goldens"
        let check = GoldenCheck(scenario: scenario, variant: variant, name: name, kind: .snapshot) {
            Issue.record("drawn")
            return RGBAImage(width: 1, height: 1)
        }
        #expect(check.pathProblem == problem)
        let result = Verifier(goldens: goldens, mode: .all, artifacts: root + "/artifacts", jobs: 1).verify(check)
        #expect(result.message == "not checked: the \(problem)")
        #expect(result.errored && !result.outcome.passes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    @Test("Failed checks keep their pixels only when asked to (for the HTML report)")
    func failedImagesKeptOnlyForReports() throws {
        let root = try temporaryDirectory("keep-images")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = GoldenCheck(scenario: "s", variant: "iphone-8-portrait", name: "final", kind: .final) {
            RGBAImage(width: 2, height: 2)
        }
        var verifier = Verifier(goldens: root, mode: .never, artifacts: nil, jobs: 1)
        let kept = verifier.verify(check)
        #expect(!kept.outcome.passes && kept.actual != nil)
        verifier.keepsFailedImages = false
        let dropped = verifier.verify(check)
        #expect(!dropped.outcome.passes && dropped.actual == nil && dropped.expected == nil)
        #expect(dropped.message == kept.message)
    }
}

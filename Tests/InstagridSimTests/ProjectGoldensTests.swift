import Foundation
import Testing

@Suite("The project's scenarios match their committed goldens")
struct ProjectGoldensTests {
    @Test("verify Scenarios/ against Goldens/ in never mode: every check passes, nothing is written")
    func projectGoldens() throws {
        let artifacts = try CLI.temporaryFolder()
        let before = try goldenFiles()
        let result = try CLI.run(["verify", "--artifacts", artifacts], environment: ["CI": "true"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("record mode never"))
        #expect(result.stdout.contains(" 0 failed, 0 recorded"))
        #expect(!result.stdout.contains("orphaned"))
        #expect(try goldenFiles() == before)
        // At least one snapshot, final state, shared image and animation sheet per family.
        for kind in ["/final", "/shared-1", "/share-animation", "/launch"] {
            #expect(result.stdout.contains(kind), "no \(kind) check")
        }
    }

    /// Every golden's path and size.
    func goldenFiles() throws -> [String: Int] {
        let root = CLI.root + "/Goldens"
        var files: [String: Int] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root)?.allObjects ?? [] {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
            files[path] = (attributes[.size] as? Int) ?? -1
        }
        return files
    }
}

import Foundation
import Testing
@testable import Golden
import Harness
import InstagridApp

/// A scenario found by listing a folder is the repository's: one that is a symbolic link out of
/// the folder is refused before it is read, and its content appears in no message.
@Suite("Scenario files linked out of the folder given")
struct ScenarioLinkTests {
    /// A folder with one scenario linked to a secret outside it, one linked inside it, and the
    /// secret; removed by the caller.
    static func fixture() throws -> (root: String, folder: String, secret: String) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-link-tests-\(UUID().uuidString)").path
        let folder = root + "/Scenarios"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let secret = root + "/secret.env"
        try "API_TOKEN=supersecret-value\n".write(toFile: secret, atomically: true, encoding: .utf8)
        try "steps:\n  - wait: 1\n".write(toFile: folder + "/sub/real.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/leak.yaml", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside.yaml", withDestinationPath: "sub/real.yaml")
        return (root, folder, secret)
    }

    @Test("a link out of the folder is refused with its name, and nothing of its target is printed")
    func linkOutOfTheFolder() throws {
        let (root, folder, _) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try VerifyRun.scenarioFiles([folder])
            Issue.record("the linked scenario was listed")
        } catch {
            let message = "\(error)"
            #expect(message.contains("\(folder)/leak.yaml: error: the scenario file is a symbolic link out of \(folder); "
                                     + "it is not read"), "\(message)")
            #expect(!message.contains("supersecret"))
            #expect(!message.contains("inside.yaml") && !message.contains("real.yaml"))
        }
        let run = VerifyRun(apps: [.instagrid], paths: [folder], goldens: root + "/Goldens", record: .never,
                            environment: [:], artifacts: nil, cache: nil, jobs: 1)
        #expect(throws: GoldenError.self) { try run.execute() }
        #expect(!FileManager.default.fileExists(atPath: root + "/Goldens"))
    }

    @Test("links that stay inside the folder are followed, and a file given itself is read wherever it is")
    func linksInsideAndGivenFiles() throws {
        let (root, folder, secret) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: folder + "/leak.yaml")
        #expect(try VerifyRun.scenarioFiles([folder]) == [folder + "/inside.yaml", folder + "/sub/real.yaml"])
        // A file given is listed as it is; loading it checks where its links lead (below).
        #expect(try VerifyRun.scenarioFiles([secret]) == [secret])
    }

    @Test("a file given that a link leads out of the project is refused before it is read, as assertGoldens loads it")
    func givenFileLinkedOutOfTheProject() throws {
        let (root, folder, _) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A test's package root is its project; here the folder stands for it.
        do {
            _ = try VerifyRun.load([folder + "/leak.yaml"], apps: [.instagrid], project: folder)
            Issue.record("the linked scenario was read")
        } catch {
            let message = "\(error)"
            #expect(message.contains("\(folder)/leak.yaml: error: the scenario file leads out of the project (\(folder)) "
                                     + "through a symbolic link; it is not read"), "\(message)")
            #expect(!message.contains("supersecret"))
        }
        do {
            _ = try VerifyRun.load([folder + "/inside.yaml"], apps: [.instagrid], project: folder)
        } catch {
            #expect(!"\(error)".contains("leads out of the project"), "\(error)")
        }
    }
}

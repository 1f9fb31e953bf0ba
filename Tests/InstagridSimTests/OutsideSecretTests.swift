import Foundation
import Testing

/// A file outside the project — a secret — reached through every path the command line reads
/// (a scenario file named or found in a folder, a photo, a golden, a shard's report): it is
/// refused before a byte of it is read, and no message ever quotes it, `--allow-outside-links`
/// or not (docs/security.md, "Symbolic links stop at the project").
@Suite("A secret outside the project never reaches a message")
struct OutsideSecretTests {
    static let secret = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY"
    static let secretText = "wJalrXUtnFEMI"

    /// A project with `Scenarios/plain.yaml` and its photo, and beside it `outside/` with the
    /// secret as a plain file (`secret.env`), as YAML (`secret.yaml`) and as a report
    /// (`report.json`).
    static func fixture() throws -> (project: String, outside: String) {
        let root = try CLI.temporaryFolder()
        let project = root + "/project", outside = root + "/outside"
        for folder in [project + "/Scenarios/Photos", project + "/Goldens", outside + "/shard"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        _ = try CLI.write(secret + "\n", to: "secret.env", in: outside)
        _ = try CLI.write("name: \"\(secret)\"\nsteps: [{ \(secret): 1 }]\n", to: "secret.yaml", in: outside)
        _ = try CLI.write("{\"version\": 1, \"shard\": \"\(secret)\"}\n", to: "report.json", in: outside + "/shard")
        _ = try CLI.write("name: plain\ndevices: iphone-se\nsteps:\n  - wait: 1\n", to: "plain.yaml", in: project + "/Scenarios")
        return (project, outside)
    }

    static func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// Runs `arguments` in `project`; the result, after checking that the secret is in neither stream.
    static func run(_ arguments: [String], in project: String) throws -> CLI.Result {
        let result = try CLI.run(arguments, in: project, timeout: 120)
        #expect(!result.stdout.contains(secretText) && !result.stderr.contains(secretText),
                "\(arguments): \(result.stdout)\(result.stderr)")
        return result
    }

    @Test("a scenario file named on the command line that a link leads out of the project is not read, by any command")
    func namedScenarioLinkedOut() throws {
        let (project, outside) = try Self.fixture()
        try Self.link(project + "/Scenarios/a.yaml", to: outside + "/secret.env")
        try Self.link(project + "/Scenarios/elsewhere", to: outside)
        let refusal = "error: the scenario file leads out of the project (.) through a symbolic link; it is not read "
            + "(link to a file inside the project, or pass --allow-outside-links to follow links out)"
        let out = project + "/out"
        for arguments in [["replay", "Scenarios/a.yaml"], ["verify", "Scenarios/a.yaml"],
                          ["render", "Scenarios/a.yaml", "--out", out + ".png"],
                          ["frames", "Scenarios/a.yaml", "--out", out],
                          ["replay", "Scenarios/elsewhere/secret.yaml"], ["replay", project + "/Scenarios/a.yaml"],
                          ["replay", "Scenarios/../Scenarios/a.yaml", "--timeline", out + ".svg"]] {
            let result = try Self.run(arguments, in: project)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(refusal), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: out + ".png"))
        #expect(try Self.run(["replay", "Scenarios/plain.yaml"], in: project).status == 0)
    }

    @Test("followed with --allow-outside-links, a linked file's errors say where, never what it holds")
    func allowedLinksAreNotQuoted() throws {
        let (project, outside) = try Self.fixture()
        try Self.link(project + "/Scenarios/a.yaml", to: outside + "/secret.env")
        try Self.link(project + "/Scenarios/b.yaml", to: outside + "/secret.yaml")
        for name in ["a", "b"] {
            let result = try Self.run(["replay", "Scenarios/\(name).yaml", "--allow-outside-links"], in: project)
            #expect(result.status == 2)
            #expect(result.stderr.contains("Scenarios/\(name).yaml:"), "\(result.stderr)")
            #expect(result.stderr.contains("error: the scenario is not valid here; the message is not shown, since it "
                                           + "could quote the file outside the project that a symbolic link leads to"))
        }
    }

    @Test("a file named outside the project is the user's: read and quoted unless a link takes it out of its folder")
    func namedOutsideTheProject() throws {
        let (project, outside) = try Self.fixture()
        let named = try CLI.run(["replay", "../outside/secret.yaml"], in: project)
        #expect(named.status == 2)
        #expect(named.stderr.contains("../outside/secret.yaml:"), "\(named.stderr)")
        try FileManager.default.createDirectory(atPath: outside + "/repo", withIntermediateDirectories: true)
        try Self.link(outside + "/repo/a.yaml", to: outside + "/secret.env")
        let linked = try Self.run(["replay", "../outside/repo/a.yaml"], in: project)
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("../outside/repo/a.yaml: error: the scenario file leads out of the project"))
    }

    @Test("a folder's scenario file, a photo, a golden and a shard's report linked to the secret are never quoted")
    func everyOtherPath() throws {
        let (project, outside) = try Self.fixture()
        try Self.link(project + "/Scenarios/found.yaml", to: outside + "/secret.yaml")
        let folder = try Self.run(["verify", "Scenarios"], in: project)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("Scenarios/found.yaml: error: the scenario file is a symbolic link out of Scenarios"))
        try FileManager.default.removeItem(atPath: project + "/Scenarios/found.yaml")

        try Self.link(project + "/Scenarios/Photos/cat.png", to: outside + "/secret.env")
        _ = try CLI.write("name: photo\ndevices: iphone-se\nphotos: { cat: Photos/cat.png }\nsteps:\n"
                          + "  - pick: { slot: 1, photo: cat }\n", to: "photo.yaml", in: project + "/Scenarios")
        for flags in [[], ["--allow-outside-links"]] {
            let photo = try Self.run(["replay", "Scenarios/photo.yaml"] + flags, in: project)
            #expect(photo.status == 2, "\(flags): \(photo.stderr)")
            #expect(photo.stderr.contains("Scenarios/photo.yaml:"))
        }
        try FileManager.default.removeItem(atPath: project + "/Scenarios/photo.yaml")

        let goldens = project + "/Goldens/plain/iphone-se-portrait"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try Self.link(goldens + "/final.png", to: outside + "/secret.env")
        for flags in [[], ["--allow-outside-links"]] {
            let golden = try Self.run(["verify", "Scenarios/plain.yaml", "--record", "never"] + flags, in: project)
            #expect(golden.status != 0, "\(flags): \(golden.stdout)\(golden.stderr)")
        }

        let shard = project + "/shard"
        try FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
        try Self.link(shard + "/report.json", to: outside + "/shard/report.json")
        let report = try Self.run(["merge-reports", "shard", "--junit", project + "/junit.xml"], in: project)
        #expect(report.status == 2)
        #expect(report.stderr.contains("a symbolic link out of the shard folder"), "\(report.stderr)")
    }
}

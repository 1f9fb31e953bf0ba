import Foundation
import Testing
@testable import Golden
import Harness
import InstagridApp
import Support

/// Photos, goldens and golden folders are the repository's: one that is a symbolic link out of
/// the project (or of the goldens folder) is neither read nor written, and nothing of its target
/// appears in a message, unless links out are allowed (`--allow-outside-links`).
@Suite("Photos, goldens and golden folders linked out of the project")
struct OutsideLinkTests {
    /// A project folder with one scenario and its photo, and a folder outside it holding a
    /// secret; removed by the caller.
    static func fixture() throws -> (root: String, project: String, outside: String) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-outside-tests-\(UUID().uuidString)").path
        let project = root + "/project"
        let outside = root + "/outside"
        for folder in [project + "/Scenarios/Photos", project + "/Goldens", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try "API_TOKEN=supersecret-value\n".write(toFile: outside + "/secret.env", atomically: true, encoding: .utf8)
        try "name: linked\ndevices: iphone-se\nsteps:\n  - wait: 1\n"
            .write(toFile: project + "/Scenarios/linked.yaml", atomically: true, encoding: .utf8)
        return (root, project, outside)
    }

    /// Writes `Scenarios/photo.yaml`, which picks the photo `cat` found at `path`.
    static func writePhotoScenario(naming path: String, in project: String) throws {
        try "name: photo\ndevices: iphone-se\nphotos: { cat: \(path) }\nsteps:\n  - pick: { slot: 1, photo: cat }\n"
            .write(toFile: project + "/Scenarios/photo.yaml", atomically: true, encoding: .utf8)
    }

    /// What loading `Scenarios/photo.yaml` confined to `root` (nil: not confined) fails with; nil
    /// when it loads.
    static func loadingError(_ project: String, confinedTo root: String?) -> String? {
        do {
            _ = try VerifyRun.load([project + "/Scenarios/photo.yaml"], apps: [.instagrid], project: root)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func run(_ project: String, goldens: String? = nil, record: RecordMode = .never, confined: Bool = true) -> VerifyRun {
        var run = VerifyRun(apps: [.instagrid], paths: [project + "/Scenarios"], goldens: goldens ?? project + "/Goldens",
                            record: record, environment: [:], artifacts: nil, cache: nil, jobs: 1)
        run.project = confined ? project : nil
        run.goldensGiven = goldens != nil
        return run
    }

    @Test("the nearest existing part of a path decides; a dangling link leaves; a missing root holds nothing")
    func confinement() throws {
        let (root, project, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: project + "/Goldens/out", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: project + "/Goldens/in", withDestinationPath: project + "/Scenarios")
        try FileManager.default.createSymbolicLink(atPath: project + "/Goldens/nowhere", withDestinationPath: root + "/none")
        let goldens = project + "/Goldens"
        #expect(Confinement.leaves(goldens + "/out/new/final.png", root: goldens))
        #expect(Confinement.leaves(goldens + "/nowhere/final.png", root: goldens))
        #expect(!Confinement.leaves(goldens + "/plain/iphone-se-portrait/final.png", root: goldens))
        #expect(Confinement.leaves(goldens + "/in/x.png", root: goldens))
        #expect(!Confinement.leaves(goldens + "/in/x.png", root: project))
        #expect(!Confinement.leaves(goldens + "/anything", root: root + "/missing"))
    }

    @Test("a golden folder linked out of the goldens folder is neither read nor recorded through")
    func goldenFolderLinkedOut() throws {
        let (root, project, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: project + "/Goldens/linked", withDestinationPath: outside)
        let report = try run(project, record: .all).execute()
        #expect(!report.succeeded)
        let lines = report.lines.joined(separator: "\n")
        #expect(lines.contains("is a symbolic link out of the goldens folder (or lies in a folder that is); it is "
                               + "neither read nor written (pass --allow-outside-links to follow links out)"), "\(lines)")
        #expect(!lines.contains("supersecret"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["secret.env"])
        // Allowed, the link is followed and the golden recorded where it leads.
        _ = try run(project, record: .all, confined: false).execute()
        #expect(FileManager.default.fileExists(atPath: outside + "/iphone-se-portrait/final.png"))
    }

    @Test("a golden file linked to a secret is not read, and the secret is not quoted")
    func goldenFileLinkedOut() throws {
        let (root, project, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = project + "/Goldens/linked/iphone-se-portrait"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/final.png", withDestinationPath: outside + "/secret.env")
        let report = try run(project).execute()
        let lines = report.lines.joined(separator: "\n")
        #expect(lines.contains("final.png is a symbolic link out of the goldens folder"), "\(lines)")
        #expect(!lines.contains("supersecret") && !lines.contains("API_TOKEN"))
    }

    @Test("the default goldens folder linked out of the project is refused; one given explicitly is trusted")
    func goldensFolderLinkedOut() throws {
        let (root, project, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: project + "/Goldens")
        try FileManager.default.createSymbolicLink(atPath: project + "/Goldens", withDestinationPath: outside)
        #expect(throws: GoldenError.goldensOutsideProject(project + "/Goldens")) { try run(project).execute() }
        #expect(GoldenError.goldensOutsideProject("Goldens").description == "Goldens is a symbolic link out of the "
                + "project; its goldens are neither read nor written (give the folder with --goldens to trust it, or "
                + "pass --allow-outside-links)")
        _ = try run(project, goldens: project + "/Goldens", record: .missing).execute()
        #expect(FileManager.default.fileExists(atPath: outside + "/linked/iphone-se-portrait/final.png"))
    }

    @Test("a photo whose path as written leaves the project is refused without speaking of a link")
    func photoPathOut() throws {
        let (root, project, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.writePhotoScenario(naming: "../../outside/secret.env", in: project)
        let message = try #require(Self.loadingError(project, confinedTo: project), "the photo outside was loaded")
        #expect(message.contains("photo.yaml:3:16: error: photo 'cat' (\(project)/Scenarios/../../outside/secret.env) "
                                 + "leads out of the project (\(project)) and out of the scenario's folder; it is not "
                                 + "read (name a file inside the project, or pass --allow-outside-links to read outside it)"),
                "\(message)")
        #expect(!message.contains("symbolic link") && !message.contains("supersecret"))
        // Through `..` and then a link out: the path as written stays inside, so the link is named.
        try FileManager.default.createSymbolicLink(atPath: project + "/Scenarios/Photos/cat.png",
                                                   withDestinationPath: outside + "/secret.env")
        try Self.writePhotoScenario(naming: "../Scenarios/Photos/cat.png", in: project)
        let linked = try #require(Self.loadingError(project, confinedTo: project), "the linked photo was loaded")
        #expect(linked.contains("leads out of the project (\(project)) through a symbolic link; it is not read"), "\(linked)")
    }

    @Test("a photo linked out of the project is refused before it is read")
    func photoLinkedOut() throws {
        let (root, project, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: project + "/Scenarios/Photos/cat.png",
                                                   withDestinationPath: outside + "/secret.env")
        try Self.writePhotoScenario(naming: "Photos/cat.png", in: project)
        let message = try #require(Self.loadingError(project, confinedTo: project), "the linked photo was loaded")
        #expect(message.contains("photo.yaml:3:16: error: photo 'cat' (\(project)/Scenarios/Photos/cat.png) leads "
                                 + "out of the project (\(project)) through a symbolic link; it is not read"), "\(message)")
        #expect(!message.contains("supersecret") && !message.contains("API_TOKEN"))
        // A photo inside the scenario's own folder is read even when the command runs elsewhere.
        try FileManager.default.removeItem(atPath: project + "/Scenarios/Photos/cat.png")
        try FileManager.default.copyItem(atPath: outside + "/secret.env", toPath: project + "/Scenarios/Photos/cat.png")
        #expect(throws: GoldenError.self) {
            _ = try VerifyRun.load([project + "/Scenarios/photo.yaml"], apps: [.instagrid], project: root + "/outside")
        }
        #expect(Self.loadingError(project, confinedTo: root + "/outside")?.contains("leads out of the project") == false)
        try FileManager.default.removeItem(atPath: project + "/Scenarios/Photos/cat.png")
        try FileManager.default.createSymbolicLink(atPath: project + "/Scenarios/Photos/cat.png",
                                                   withDestinationPath: outside + "/secret.env")
        // Allowed, it is read, and refused as what it is: not an image.
        #expect(throws: GoldenError.self) {
            _ = try VerifyRun.load([project + "/Scenarios/photo.yaml"], apps: [.instagrid], project: nil)
        }
    }
}

import Foundation
import TestImages
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Shard folders are CI artifacts, so untrusted (docs/security.md): `merge-reports` reads their
/// images only as regular PNG files inside the folder, within a size cap, and refuses the rest
/// with exit status 2, writing nothing and quoting nothing of the refused file.
@Suite("instagrid-sim merge-reports on hostile shard folders")
struct MergeReportsHostileTests {
    static let timeout = 120.0

    /// A copy of the whole run's report folder (shard 1/1) in a fresh folder, and the first
    /// image its report.json names.
    static func copiedReport() throws -> (scratch: String, folder: String, image: String) {
        let runs = try ShardedRuns.shared.get()
        let scratch = try CLI.temporaryFolder()
        let folder = scratch + "/shard"
        try FileManager.default.copyItem(atPath: runs.root + "/whole/report", toPath: folder)
        let images = try FileManager.default.contentsOfDirectory(atPath: folder + "/images").sorted()
        return (scratch, folder, "images/" + images[0])
    }

    static func merge(_ folder: String, into out: String) throws -> CLI.Result {
        try CLI.run(["merge-reports", folder, "--junit", out + "/junit.xml", "--report", out + "/report"], timeout: timeout)
    }

    @Test("An image that is a symbolic link to /etc/passwd is refused; nothing of it is copied or printed")
    func symlinkedImage() throws {
        let (scratch, folder, image) = try Self.copiedReport()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.removeItem(atPath: folder + "/" + image)
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + image, withDestinationPath: "/etc/passwd")
        let result = try Self.merge(folder, into: scratch + "/out")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: \(folder)/report.json: the "), "\(result.stderr)")
        #expect(result.stderr.contains("\(image), cannot be read: is a symbolic link out of the report folder, not a regular file; "
                                       + "write the folder again with verify --report"), "\(result.stderr)")
        #expect(!result.stderr.contains("root:"), "nothing of the file is quoted")
        let passwd = try Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))
        for (name, bytes) in filesUnder(scratch + "/out") {
            #expect(bytes != passwd, "\(name) is a copy of /etc/passwd")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch + "/out/report/index.html"))
    }

    @Test("An image folder that is a symbolic link out of the shard folder is refused")
    func symlinkedImagesFolder() throws {
        let (scratch, folder, image) = try Self.copiedReport()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.moveItem(atPath: folder + "/images", toPath: scratch + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder + "/images", withDestinationPath: scratch + "/elsewhere")
        let result = try Self.merge(folder, into: scratch + "/out")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("\(image), cannot be read: is a symbolic link out of the report folder"), "\(result.stderr)")
    }

    @Test("An image that is not a PNG, or is larger than the cap, is refused without quoting it")
    func notPNGOrTooLarge() throws {
        let (scratch, folder, image) = try Self.copiedReport()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Data("secret=hunter2\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + image))
        let text = try Self.merge(folder, into: scratch + "/out")
        #expect(text.status == 2)
        #expect(text.stderr.contains("\(image), is not a PNG image"), "\(text.stderr)")
        #expect(!text.stderr.contains("hunter2"))

        // A sparse file past the cap: refused from its size, before it is read.
        #expect(truncate(folder + "/" + image, 1 << 40) == 0)
        let large = try Self.merge(folder, into: scratch + "/out2")
        #expect(large.status == 2)
        #expect(large.stderr.contains("\(image), cannot be read: is 1 TiB, more than the limit of 64 MiB"), "\(large.stderr)")
    }

    @Test("A shard count far beyond the cap is refused at once, and one shard of 1000 lists few missing")
    func hugeShardCount() throws {
        let (scratch, folder, _) = try Self.copiedReport()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = folder + "/report.json"
        let json = try String(contentsOfFile: path, encoding: .utf8)
        try json.replacingOccurrences(of: "\"shard\": \"1/1\"", with: "\"shard\": \"1/9223372036854775807\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.merge(folder, into: scratch + "/out")
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(path): shard: \"1/9223372036854775807\" is not I/N with 1 ≤ I ≤ N ≤ 1000; "
                    + "write the folder again with verify --report\n")
    }
}

import Foundation
import Testing
import Support

@Suite("Temporary files: registry, stale sweep")
struct TemporaryFilesTests {
    /// The id of a process that has ended (run `/bin/true` and wait for it).
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static var ownPID: Int32 { ProcessInfo.processInfo.processIdentifier }

    static func touch(_ path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data([1]))
    }

    static func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("temporary names carry their process id", arguments: [
        (".final.png.tmp-123-4", Int32?.some(123)),
        (".a.b.tmp-9-0", 9),
        ("final.png.tmp-123-4", nil),          // not hidden
        (".final.png.tmp-12x-4", nil),
        (".final.png.tmp-123", nil),
        (".final.png.tmp-123-", nil),
        (".final.png", nil),
        (".frames-partial-77-0", nil),          // not the file marker
    ])
    func owner(name: String, pid: Int32?) {
        #expect(TemporaryFiles.owner(of: name) == pid)
    }

    @Test("other markers name staging folders")
    func stagingOwner() {
        #expect(TemporaryFiles.owner(of: ".frames-partial-77-0", markers: ["frames-partial-"]) == 77)
        #expect(TemporaryFiles.owner(of: ".out.frames-partial-77-3", markers: [".out.frames-partial-"]) == 77)
        #expect(TemporaryFiles.owner(of: ".other.frames-partial-77-3", markers: [".out.frames-partial-"]) == nil)
    }

    @Test("the sweep removes what dead processes left and keeps live processes' files and everything else")
    func sweep() throws {
        let root = try temporaryDirectory("sweep")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dead = try Self.deadPID()
        #expect(!TemporaryFiles.isAlive(dead))
        #expect(TemporaryFiles.isAlive(Self.ownPID))
        let stale = ".final.png.tmp-\(dead)-1"
        let live = ".final.png.tmp-\(Self.ownPID)-1"
        for name in [stale, live, "final.png", "notes.tmp-\(dead)-1"] { Self.touch(root + "/" + name) }
        try FileManager.default.createDirectory(atPath: root + "/sub/.x.tmp-\(dead)-2", withIntermediateDirectories: true)
        Self.touch(root + "/sub/.x.tmp-\(dead)-2/inside")
        Self.touch(root + "/sub/.y.png.tmp-\(dead)-3")

        #expect(TemporaryFiles.sweep(root) == [root + "/" + stale])
        #expect(Self.names(root) == [live, "final.png", "notes.tmp-\(dead)-1", "sub"])
        #expect(Self.names(root + "/sub").count == 2)

        #expect(TemporaryFiles.sweep(root, recursive: true)
            == [root + "/sub/.x.tmp-\(dead)-2", root + "/sub/.y.png.tmp-\(dead)-3"])
        #expect(Self.names(root + "/sub").isEmpty)
        #expect(TemporaryFiles.sweep(root + "/missing").isEmpty)
    }

    @Test("a registry lists live paths; commit forgets a path only when the move succeeds")
    func registry() throws {
        struct Refused: Error {}
        let registry = TemporaryFiles()
        let first = registry.register("/tmp/a", kind: .file)
        let second = registry.register("/tmp/b", kind: .folder)
        #expect(registry.paths == ["/tmp/a", "/tmp/b"])
        #expect(registry.isLive("/tmp/a"))
        #expect(throws: Refused.self) { try registry.commit(first) { () throws(Refused) in throw Refused() } }
        #expect(registry.isLive("/tmp/a"))
        #expect(registry.commit(first) { 42 } == 42)
        #expect(!registry.isLive("/tmp/a"))
        registry.unregister(second)
        #expect(registry.paths.isEmpty)
    }

    @Test("removeAll removes registered files and folders, nothing else")
    func removeAll() throws {
        let root = try temporaryDirectory("remove-all")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let registry = TemporaryFiles()
        Self.touch(root + "/.a.tmp-1-1")
        try FileManager.default.createDirectory(atPath: root + "/.staging/deep", withIntermediateDirectories: true)
        Self.touch(root + "/.staging/deep/file")
        Self.touch(root + "/keep.png")
        _ = registry.register(root + "/.a.tmp-1-1", kind: .file)
        _ = registry.register(root + "/.staging", kind: .folder)
        _ = registry.register(root + "/never-created", kind: .file)
        registry.removeAll()
        #expect(Self.names(root) == ["keep.png"])
        #expect(registry.paths.isEmpty)
    }

    @Test("the atomic writer registers its temporary file while it exists and sweeps the folder before its first write")
    func writerRegistersAndSweeps() throws {
        let root = try temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dead = try Self.deadPID()
        let stale = ".golden.png.tmp-\(dead)-7"
        let live = ".golden.png.tmp-\(Self.ownPID)-999999"
        Self.touch(root + "/" + stale)
        Self.touch(root + "/" + live)
        let registry = TemporaryFiles()
        let writer = try AtomicFile.Writer(path: root + "/golden.png", registry: registry)
        let temporary = try #require(writer.temporaryPath)
        #expect(registry.paths == [temporary])
        #expect(temporary.hasPrefix(root + "/.golden.png.tmp-\(Self.ownPID)-"))
        try writer.append([1, 2])
        try writer.append([3])
        #expect(Self.names(root) == [live, (temporary as NSString).lastPathComponent].sorted())
        try writer.commit()
        #expect(registry.paths.isEmpty)
        #expect(FileManager.default.contents(atPath: root + "/golden.png") == Data([1, 2, 3]))
        #expect(Self.names(root) == [live, "golden.png"])
    }

    @Test("a writer discarded or dropped leaves the target as it was and no temporary file")
    func writerDiscard() throws {
        let root = try temporaryDirectory("writer-discard")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AtomicFile.write([9], to: root + "/file")
        let registry = TemporaryFiles()
        let writer = try AtomicFile.Writer(path: root + "/file", registry: registry)
        try writer.append([1])
        writer.discard()
        #expect(throws: FileWriteError(.write, path: root + "/file", reason: "the file was already closed")) {
            try writer.commit()
        }
        do {
            let dropped = try AtomicFile.Writer(path: root + "/file", registry: registry)
            try dropped.append([2])
        }
        #expect(Self.names(root) == ["file"])
        #expect(FileManager.default.contents(atPath: root + "/file") == Data([9]))
        #expect(registry.paths.isEmpty)
    }

    @Test("a name too long for the file system is a write error naming the path and the system's reason")
    func nameTooLong() throws {
        let root = try temporaryDirectory("too-long")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + String(repeating: "x", count: 300) + "/golden.png"
        let error = #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.description.contains("File name too long") == true, "\(String(describing: error))")
        #expect(error?.description.contains(root + "/xxx") == true)
        #expect(Self.names(root).isEmpty)
    }

    @Test("a private folder is new, only its owner's (0700), registered, and removed with what it holds")
    func privateFolder() throws {
        let registry = TemporaryFiles()
        let first = try registry.makePrivateFolder(prefix: "support-private-")
        let second = try registry.makePrivateFolder(prefix: "support-private-")
        #expect(first.path != second.path)
        #expect(first.path.contains("support-private-\(Self.ownPID)-"))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: first.path)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        #expect(registry.isLive(first.path))
        Self.touch(first.path + "/inside")
        registry.removeFolder(first)
        #expect(!FileManager.default.fileExists(atPath: first.path))
        #expect(!registry.isLive(first.path))
        registry.removeAll()
        #expect(!FileManager.default.fileExists(atPath: second.path))
    }
}

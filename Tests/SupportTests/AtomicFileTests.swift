import Foundation
import Testing
import Support

@Suite("Atomic file writes")
struct AtomicFileTests {
    @Test func createsDirectoriesAndWrites() throws {
        let root = try temporaryDirectory("atomic")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/a/b/c/final.png"
        try AtomicFile.write([1, 2, 3], to: path, sync: true)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        try AtomicFile.write("new\n", to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b/c") == ["final.png"])
    }

    @Test func readersSeeOldOrNewContentOnly() async throws {
        let root = try temporaryDirectory("atomic-race")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/golden.png"
        let old = [UInt8](repeating: 0xAA, count: 256 * 1024)
        let new = [UInt8](repeating: 0x55, count: 256 * 1024)
        try AtomicFile.write(old, to: path)
        let writer = Task.detached {
            for i in 0..<40 { try AtomicFile.write(i % 2 == 0 ? new : old, to: path) }
        }
        var reads = 0
        while reads < 200 {
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(data == Data(old) || data == Data(new))
            reads += 1
        }
        try await writer.value
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(leftovers == ["golden.png"])
    }

    @Test("A synced write (goldens, reports, saved scenarios) replaces the target with exactly the new bytes and leaves no temporary file")
    func syncedWrite() throws {
        let root = try temporaryDirectory("atomic-sync")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Goldens/scenario/iPhone-portrait/final.png"
        let old = [UInt8](repeating: 0xAA, count: 300_000)
        let new = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try AtomicFile.write(old, to: path, sync: true)
        #expect(FileManager.default.contents(atPath: path) == Data(old))
        try AtomicFile.write(new, to: path, sync: true)
        #expect(FileManager.default.contents(atPath: path) == Data(new))
        try AtomicFile.write("report\n", to: root + "/report.xml", sync: true)
        #expect(FileManager.default.contents(atPath: root + "/report.xml") == Data("report\n".utf8))
        // In pieces, as the animation writer does.
        let writer = try AtomicFile.Writer(path: root + "/pieces.bin")
        try writer.append([1, 2])
        try writer.append([])
        try writer.append([3])
        try writer.commit(sync: true)
        #expect(FileManager.default.contents(atPath: root + "/pieces.bin") == Data([1, 2, 3]))
        #expect(writer.temporaryPath == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/Goldens/scenario/iPhone-portrait") == ["final.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["Goldens", "pieces.bin", "report.xml"])
    }

    @Test func syncedWriteFailureLeavesNoTemporaryFile() throws {
        let root = try temporaryDirectory("atomic-sync-fail")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/busy"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: path, sync: true) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["busy"])
    }

    @Test("createDirectory returns the folders it created, outermost first (their parents are synced too)")
    func createdFolders() throws {
        let root = try temporaryDirectory("atomic-mkdir")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try AtomicFile.createDirectory(root + "/a/b") == [root + "/a", root + "/a/b"])
        #expect(try AtomicFile.createDirectory(root + "/a/b/c") == [root + "/a/b/c"])
        #expect(try AtomicFile.createDirectory(root + "/a") == [])
    }

    @Test func failureLeavesTargetAndNoTemporaryFile() throws {
        let root = try temporaryDirectory("atomic-fail")
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The target is a non-empty directory: rename(2) fails, the temporary file is removed.
        let path = root + "/busy"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["busy"])
    }

    @Test("A FIFO or a socket as the target is refused, never replaced (as root, rename would replace /dev/null)")
    func specialTargetIsRefused() throws {
        let root = try temporaryDirectory("atomic-special")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fifo = root + "/out.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        do {
            try AtomicFile.write([1], to: fifo)
            Issue.record("expected an error")
        } catch {
            #expect(error.description
                    == "cannot write \(fifo): it is a FIFO, not a regular file; the previous file, if any, is unchanged")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["out.png"])
        // A symbolic link is replaced, not followed: what it points to is untouched.
        let link = root + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
        try AtomicFile.write([2], to: link)
        #expect(FileManager.default.contents(atPath: link) == Data([2]))
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func unwritableParentIsReported() throws {
        let root = try temporaryDirectory("atomic-parent")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AtomicFile.write([0], to: root + "/file")
        do {
            try AtomicFile.write([1], to: root + "/file/child.png")
            Issue.record("expected an error")
        } catch {
            #expect(error.operation == .createFolder)
            #expect(error.path == root + "/file")
            #expect(error.description == "cannot create folder \(root)/file: exists and is not a folder")
        }
    }
}

/// A fresh empty directory under the system's temporary folder.
func temporaryDirectory(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "support-tests-\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

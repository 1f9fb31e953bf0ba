import Foundation
import Testing
import Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The one file reader: regular files only, within a size limit")
struct RegularFileTests {
    @Test("A regular file is read whole, up to exactly the limit")
    func readsRegularFile() throws {
        let root = try temporaryDirectory("read")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/a.bin"
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try AtomicFile.write(bytes, to: path)
        #expect(try RegularFile.read(path, maxBytes: 5000) == bytes)
        try AtomicFile.write([UInt8](), to: path)
        #expect(try RegularFile.read(path, maxBytes: 1) == [])
    }

    @Test("A file one byte over the limit is refused, with both sizes")
    func oneByteTooMany() throws {
        let root = try temporaryDirectory("limit")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/a.bin"
        try AtomicFile.write([UInt8](repeating: 1, count: 1025), to: path)
        let error = try #require(throws: FileReadError.self) { try RegularFile.read(path, maxBytes: 1024) }
        #expect(error == FileReadError(.tooLarge(size: 1025, limit: 1024), path: path))
        #expect(error.reason == "is larger than the limit of 1 KiB (1024 bytes)")
    }

    @Test("A huge sparse file is refused from its size, before any byte is read")
    func sparseFile() throws {
        let root = try temporaryDirectory("sparse")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/huge.png"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 40) == 0)
        let error = try #require(throws: FileReadError.self) { try RegularFile.read(path, maxBytes: 1 << 20) }
        #expect(error.reason == "is 1 TiB, more than the limit of 1 MiB")
    }

    @Test("What is not a regular file is named, and nothing waits on it")
    func notRegular() throws {
        let root = try temporaryDirectory("kinds")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: FileReadError(.notRegular("a folder"), path: root)) {
            try RegularFile.read(root, maxBytes: 100)
        }
        #expect(throws: FileReadError(.notRegular("a character device"), path: "/dev/zero")) {
            try RegularFile.read("/dev/zero", maxBytes: 100)
        }
        let fifo = root + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer end held open keeps a blocking open from waiting, should the reader ever open
        // without O_NONBLOCK: the test fails instead of hanging.
        let writer = open(fifo, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        let error = try #require(throws: FileReadError.self) { try RegularFile.read(fifo, maxBytes: 100) }
        #expect(error == FileReadError(.notRegular("a FIFO"), path: fifo))
        #expect(error.description == "\(fifo): is a FIFO, not a regular file")
    }

    @Test("A missing file, a path through a file and a path with a NUL fail with the reason")
    func failures() throws {
        let root = try temporaryDirectory("missing")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = root + "/missing.yaml"
        let error = try #require(throws: FileReadError.self) { try RegularFile.read(missing, maxBytes: 100) }
        #expect(error == FileReadError(.notFound, path: missing))
        #expect(error.reason == "No such file or directory")
        let file = root + "/a.yaml"
        try AtomicFile.write("steps: []\n", to: file)
        #expect(throws: FileReadError(.invalidPath, path: file + "\u{0}x")) {
            try RegularFile.read(file + "\u{0}x", maxBytes: 100)
        }
        #expect(throws: FileReadError(.system("Not a directory"), path: file + "/x")) {
            try RegularFile.check(file + "/x")
        }
    }
}

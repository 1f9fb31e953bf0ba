import Foundation
import ImageCodec
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Image files are read only when they are regular files within the byte limit: a FIFO or a
/// device fails at once, a huge file before its bytes are allocated.
@Suite struct ImageFileLimitTests {
    @Test("A file over the byte limit is too large, for a header check and for a whole read")
    func byteLimit() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = try PNGCodec.encode(TestSupport.noise(width: 8, height: 8, seed: 2))
        let path = folder.appendingPathComponent("small.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let limits = ImageLimits(maxFileBytes: bytes.count - 1)
        let message = "the file is \(bytes.count) bytes, more than the limit of \(bytes.count - 1) bytes"
        #expect(throws: ImageCodecError(.tooLarge, message, path: path)) { try EncodedImage.read(path, limits: limits) }
        #expect(throws: ImageCodecError(.tooLarge, message, path: path)) { try ImageFile.read(path, limits: limits) }
        #expect(try ImageFile.read(path, limits: ImageLimits(maxFileBytes: bytes.count)).width == 8)
    }

    @Test("A sparse file of 1 TiB fails from its size with the default limits")
    func sparseFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(PNGCodec.signature)))
        #expect(truncate(path, 1 << 40) == 0)
        let error = try #require(throws: ImageCodecError.self) { try EncodedImage.read(path) }
        #expect(error.description == "\(path): image too large: the file is 1 TiB, more than the limit of 256 MiB")
    }

    @Test("A FIFO or a device is named, and nothing waits on it")
    func notRegular() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer end held open: a reader that blocked on open would make the test fail, not hang.
        let writer = open(fifo, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        let error = try #require(throws: ImageCodecError.self) { try ImageFile.read(fifo) }
        #expect(error.description == "\(fifo): cannot read file: is a FIFO, not a regular file")
        #expect(throws: ImageCodecError(.readFailed, "is a character device, not a regular file", path: "/dev/zero")) {
            try EncodedImage.read("/dev/zero")
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old or the new content, never a part of it:
/// the bytes go to a temporary file beside the target (`.<name>.tmp-<pid>-<counter>` in the same
/// directory, hence the same file system), which is then renamed over the target with
/// `rename(2)`. Missing parent directories are created. On failure the temporary file is removed
/// and the target is untouched.
public enum AtomicWrite {
    /// Writes `bytes` to `path`.
    ///
    /// - Parameter sync: also `fsync` the file before the rename and the directory after it, so
    ///   the new content survives a crash (slower; not needed for test artifacts).
    /// - Throws: ``ImageCodecError`` of kind `writeFailed` naming `path`.
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws(ImageCodecError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        do {
            try createDirectory(directory)
        } catch {
            throw ImageCodecError(.writeFailed, "cannot create folder \(directory): \(error.message)", path: path)
        }
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(TemporaryCounter.shared.next())"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ImageCodecError(.writeFailed, lastError(), path: path) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                guard let base = buffer.baseAddress else { break }
                let n = systemWrite(fd, base + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                written += n
            }
        }
        if failure == nil, sync, fsync(fd) != 0 { failure = lastError() }
        if close(fd) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw ImageCodecError(.writeFailed, failure, path: path)
        }
        if sync { syncDirectory(directory) }
    }

    /// Creates `path` and its missing parents.
    public static func createDirectory(_ path: String) throws(ImageCodecError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw ImageCodecError(.writeFailed, error.localizedDescription, path: path)
        }
    }

    private static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// A process-wide counter for unique temporary names.
private final class TemporaryCounter: @unchecked Sendable {
    static let shared = TemporaryCounter()
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The folder a frame dump writes into.
enum OutputFolder {
    /// Creates `path` and missing parents.
    static func create(_ path: String) throws(FramesError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .writeFailed(path: path, reason: "exists and is not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    /// `folder/name`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, renamed over it.
    static func write(_ bytes: [UInt8], to path: String) throws(FramesError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder).\(name).\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += result
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Removes files in `folder` named like frames (`frame-NNNNN.png`) that are not in `keep`:
    /// leftovers of an earlier, longer dump.
    static func removeStaleFrames(in folder: String, keeping keep: Set<String>) throws(FramesError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .writeFailed(path: folder, reason: error.localizedDescription)
        }
        for name in names.sorted() where Frame.isFrameFileName(name) && !keep.contains(name) {
            let path = join(folder, name)
            guard unlink(path) == 0 || errno == ENOENT else {
                throw .writeFailed(path: path, reason: "cannot remove stale frame: " + String(cString: strerror(errno)))
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #else
        Musl.write(descriptor, buffer, count)
        #endif
    }
}

import Foundation
import ImageCodec
import Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
import Support
#endif

/// The folder a frame dump writes into.
enum OutputFolder {
    /// Creates `path` and missing parents.
    static func create(_ path: String) throws(FramesError) {
        do {
            try AtomicFile.createDirectory(path)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
    }

    /// `folder/name`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, renamed over it.
    static func write(_ bytes: [UInt8], to path: String) throws(FramesError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.detail)
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
}

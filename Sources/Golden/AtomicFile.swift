import Foundation
import ImageCodec

/// Writes files so that readers see either the old or the new content, never a part of it (see
/// ``ImageCodec/AtomicWrite``: a temporary file beside the target, renamed over it; missing
/// folders are created; on failure the target is untouched).
public enum AtomicFile {
    /// Writes `bytes` to `path`; `sync` also flushes file and folder to disk.
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws(GoldenError) {
        try createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        do {
            try AtomicWrite.write(bytes, to: path, sync: sync)
        } catch {
            throw .fileWriteFailed(path: path, reason: error.message)
        }
    }

    /// Writes `text` as UTF-8 to `path`, atomically.
    public static func write(_ text: String, to path: String, sync: Bool = false) throws(GoldenError) {
        try write(Array(text.utf8), to: path, sync: sync)
    }

    /// Writes `data` to `path`, atomically.
    public static func write(_ data: Data, to path: String, sync: Bool = false) throws(GoldenError) {
        try write([UInt8](data), to: path, sync: sync)
    }

    /// Creates `path` and its missing parents.
    public static func createDirectory(_ path: String) throws(GoldenError) {
        do {
            try AtomicWrite.createDirectory(path)
        } catch {
            throw .directoryCreationFailed(path: path, reason: error.message)
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the package writes a file: readers see either the old or the new content, never a
/// part of it. The bytes go to a temporary file beside the target (`.<name>.tmp-<pid>-<n>` in the
/// same folder, hence on the same file system), which `rename(2)` then moves over the target.
/// Missing parent folders are created. On failure the temporary file is removed and the target
/// is left as it was.
///
/// Temporary files are registered with ``TemporaryFiles/shared`` while they exist, so an
/// interrupted process removes them; before its first write into a folder, a process removes the
/// temporary files that dead processes left there (``TemporaryFiles/sweepOnce(_:)``).
package enum AtomicFile {
    /// Writes `bytes` to `path`.
    ///
    /// - Parameter sync: also `fsync` the file before the rename, then the folder after it (and
    ///   the parent of every folder the write created), before returning: after a crash or a
    ///   power loss the target holds the old or the new content, never an empty or partial
    ///   file, and once this returns the new content is on disk. Goldens, reports and saved
    ///   scenarios are written so; test artifacts are not (docs/security.md, "Durability").
    /// - Throws: ``FileWriteError`` naming the path and the operating system's reason.
    package static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws(FileWriteError) {
        let writer = try Writer(path: path)
        try writer.append(bytes)
        try writer.commit(sync: sync)
    }

    /// Writes `text` as UTF-8 to `path`, atomically.
    package static func write(_ text: String, to path: String, sync: Bool = false) throws(FileWriteError) {
        try write(Array(text.utf8), to: path, sync: sync)
    }

    /// Creates the folder `path` and its missing parents (`mkdir -p`); a folder that exists is
    /// fine. Returns the folders it created, outermost first.
    ///
    /// - Throws: ``FileWriteError`` naming `path` and the operating system's reason when `path`
    ///   or one of its parents is not a folder or cannot be created.
    @discardableResult
    package static func createDirectory(_ path: String) throws(FileWriteError) -> [String] {
        var created: [String] = []
        guard !path.isEmpty else { return created }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(component) : "/" + component
            if mkdir(prefix, 0o755) == 0 {
                created.append(prefix)
                continue
            }
            let code = errno
            var info = stat()
            if code == EEXIST || code == EISDIR || code == EACCES || code == EROFS, stat(prefix, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw FileWriteError(.createFolder, path: path,
                                         reason: prefix == path ? "exists and is not a folder" : "\(prefix) is not a folder")
                }
                continue
            }
            throw FileWriteError(.createFolder, path: path, reason: String(cString: strerror(code)))
        }
        return created
    }

    /// Refuses a target that exists as a FIFO, a device or a socket: renaming over it would
    /// replace that special file (`/dev/null` itself, when run as root) with the output. A
    /// regular file, a symbolic link (replaced, not followed) or nothing is fine; a folder is
    /// refused by `rename(2)`.
    ///
    /// - Throws: ``FileWriteError`` saying what the target is.
    static func checkReplaceable(_ path: String) throws(FileWriteError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG, kind != S_IFLNK, kind != S_IFDIR,
              let name = RegularFile.nonRegularKind(info.st_mode) else { return }
        throw FileWriteError(.write, path: path, reason: "it is \(name), not a regular file")
    }

    /// `fsync`s the folder `path`, so that the names renamed or created in it survive a crash.
    ///
    /// - Returns: the operating system's reason when the folder cannot be opened or synced; nil
    ///   when it was synced, or when its file system does not sync folders (`EINVAL`, `ENOTSUP`:
    ///   there is nothing more to do there).
    static func syncDirectory(_ path: String) -> String? {
        let fd = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return lastError() }
        defer { _ = close(fd) }
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EINVAL || code == ENOTSUP { return nil }
            return String(cString: strerror(code))
        }
        return nil
    }

    static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #elseif canImport(Musl)
        Musl.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

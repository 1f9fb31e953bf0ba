#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the package reads a file it was given: scenarios, photos, goldens, images to
/// compare. Only a regular file is read, and only up to a size limit, so a path that names a
/// FIFO, a device or a socket fails at once instead of blocking or reading forever, and a huge
/// file fails before its bytes are allocated.
package enum RegularFile {
    /// The bytes of the regular file at `path` (symbolic links followed).
    ///
    /// The file is opened with `O_NONBLOCK`, so that opening a FIFO cannot wait for a writer,
    /// then checked with `fstat` (it is the file that was opened, whatever happened to the path
    /// since), and read only when it is regular and at most `maxBytes` long.
    ///
    /// - Throws: ``FileReadError`` saying what is wrong: not found, not a regular file (and what
    ///   it is), larger than `maxBytes`, or the system's reason.
    package static func read(_ path: String, maxBytes: Int) throws(FileReadError) -> [UInt8] {
        try check(path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw FileReadError(path: path, errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileReadError(path: path, errno: errno) }
        if let kind = nonRegularKind(info.st_mode) { throw FileReadError(.notRegular(kind), path: path) }
        // A regular file never blocks; reading it in blocking mode is the ordinary case.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        let size = Int(clamping: info.st_size)
        guard size <= maxBytes else { throw FileReadError(.tooLarge(size: size, limit: maxBytes), path: path) }
        return try readAll(descriptor, path: path, expected: max(size, 0), maxBytes: maxBytes)
    }

    /// The bytes of the regular file at `path`, which must resolve inside the folder `root`:
    /// a symbolic link (of the file or of a folder on the way) that leads out of `root` is
    /// refused before anything is opened, as ``FileReadError/Problem/notRegular(_:)`` saying
    /// so (`a symbolic link out of the report folder`, with `rootName` naming the folder). Links
    /// that stay inside `root` are followed. For folders that arrive from elsewhere, e.g. the
    /// shard folders `merge-reports` reads (docs/security.md).
    package static func read(_ path: String, maxBytes: Int, inside root: String,
                             rootName: String) throws(FileReadError) -> [UInt8] {
        guard !path.utf8.contains(0), !root.utf8.contains(0) else { throw FileReadError(.invalidPath, path: path) }
        guard let resolvedRoot = resolved(root) else { throw FileReadError(path: root, errno: errno) }
        guard let resolvedPath = resolved(path) else { throw FileReadError(path: path, errno: errno) }
        let prefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        guard resolvedPath.hasPrefix(prefix) else {
            throw FileReadError(.notRegular("a symbolic link out of \(rootName)"), path: path)
        }
        return try read(resolvedPath, maxBytes: maxBytes)
    }

    /// The canonical absolute path of `path` (every symbolic link resolved), or nil with `errno` set.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Checks, without opening it, that `path` names a regular file (symbolic links followed).
    ///
    /// - Throws: ``FileReadError``, as ``read(_:maxBytes:)`` would for what the path names.
    package static func check(_ path: String) throws(FileReadError) {
        guard !path.utf8.contains(0) else { throw FileReadError(.invalidPath, path: path) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileReadError(path: path, errno: errno) }
        if let kind = nonRegularKind(info.st_mode) { throw FileReadError(.notRegular(kind), path: path) }
    }

    /// What a file of `mode` is, when it is not a regular file: `a folder`, `a FIFO`, ….
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Reads to the end of file, `expected` bytes by `fstat`; the file may have changed size
    /// since, so the end is where `read` returns 0, and more than `maxBytes` is an error.
    private static func readAll(_ descriptor: Int32, path: String, expected: Int,
                                maxBytes: Int) throws(FileReadError) -> [UInt8] {
        // One byte more than expected, so the end of file shows as a zero-length read.
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= maxBytes else {
                    throw FileReadError(.tooLarge(size: filled, limit: maxBytes), path: path)
                }
                let grown = min(max(bytes.count * 2, 4096), maxBytes + 1)
                bytes.append(contentsOf: repeatElement(0, count: grown - bytes.count))
            }
            var readError: Int32 = 0
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                let result = systemRead(descriptor, base + filled, buffer.count - filled)
                if result < 0 { readError = errno }
                return result
            }
            if got < 0 {
                if readError == EINTR { continue }
                throw FileReadError(path: path, errno: readError)
            }
            if got == 0 {
                bytes.removeLast(bytes.count - filled)
                return bytes
            }
            filled += got
        }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}

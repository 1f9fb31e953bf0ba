import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TemporaryFiles {
    /// Makes a new folder only this user can enter (mode 0700, by `mkdtemp`) in the system's
    /// temporary folder (`$TMPDIR`), named `<prefix><pid>-XXXXXX`, and registers it, so that an
    /// interrupted process removes it; ``removeFolder(_:)`` removes it when done.
    package func makePrivateFolder(prefix: String) throws(FileWriteError) -> Registration {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array("\(base)/\(prefix)\(getpid())-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else {
            throw FileWriteError(.createFolder, path: base, reason: String(cString: strerror(errno)))
        }
        return register(made, kind: .folder)
    }

    /// Removes a registered folder with everything in it, and forgets it.
    package func removeFolder(_ registration: Registration) {
        try? FileManager.default.removeItem(atPath: registration.path)
        unregister(registration)
    }

    /// Removes the folders ``makePrivateFolder(prefix:)`` made in `base` (the system's temporary
    /// folder by default) for processes that are gone (killed with SIGKILL, or by a crash, before
    /// they could remove them): `<prefix><pid>-XXXXXX` folders of this user whose process no
    /// longer exists. Returns the removed paths, sorted.
    @discardableResult
    package static func sweepPrivateFolders(prefix: String, in base: String? = nil) -> [String] {
        let folder = base ?? FileManager.default.temporaryDirectory.path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard rest.count == 2, rest[1].count == 6, rest[0].allSatisfy({ $0.isASCII && $0.isNumber }),
                  let pid = pid_t(rest[0]), pid > 0, !isAlive(pid) else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else { continue }
            guard (try? FileManager.default.removeItem(atPath: path)) != nil else { continue }
            removed.append(path)
        }
        return removed.sorted()
    }
}

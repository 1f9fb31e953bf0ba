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
}

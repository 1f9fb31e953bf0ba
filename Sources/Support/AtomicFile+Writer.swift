import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// A file written in pieces, atomically: the pieces go to the temporary file, and
    /// ``commit(sync:)`` moves it over the target. Until then the target is as it was; a writer
    /// dropped or discarded without a commit removes its temporary file.
    ///
    /// ```swift
    /// let writer = try AtomicFile.Writer(path: "out/animation.png")
    /// for piece in pieces { try writer.append(piece) }
    /// try writer.commit()
    /// ```
    ///
    /// Not thread-safe: one thread at a time appends.
    package final class Writer {
        /// The file that ``commit(sync:)`` replaces.
        package let path: String
        private let directory: String
        private let registry: TemporaryFiles
        private var registration: TemporaryFiles.Registration?
        private var descriptor: Int32 = -1
        /// The folders this writer created for the target, outermost first: with `sync`, their
        /// parents are synced too, or a crash could lose a new folder with the file in it.
        private let createdFolders: [String]

        /// Creates the target's missing folders and the temporary file.
        /// - Throws: ``FileWriteError`` naming `path` (or the folder that cannot be created).
        package init(path: String, registry: TemporaryFiles = .shared) throws(FileWriteError) {
            self.path = path
            self.registry = registry
            let url = URL(fileURLWithPath: path)
            directory = url.deletingLastPathComponent().path
            createdFolders = try AtomicFile.createDirectory(directory)
            try AtomicFile.checkReplaceable(path)
            registry.sweepOnce(directory)
            let temporary = directory + "/." + url.lastPathComponent + TemporaryFiles.fileMarker + registry.uniqueSuffix()
            let registration = registry.register(temporary, kind: .file)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let reason = AtomicFile.lastError()
                registry.unregister(registration)
                throw FileWriteError(.write, path: path, reason: reason)
            }
            self.registration = registration
            descriptor = fd
        }

        deinit { discard() }

        /// The temporary file's path, while it exists.
        package var temporaryPath: String? { registration?.path }

        /// Appends `bytes` to the temporary file.
        /// - Throws: ``FileWriteError`` with the operating system's reason; the temporary file is
        ///   then removed and the writer can only be discarded.
        package func append(_ bytes: [UInt8]) throws(FileWriteError) {
            guard descriptor >= 0 else { throw FileWriteError(.write, path: path, reason: "the file was already closed") }
            var failure: String?
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var written = 0
                while written < buffer.count {
                    let n = AtomicFile.systemWrite(descriptor, base + written, buffer.count - written)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = AtomicFile.lastError()
                        return
                    }
                    written += n
                }
            }
            if let failure {
                discard()
                throw FileWriteError(.write, path: path, reason: failure)
            }
        }

        /// Closes the temporary file and renames it over the target.
        /// - Parameter sync: `fsync` the file before the rename, then its folder after it and the
        ///   parent of every folder this writer created, so the new content is on disk when this
        ///   returns (see `AtomicFile.write(_:to:sync:)`).
        /// - Throws: ``FileWriteError``; the temporary file is then removed, the target unchanged.
        ///   When only a folder cannot be synced, the target already holds the new content but
        ///   the error is thrown all the same: it may not survive a crash.
        package func commit(sync: Bool = false) throws(FileWriteError) {
            guard let registration, descriptor >= 0 else {
                throw FileWriteError(.write, path: path, reason: "the file was already closed")
            }
            var failure: String?
            if sync, fsync(descriptor) != 0 { failure = AtomicFile.lastError() }
            if close(descriptor) != 0, failure == nil { failure = AtomicFile.lastError() }
            descriptor = -1
            if let failure {
                discard()
                throw FileWriteError(.write, path: path, reason: failure)
            }
            let target = path
            do {
                try registry.commit(registration) { () throws(FileWriteError) in
                    guard rename(registration.path, target) == 0 else {
                        throw FileWriteError(.write, path: target, reason: AtomicFile.lastError())
                    }
                }
            } catch {
                discard()
                throw error
            }
            self.registration = nil
            if sync {
                let parents = createdFolders.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
                for folder in [directory] + parents.reversed() {
                    if let reason = AtomicFile.syncDirectory(folder) {
                        throw FileWriteError(.write, path: target, reason: "written, but its folder \(folder) could not be synced: \(reason)")
                    }
                }
            }
        }

        /// Closes and removes the temporary file, if any; the target stays as it was.
        package func discard() {
            if descriptor >= 0 {
                _ = close(descriptor)
                descriptor = -1
            }
            if let registration {
                _ = unlink(registration.path)
                registry.unregister(registration)
                self.registration = nil
            }
        }
    }
}

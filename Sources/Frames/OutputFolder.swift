import Foundation
import ImageCodec
import Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The folder a frame dump writes into, and the staging folder that keeps a failed dump from
/// leaving anything behind.
///
/// A dump writes every file into a fresh hidden staging folder first. Only when all of them are
/// written does ``Staging/publish(_:)`` move them into the output folder: by renaming the staging
/// folder itself when the output folder does not exist yet (so the whole dump appears at once),
/// otherwise file by file: the earlier dump's manifest is removed first and the new one moved in
/// last, so an interrupted publish leaves no manifest describing frames that are not there. The
/// staging folder lies inside the output folder when that exists, beside it otherwise, so every
/// move is a rename within one file system. On failure ``Staging/discard()`` removes the staging
/// folder and any parent folder made for it: the output folder is as it was.
///
/// The staging folder is registered with ``TemporaryFiles`` while it exists, so an interrupted
/// process removes it, and publishing runs under the registry's lock (an interruption waits for
/// it to end). Staging folders and temporary files left by processes that died are removed when
/// the next dump into the same output folder starts.
enum OutputFolder {
    /// A staging folder for the output folder `target`.
    struct Staging {
        /// The output folder.
        var target: String
        /// The hidden folder the files are written into.
        var path: String
        /// Whether `target` existed when staging began.
        var targetExisted: Bool
        /// Folders created to hold `path` (beyond `target`'s existing ancestors), deepest first.
        var createdParents: [String]
        /// The staging folder's entry in the registry of temporary paths.
        var registration: TemporaryFiles.Registration

        /// Moves `names` (files in the staging folder, in order, the manifest last) into the
        /// output folder, after removing the manifest of an earlier dump there; then removes
        /// frame files left by an earlier, longer dump and the staging folder.
        func publish(_ names: [String]) throws(FramesError) {
            try TemporaryFiles.shared.commit(registration) { () throws(FramesError) in
                guard targetExisted else {
                    guard rename(path, target) == 0 else { throw .writeFailed(path: target, reason: lastError()) }
                    return
                }
                let manifest = join(target, FrameManifest.fileName)
                guard unlink(manifest) == 0 || errno == ENOENT else {
                    throw .writeFailed(path: manifest, reason: "cannot remove the earlier manifest: " + lastError())
                }
                for name in names {
                    let destination = join(target, name)
                    guard rename(join(path, name), destination) == 0 else {
                        throw .writeFailed(path: destination, reason: lastError())
                    }
                }
                guard rmdir(path) == 0 else { throw .writeFailed(path: path, reason: "cannot remove: " + lastError()) }
            }
            if targetExisted {
                try removeStaleFrames(in: target, keeping: Set(names.filter(Frame.isFrameFileName)))
            }
        }

        /// `error` with a path inside the staging folder given as the same path in the output
        /// folder, where the user looks for it.
        func naming(_ error: FramesError) -> FramesError {
            guard case .writeFailed(let failed, let reason) = error, failed.hasPrefix(path + "/") else { return error }
            return .writeFailed(path: join(target, String(failed.dropFirst(path.count + 1))), reason: reason)
        }

        /// Removes the staging folder with its contents and the parents made for it.
        func discard() {
            try? FileManager.default.removeItem(atPath: path)
            TemporaryFiles.shared.unregister(registration)
            for folder in createdParents { _ = rmdir(folder) }
        }
    }

    /// Prefix of staging folder names (followed by the process id and a counter).
    static let stagingPrefix = ".frames-partial-"
    /// What every staging folder's name holds before its process id and counter.
    static let stagingMarker = String(stagingPrefix.dropFirst())

    /// Creates a staging folder for the output folder `target`.
    /// - Throws: ``FramesError/writeFailed(path:reason:)`` when `target` exists and is not a
    ///   folder, or the staging folder cannot be created.
    static func stage(_ target: String) throws(FramesError) -> Staging {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { throw .writeFailed(path: target, reason: "exists and is not a folder") }
        let trimmed = target.count > 1 && target.hasSuffix("/") ? String(target.dropLast()) : target
        let parent = exists ? trimmed : (trimmed as NSString).deletingLastPathComponent
        let created = try createParents(parent.isEmpty ? "." : parent, for: target)
        let besideName = "." + (trimmed as NSString).lastPathComponent + "." + stagingMarker
        let name = exists ? stagingPrefix : besideName
        let folder = parent.isEmpty ? "." : parent
        // What dead processes left: this output folder's staging folders beside it, and inside
        // it staging folders and temporary files.
        let outside = (trimmed as NSString).deletingLastPathComponent
        TemporaryFiles.sweep(outside.isEmpty ? "." : outside, markers: [besideName])
        if exists { TemporaryFiles.sweep(trimmed, markers: [TemporaryFiles.fileMarker, stagingMarker]) }
        for attempt in 0..<100 {
            let path = join(folder, name + "\(getpid())-\(attempt)")
            let registration = TemporaryFiles.shared.register(path, kind: .folder)
            if mkdir(path, 0o777) == 0 {
                return Staging(target: trimmed, path: path, targetExisted: exists, createdParents: created,
                               registration: registration)
            }
            let code = errno
            TemporaryFiles.shared.unregister(registration)
            guard code == EEXIST else {
                for folder in created { _ = rmdir(folder) }
                throw .writeFailed(path: target, reason: "cannot create a staging folder in \(parent): \(String(cString: strerror(code)))")
            }
        }
        for folder in created { _ = rmdir(folder) }
        throw .writeFailed(path: target, reason: "cannot create a staging folder in \(parent): too many left over")
    }

    /// Creates `folder` and its missing parents; returns the ones created, deepest first.
    private static func createParents(_ folder: String, for target: String) throws(FramesError) -> [String] {
        var missing: [String] = []
        var current = folder
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
            missing.append(current)
            let up = (current as NSString).deletingLastPathComponent
            if up.isEmpty || up == current { break }
            current = up
        }
        if missing.isEmpty, !isDirectory.boolValue {
            throw .writeFailed(path: target, reason: "\(folder) is not a folder")
        }
        for (position, path) in missing.reversed().enumerated() {
            guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                let reason = lastError()
                for made in missing.suffix(position) { _ = rmdir(made) }
                throw .writeFailed(path: target, reason: "cannot create folder \(path): \(reason)")
            }
        }
        return missing
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
            throw .writeFailed(path: folder, reason: systemReason(error))
        }
        for name in names.sorted() where Frame.isFrameFileName(name) && !keep.contains(name) {
            let path = join(folder, name)
            guard unlink(path) == 0 || errno == ENOENT else {
                throw .writeFailed(path: path, reason: "cannot remove stale frame: " + lastError())
            }
        }
    }

    /// The operating system's message inside a Foundation file error, e.g. "Not a directory".
    static func systemReason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = Int32(exactly: underlying.code) {
            return String(cString: strerror(code))
        }
        return nsError.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(truncatingIfNeeded: nsError.code)))
            : nsError.localizedDescription
    }

    /// The C library's message for `errno`.
    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

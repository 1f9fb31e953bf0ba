import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and folders this process has on disk right now, so that an interrupted
/// run can remove them, and the sweep of those left behind by processes that died.
///
/// Every temporary name carries its owner's process id: `.<name>.tmp-<pid>-<n>` for the atomic
/// writer's files (``AtomicFile``), `…frames-partial-<pid>-<n>` for a frame dump's staging folder.
/// Whoever creates one registers it before it exists and unregisters it once it is renamed into
/// place or removed. ``removeAllAndHold()`` (called when the process is interrupted or exits)
/// removes what is registered and then holds the registry's lock for good, so that no thread can
/// create another temporary file or move one into place until the process is gone.
///
/// ``sweep(_:markers:recursive:)`` removes temporary names whose process is no longer alive
/// (`kill(pid, 0)` fails with `ESRCH`); names of live processes, this one included, are kept.
package final class TemporaryFiles: @unchecked Sendable {
    /// What a registered path is.
    package enum Kind: Sendable {
        /// A file: removed with `unlink`.
        case file
        /// A folder: removed with everything in it.
        case folder
    }

    /// A registered path, for ``unregister(_:)`` and ``commit(_:_:)``.
    package struct Registration: Sendable, Hashable {
        fileprivate let id: Int
        /// The registered path.
        package let path: String
    }

    /// The registry of the process: the one ``AtomicFile`` and frame dumps use, and the one an
    /// interrupted command line empties.
    package static let shared = TemporaryFiles()

    /// The marker of the atomic writer's temporary files: `.<name>.tmp-<pid>-<n>`.
    package static let fileMarker = ".tmp-"

    private let lock = NSLock()
    private var live: [Int: (path: String, kind: Kind)] = [:]
    private var nextID = 0
    private var counter = 0
    private var swept: Set<String> = []

    /// An empty registry (the process has ``shared``; tests make their own).
    package init() {}

    /// A fresh `<pid>-<n>` suffix: unique within the process.
    package func uniqueSuffix() -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return "\(getpid())-\(counter)"
    }

    /// Registers `path`, which the caller is about to create.
    package func register(_ path: String, kind: Kind) -> Registration {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        live[nextID] = (path, kind)
        return Registration(id: nextID, path: path)
    }

    /// Forgets `registration`: its path was removed or moved into place.
    package func unregister(_ registration: Registration) {
        lock.lock()
        defer { lock.unlock() }
        live[registration.id] = nil
    }

    /// Runs `body` (which moves the temporary path into place, e.g. with `rename`) and, unless it
    /// throws, unregisters the path, both under the registry's lock: an interruption removes the
    /// temporary path either before `body` runs (which then never does) or not at all.
    package func commit<T, E: Error>(_ registration: Registration, _ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        let result = try body()
        live[registration.id] = nil
        return result
    }

    /// Whether `path` is a temporary path registered right now.
    package func isLive(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return live.values.contains { $0.path == path }
    }

    /// The registered paths, sorted.
    package var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return live.values.map(\.path).sorted()
    }

    /// Removes every registered path and forgets it.
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        removeLive()
    }

    /// Removes every registered path, then keeps the registry locked for the rest of the
    /// process: every thread that registers, commits or asks about a temporary path from now on
    /// waits forever. For an interrupted or exiting process only.
    package func removeAllAndHold() {
        lock.lock()
        removeLive()
    }

    private func removeLive() {
        for (_, entry) in live.sorted(by: { $0.key > $1.key }) {
            switch entry.kind {
            case .file: _ = unlink(entry.path)
            case .folder: try? FileManager.default.removeItem(atPath: entry.path)
            }
        }
        live = [:]
    }

    // MARK: Sweeping what dead processes left

    /// Sweeps `folder` (not its subfolders) for the atomic writer's stale temporary files, once
    /// per folder and process: ``AtomicFile`` calls it before its first write into a folder.
    package func sweepOnce(_ folder: String) {
        lock.lock()
        let first = swept.insert(folder).inserted
        lock.unlock()
        if first { Self.sweep(folder) }
    }

    /// Removes the entries of `folder` (and of its subfolders when `recursive`) whose names are
    /// temporary names (hidden, `<marker><pid>-<n>` at the end, for one of `markers`) of a
    /// process that is no longer alive. Returns the removed paths, sorted. Unreadable folders
    /// are skipped; nothing else is touched.
    @discardableResult
    package static func sweep(_ folder: String, markers: [String] = [fileMarker], recursive: Bool = false) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        // Temporary names are hidden: in a folder of thousands of files (a shared /tmp) only
        // those are sorted and looked at, unless subfolders are swept too.
        for name in names.filter({ recursive || $0.hasPrefix(".") }).sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if let pid = owner(of: name, markers: markers) {
                guard !isAlive(pid) else { continue }
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    guard (try? FileManager.default.removeItem(atPath: path)) != nil else { continue }
                } else {
                    guard unlink(path) == 0 else { continue }
                }
                removed.append(path)
            } else if recursive, isFolder(path) {
                removed += sweep(path, markers: markers, recursive: true)
            }
        }
        return removed.sorted()
    }

    /// The process id in a temporary name: a hidden name ending in `<marker><pid>-<n>` for one
    /// of `markers`, or nil for any other name.
    package static func owner(of name: String, markers: [String] = [fileMarker]) -> pid_t? {
        guard name.hasPrefix(".") else { return nil }
        for marker in markers {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  Int(parts[1]) != nil, let pid = pid_t(parts[0]), pid > 0 else { continue }
            return pid
        }
        return nil
    }

    /// Whether process `pid` exists: `kill(pid, 0)` succeeds or fails for another reason than
    /// `ESRCH` (e.g. `EPERM`: alive, but another user's).
    package static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Whether `path` is a folder (not following a final symbolic link).
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

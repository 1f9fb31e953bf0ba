import Foundation
import Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary folders of one test process, all inside `instagrid-tests-<pid>` in the system's
/// temporary folder, which the process removes when it exits; one left by a process that died
/// first is removed by the next test process. So a `swift test` leaves nothing behind however
/// many folders its tests make.
package enum TestFolders {
    /// A fresh empty folder named `label-<UUID>`.
    package static func make(_ label: String) throws -> String {
        let path = root + "/\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let prefix = "instagrid-tests-"

    /// This process's folder; the first use removes dead processes' folders and arranges for
    /// this one's removal at exit.
    package static let root: String = {
        let temporary = FileManager.default.temporaryDirectory.path
        removeFoldersOfDeadProcesses(in: temporary)
        atexit { TestFolders.removeRoot() }
        return temporary + "/" + prefix + String(getpid())
    }()

    private static func removeRoot() {
        try? FileManager.default.removeItem(atPath: root)
    }

    private static func removeFoldersOfDeadProcesses(in temporary: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != getpid(),
                  !TemporaryFiles.isAlive(pid) else { continue }
            try? FileManager.default.removeItem(atPath: temporary + "/" + name)
        }
    }
}

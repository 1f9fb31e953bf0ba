import Foundation
import TestImages

/// Runs the built `instagrid-sim` (or `instagrid-bench`) binary and captures its output.
enum CLI {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The `instagrid-sim` binary beside the test bundle (SwiftPM builds it for the tests).
    static let binary = executable("instagrid-sim")

    /// The `instagrid-bench` binary beside the test bundle.
    static let bench = executable("instagrid-bench")

    /// The built product `name` beside the test bundle.
    static func executable(_ name: String) -> String {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for folder in candidates {
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return root + "/.build/debug/" + name
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `instagrid-sim arguments…` (or another `program`) in the package root (or in
    /// `directory`) with `environment` added. With a `timeout` in seconds, a run still going
    /// then is terminated (its status is then SIGTERM's 15), so a hang fails the test instead of
    /// stopping it.
    static func run(_ arguments: [String], environment: [String: String] = [:], program: String = binary,
                    in directory: String = root, timeout: Double? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["INSTAGRID_RECORD"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let folder = try temporaryFolder()
        _ = FileManager.default.createFile(atPath: folder + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: folder + "/err", contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/err"))
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
        process.waitUntilExit()
        watchdog.cancel()
        try out.close()
        try err.close()
        let outData = FileManager.default.contents(atPath: folder + "/out") ?? Data()
        let errData = FileManager.default.contents(atPath: folder + "/err") ?? Data()
        try? FileManager.default.removeItem(atPath: folder)
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A temporary folder for one test, removed with the test process's (``TestFolders``).
    static func temporaryFolder() throws -> String {
        try TestFolders.make("instagrid-cli")
    }

    /// Writes `text` to `folder/name` and returns the path.
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

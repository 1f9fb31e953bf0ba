import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM in the middle of a run: the process ends by that signal, and no temporary
/// file or staging folder is left.
@Suite("Interrupted commands leave no temporary files")
struct InterruptionTests {
    /// Starts `instagrid-sim arguments…` in the package root, its output discarded.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.root)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["INSTAGRID_RECORD"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Polls `condition` every 20 ms for up to `seconds`; whether it became true.
    static func wait(upTo seconds: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    /// Every path under `folder`, hidden ones included, relative and sorted.
    static func everything(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    /// Sends `signal` once `ready` holds, waits for the end and checks it was that signal.
    static func interrupt(_ process: Process, with signal: Int32, when ready: () -> Bool) {
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let reached = wait(upTo: 120, for: ready)
        #expect(reached, "the run never reached the point to interrupt")
        guard process.isRunning else {
            Issue.record("the run ended before it could be interrupted")
            return
        }
        kill(process.processIdentifier, signal)
        let ended = wait(upTo: 30) { !process.isRunning }
        #expect(ended, "the run did not end within 30 s of the signal")
        guard ended else { return }
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
    }

    @Test("frames: the staging folder and the files being written are removed", arguments: [SIGINT, SIGTERM])
    func frames(signal: Int32) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = try Self.start(["frames", "Scenarios/share-portrait.yaml", "--device", "iphone-8",
                                      "--out", folder + "/dump", "--fps", "1000", "--to", "3", "--jobs", "2"])
        Self.interrupt(process, with: signal) {
            // A few frames are in the staging folder, and the animation is being written.
            Self.everything(under: folder).filter { $0.hasSuffix(".png") }.count >= 3
        }
        #expect(Self.everything(under: folder).isEmpty)
    }

    @Test("verify --record all: no temporary golden or artifact is left", arguments: [SIGINT, SIGTERM])
    func verify(signal: Int32) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let goldens = folder + "/Goldens", artifacts = folder + "/artifacts"
        let process = try Self.start(["verify", "--goldens", goldens, "--artifacts", artifacts, "--record", "all",
                                      "--jobs", "2"])
        Self.interrupt(process, with: signal) {
            Self.everything(under: goldens).filter { $0.hasSuffix(".png") }.count >= 3
        }
        let left = Self.everything(under: folder)
        #expect(!left.isEmpty)
        #expect(left.allSatisfy { !$0.contains(".tmp-") }, "\(left.filter { $0.contains(".tmp-") })")
    }
}

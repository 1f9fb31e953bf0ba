import InstagridModel
import Foundation
@testable import Frames
import Raster
import Support
import Testing

@Suite("Frame dump: interrupted publishing, staging folders and what dead processes left")
struct DumpLeftoversTests {
    /// The id of a process that has ended.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static func mkdir(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @Test("a re-dump that fails while publishing leaves no manifest describing frames that are not there")
    func interruptedPublish() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, fps: 10), timeline: timeline,
                              directory: folder, render: Support.fakeRender)
        #expect(Support.files(folder).contains(FrameManifest.fileName))
        // frame-00003.png is now a folder that is not empty: renaming the new frame 3 over it fails.
        Support.remove(folder + "/frame-00003.png")
        try Self.mkdir(folder + "/frame-00003.png/inside")
        let error = #expect(throws: FramesError.self) {
            _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, fps: 20), timeline: timeline,
                                  directory: folder, render: Support.fakeRender)
        }
        guard case .writeFailed(let path, _) = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(path == folder + "/frame-00003.png")
        // Frames 0–2 were replaced, the rest are the earlier dump's: no manifest may claim either.
        #expect(!Support.files(folder).contains(FrameManifest.fileName))
        #expect(!Support.files(folder).contains { $0.hasPrefix(".") })
    }

    @Test("the staging folder is a registered temporary path while the dump runs, and only then", arguments: [false, true])
    func stagingRegistered(failing: Bool) throws {
        let root = Support.temporaryFolder()
        defer { Support.remove(root) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, to: 0.2, fps: 10)
        let seen = Seen()
        let render: @Sendable (AppState) throws -> RGBAImage = { state in
            // Direct children of `root`: the staging folder, not the files being written inside it.
            seen.record(TemporaryFiles.shared.paths.filter { $0.hasPrefix(root + "/") && !$0.dropFirst(root.count + 1).contains("/") })
            if failing, state.now > 0.15 { throw FailedDumpTests.Broken() }
            return Support.fakeRender(state)
        }
        _ = try? FrameDump.run(plan: plan, timeline: timeline, directory: root + "/out", jobs: 1, render: render)
        #expect(seen.paths == [root + "/.out.frames-partial-\(getpid())-0"])
        #expect(!TemporaryFiles.shared.paths.contains { $0.hasPrefix(root + "/") })
        #expect(Support.files(root) == (failing ? [] : ["out"]))
    }

    @Test("staging folders and temporary files of dead processes are removed when the next dump starts; live ones stay")
    func staleLeftovers() throws {
        let root = Support.temporaryFolder()
        defer { Support.remove(root) }
        let dead = try Self.deadPID()
        let own = getpid()
        let out = root + "/out"
        try Self.mkdir(out)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: out + "/notes.txt"))
        try Self.mkdir(out + "/.frames-partial-\(dead)-0/deep")
        try Data([1]).write(to: URL(fileURLWithPath: out + "/.frames-partial-\(dead)-0/deep/frame-00000.png"))
        try Data([1]).write(to: URL(fileURLWithPath: out + "/.manifest.json.tmp-\(dead)-4"))
        try Self.mkdir(root + "/.out.frames-partial-\(dead)-1")
        try Self.mkdir(root + "/.out.frames-partial-\(own)-99")
        try Self.mkdir(root + "/.other.frames-partial-\(dead)-1")
        let timeline = try Support.timeline()
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, to: 0.1, fps: 10), timeline: timeline,
                              directory: out, render: Support.fakeRender)
        #expect(!Support.files(out).contains { $0.hasPrefix(".") })
        #expect(Support.files(out).contains("notes.txt"))
        // This process is alive: its folder stays; another output folder's is not this dump's business.
        #expect(Support.files(root) == [".other.frames-partial-\(dead)-1", ".out.frames-partial-\(own)-99", "out"])
    }
}

/// What the render closure saw, from any thread.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var all: Set<String> = []

    func record(_ paths: [String]) {
        lock.lock()
        defer { lock.unlock() }
        all.formUnion(paths)
    }

    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return all.sorted()
    }
}

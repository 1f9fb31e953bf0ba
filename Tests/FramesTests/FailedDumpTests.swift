import InstagridModel
import Foundation
import Frames
import InstagridApp
import ImageCodec
import Raster
import InstagridScenario
import Testing

@Suite("Frame dump: a failure leaves nothing behind")
struct FailedDumpTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "photo missing" }
    }

    /// Renders like the fake renderer but throws from frame 5 on.
    static func failing(from time: Double) -> @Sendable (AppState) throws -> RGBAImage {
        { state in
            if state.now >= time { throw Broken() }
            return Support.fakeRender(state)
        }
    }

    /// Every file under `folder` (hidden ones included) with its bytes.
    static func contents(_ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            files[name] = Support.bytes(folder + "/" + name)
        }
        return files
    }

    @Test("a new output folder is not created, nor its parents, nor any staging folder", arguments: [1, 3])
    func newFolder(jobs: Int) throws {
        let root = Support.temporaryFolder()
        defer { Support.remove(root) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 20)
        #expect(throws: FramesError.renderFailed(frame: 5, time: plan.time(ofFrame: 5), message: "photo missing")) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: root + "/a/b/out", jobs: jobs,
                                  sheet: true, render: Self.failing(from: plan.time(ofFrame: 5)))
        }
        #expect(Self.contents(root).isEmpty)
    }

    @Test("an earlier dump in the folder stays byte for byte as it was")
    func earlierDump() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, to: 0.3, fps: 10), timeline: timeline,
                              directory: folder, sheet: true, render: Support.fakeRender)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let before = Self.contents(folder)
        let plan = try FramePlan(timeline: timeline, fps: 10)
        #expect(throws: FramesError.self) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2, sheet: true,
                                  render: Self.failing(from: plan.time(ofFrame: 8)))
        }
        #expect(Self.contents(folder) == before)
    }

    @Test("a successful dump into an existing folder replaces the dump's files and leaves no staging folder")
    func replaceEarlierDump() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, fps: 10), timeline: timeline,
                              directory: folder, render: Support.fakeRender)
        let fresh = Support.temporaryFolder()
        defer { Support.remove(fresh) }
        let plan = try FramePlan(timeline: timeline, to: 0.5, fps: 20)
        _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, sheet: true, render: Support.fakeRender)
        _ = try FrameDump.run(plan: plan, timeline: timeline, directory: fresh + "/out", sheet: true,
                              render: Support.fakeRender)
        // Same files and bytes as a dump into a new folder: stale frames gone, nothing hidden left.
        #expect(Self.contents(folder) == Self.contents(fresh + "/out"))
        #expect(Support.files(fresh) == ["out"])
    }

    @Test("a folder that cannot be made is reported under the output path, and nothing is created")
    func unwritable() throws {
        let root = Support.temporaryFolder()
        defer { Support.remove(root) }
        try Data().write(to: URL(fileURLWithPath: root + "/file"))
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, to: 0, fps: 10)
        let target = root + "/file/sub/out"
        let error = #expect(throws: FramesError.self) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: target, render: Support.fakeRender)
        }
        guard case .writeFailed(let path, let reason) = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(path == target)
        #expect(reason.contains("Not a directory"), "\(reason)")
        #expect(Support.files(root) == ["file"])
    }

    @Test("scale and job count are checked before any work")
    func checks() {
        #expect(throws: FramesError.invalidScale(2)) { try FrameDump.check(jobs: 1, scale: 2) }
        #expect(throws: FramesError.invalidScale(0)) { try FrameDump.check(jobs: 1, scale: 0) }
        #expect(throws: FramesError.self) { try FrameDump.check(jobs: 1, scale: .nan) }
        #expect(throws: FramesError.invalidJobs(0)) { try FrameDump.check(jobs: 0, scale: 1) }
        #expect(throws: Never.self) { try FrameDump.check(jobs: 1, scale: 0.25) }
        #expect(FramesError.invalidScale(2).description
            == "--scale must be in (0, 1], found 2: 1 keeps device pixels, 0.5 halves each side")
    }

    @Test("the flags are checked without the scenario", arguments: [
        (Double?.some(2), Double?.some(1), Double?.none, "--to 1 is before --from 2: --to must be at least --from"),
        (-1, nil, nil, "--from -1: times must be finite and at least 0 (seconds from the scenario's start)"),
        (nil, -0.5, nil, "--to -0.5: times must be finite and at least 0 (seconds from the scenario's start)"),
        (nil, nil, 0, "--fps 0: the frame rate must be above 0 and at most 1000"),
        (nil, nil, -.infinity, "--fps -inf: the frame rate must be above 0 and at most 1000"),
    ])
    func flagChecks(from: Double?, to: Double?, fps: Double?, message: String) {
        let error = #expect(throws: FramesError.self) { try FramePlan.check(from: from, to: to, fps: fps) }
        #expect(error?.description == message)
    }
}

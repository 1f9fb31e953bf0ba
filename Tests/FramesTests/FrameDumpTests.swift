import InstagridModel
import Foundation
import Frames
import InstagridApp
import ImageCodec
import Raster
import InstagridScenario
import Testing

@Suite("Frame dump")
struct FrameDumpTests {
    @Test("writes numbered PNGs, an animation and a manifest that tell the frames apart")
    func dump() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 10)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2,
                                       render: Support.fakeRender)
        #expect(frames.count == plan.frameCount)
        #expect(frames.map(\.fileName) == (0..<plan.frameCount).map { Frame.fileName(index: $0, count: plan.frameCount) })
        #expect(Support.files(folder) == (frames.map(\.fileName) + ["animation.png", "manifest.json"]).sorted())
        #expect(frames.map(\.time) == plan.times)
        let phases = Set(frames.map(\.phase))
        #expect(phases.isSuperset(of: ["idle", "sliding-out", "sharing", "sliding-back"]))
        #expect(frames.contains { $0.fields.first?.name == "gridOffset" && $0.fields[0].json.contains("-") })

        // Each file holds the render of its frame's state.
        let states = timeline.states(at: plan.times)
        for (frame, state) in zip(frames, states) {
            #expect(frame.phase == state.phase.rawValue)
            #expect(frame.fields == state.manifestFields)
            let image = try ImageFile.read(folder + "/" + frame.fileName)
            #expect(image == Support.fakeRender(state), "frame \(frame.index)")
        }
    }

    @Test("the manifest lists every frame with time, phase, offset and file, in a fixed format")
    func manifest() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, from: 0.1, to: 0.3, fps: 10)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 1,
                                       render: Support.fakeRender)
        let text = String(decoding: Support.bytes(folder + "/manifest.json"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(10)) == [
            "{",
            "  \"fps\": 10,",
            "  \"from\": 0.1,",
            "  \"to\": 0.3,",
            "  \"device\": \"iphone-8\",",
            "  \"orientation\": \"portrait\",",
            "  \"size\": [64, 48],",
            "  \"frameCount\": 3,",
            "  \"animation\": \"animation.png\",",
            "  \"frames\": [",
        ])
        #expect(lines.count == 16)
        #expect(lines[10].hasPrefix("    {\"index\": 0, \"time\": 0.1, \"phase\": \"sliding-out\", \"gridOffset\": [0, "))
        #expect(lines[12].hasSuffix("\"orientation\": \"portrait\", \"file\": \"frame-00002.png\"}"))
        #expect(Array(lines.suffix(3)) == ["  ]", "}", ""])

        // Valid JSON that agrees with the returned frames.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(object["frames"] as? [[String: Any]])
        #expect(entries.count == frames.count)
        for (entry, frame) in zip(entries, frames) {
            #expect(entry["index"] as? Int == frame.index)
            #expect(entry["phase"] as? String == frame.phase)
            #expect(entry["file"] as? String == frame.fileName)
            let time = try #require(entry["time"] as? Double)
            #expect(abs(time - frame.time) < 1e-6)
            let offset = try #require(entry["gridOffset"] as? [Double])
            #expect(abs(offset[1] - timeline.state(at: frame.time).gridOffset.y) < 1e-3)
            #expect(frame.fields.map(\.name) == ["gridOffset"])
        }
    }

    @Test("every byte is the same for 1 and 4 jobs and across runs")
    func determinism() throws {
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 30)
        var listings: [[String: [UInt8]]] = []
        for jobs in [1, 4, 4] {
            let folder = Support.temporaryFolder()
            defer { Support.remove(folder) }
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: jobs,
                                  render: Support.fakeRender)
            var files: [String: [UInt8]] = [:]
            for name in Support.files(folder) { files[name] = Support.bytes(folder + "/" + name) }
            listings.append(files)
        }
        #expect(listings[0].count == plan.frameCount + 2)
        #expect(listings[0] == listings[1])
        #expect(listings[1] == listings[2])
    }

    @Test("a shorter dump removes frame files left by a longer one, and nothing else")
    func staleFrames() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, fps: 10), timeline: timeline,
                              directory: folder, jobs: 2, render: Support.fakeRender)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let frames = try FrameDump.run(plan: try FramePlan(timeline: timeline, to: 0.2, fps: 10), timeline: timeline,
                                       directory: folder, jobs: 2, animation: false, render: Support.fakeRender)
        #expect(frames.count == 3)
        // animation.png from the first run is not a frame file: it stays.
        #expect(Support.files(folder) == ["animation.png", "frame-00000.png", "frame-00001.png",
                                          "frame-00002.png", "manifest.json", "notes.txt"])
        let manifest = String(decoding: Support.bytes(folder + "/manifest.json"), as: UTF8.self)
        #expect(manifest.contains("\"animation\": null,"))
    }

    @Test("the output folder and its parents are created")
    func createsFolder() throws {
        let root = Support.temporaryFolder()
        defer { Support.remove(root) }
        let timeline = try Support.timeline()
        let folder = root + "/a/b"
        _ = try FrameDump.run(plan: try FramePlan(timeline: timeline, to: 0, fps: 10), timeline: timeline,
                              directory: folder, render: Support.fakeRender)
        #expect(Support.files(folder) == ["animation.png", "frame-00000.png", "manifest.json"])
    }

    @Test("a render failure names the lowest failing frame, whatever the job count", arguments: [1, 3])
    func renderFailure(jobs: Int) throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "photo missing" }
        }
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 20)
        #expect(throws: FramesError.renderFailed(frame: 7, time: plan.time(ofFrame: 7), message: "photo missing")) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: jobs) { state in
                if state.now >= plan.time(ofFrame: 7), state.now != plan.time(ofFrame: 9) { throw Broken() }
                return Support.fakeRender(state)
            }
        }
        #expect(!Support.files(folder).contains("manifest.json"))
    }

    @Test("frames of another size than frame 0 in the same orientation are rejected")
    func sizeChange() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, to: 0.5, fps: 10)
        let error = #expect(throws: FramesError.self) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2) { state in
                state.now >= 0.3 ? RGBAImage(width: 48, height: 64, fill: RGBA(0, 0, 0, 255)) : Support.fakeRender(state)
            }
        }
        #expect(error?.description == "frame 3 (t = 0.3 s) is 48×64 but frame 0, the first in portrait, is 64×48: "
            + "the frames of one orientation must all have one size")
    }

    @Test("jobs below 1 are rejected; an output path that is a file is reported")
    func badArguments() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, to: 0, fps: 10)
        #expect(throws: FramesError.invalidJobs(0)) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 0, render: Support.fakeRender)
        }
        #expect(FramesError.invalidJobs(0).description == "--jobs 0: the job count must be at least 1")
        let file = folder + "/file"
        try Data().write(to: URL(fileURLWithPath: file))
        #expect(throws: FramesError.writeFailed(path: file, reason: "exists and is not a folder")) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: file, render: Support.fakeRender)
        }
    }

    @Test("progress counts every frame once")
    func progress() throws {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var calls: [(Int, Int)] = []
        }
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 10)
        let log = Log()
        _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 3, render: Support.fakeRender) { done, total in
            log.lock.lock()
            log.calls.append((done, total))
            log.lock.unlock()
        }
        #expect(log.calls.map(\.0).sorted() == Array(1...plan.frameCount))
        #expect(log.calls.allSatisfy { $0.1 == plan.frameCount })
    }
}

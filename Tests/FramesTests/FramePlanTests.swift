import Frames
import InstagridApp
import InstagridScenario
import Testing

@Suite("Frame plan")
struct FramePlanTests {
    @Test("defaults: from 0 to the scenario's end at 60 fps")
    func defaults() throws {
        let plan = try FramePlan(scenarioEnd: 1.5)
        #expect(plan.from == 0)
        #expect(plan.to == 1.5)
        #expect(plan.fps == 60)
        #expect(plan.frameCount == 91)
        #expect(plan.time(ofFrame: 90) == 1.5)
    }

    @Test("the default end is the timeline's")
    func timelineEnd() throws {
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 10)
        #expect(plan.to == timeline.end)
        #expect(plan.frameCount == Int((timeline.end * 10 + 1e-9).rounded(.down)) + 1)
    }

    @Test("a range starting mid-way: frame k at exactly from + k/fps")
    func midRange() throws {
        let plan = try FramePlan(scenarioEnd: 3, from: 0.55, to: 1.05, fps: 24)
        #expect(plan.frameCount == 13)
        #expect(plan.time(ofFrame: 0) == 0.55)
        #expect(plan.time(ofFrame: 12) == 0.55 + 12.0 / 24.0)
        #expect(plan.times.count == 13)
        #expect(plan.times == (0..<13).map { 0.55 + Double($0) / 24 })
    }

    @Test("a time that is not on the grid ends the range before it")
    func partialLastFrame() throws {
        let plan = try FramePlan(scenarioEnd: 1, from: 0, to: 0.1, fps: 24)
        #expect(plan.frameCount == 3)  // 0, 1/24, 2/24; 3/24 = 0.125 > 0.1
        let single = try FramePlan(scenarioEnd: 0)
        #expect(single.frameCount == 1)
    }

    @Test("to may lie beyond the scenario's end")
    func beyondEnd() throws {
        let plan = try FramePlan(scenarioEnd: 1, from: 0.5, to: 2, fps: 2)
        #expect(plan.times == [0.5, 1, 1.5, 2])
    }

    @Test("invalid values are rejected with actionable messages", arguments: [
        (from: nil, to: nil, fps: 0.0, message: "--fps 0: the frame rate must be above 0 and at most 1000"),
        (from: nil, to: nil, fps: -5, message: "--fps -5: the frame rate must be above 0 and at most 1000"),
        (from: nil, to: nil, fps: .nan, message: "--fps nan: the frame rate must be above 0 and at most 1000"),
        (from: nil, to: nil, fps: 1001, message: "--fps 1001: the frame rate must be above 0 and at most 1000"),
        (from: -1, to: nil, fps: 60, message: "--from -1: times must be finite and at least 0 (seconds from the scenario's start)"),
        (from: nil, to: .infinity, fps: 60, message: "--to inf: times must be finite and at least 0 (seconds from the scenario's start)"),
        (from: 1, to: 0.5, fps: 60, message: "--to 0.5 is before --from 1: --to must be at least --from"),
        (from: 3, to: nil, fps: 60, message: "--from 3 is after the end of the scenario (2 s): choose a smaller --from, or give --to"),
        (from: 0, to: 2000, fps: 60, message: "the range holds 120001 frames, more than the limit of 100000: narrow --from/--to or lower --fps"),
        (from: 0, to: 1e300, fps: 1000, message: "the range holds 1000000000000000 frames, more than the limit of 100000: narrow --from/--to or lower --fps"),
    ] as [(from: Double?, to: Double?, fps: Double, message: String)])
    func invalid(from: Double?, to: Double?, fps: Double, message: String) {
        #expect {
            _ = try FramePlan(scenarioEnd: 2, from: from, to: to, fps: fps)
        } throws: { error in
            (error as? FramesError)?.description == message
        }
    }

    @Test("the frame cap itself is allowed")
    func cap() throws {
        let plan = try FramePlan(scenarioEnd: 0, from: 0, to: 99.999, fps: 1000)
        #expect(plan.frameCount == FramePlan.maxFrameCount)
    }

    @Test("frame file names have five digits, more when needed")
    func fileNames() {
        #expect(Frame.fileName(index: 0, count: 10) == "frame-00000.png")
        #expect(Frame.fileName(index: 42, count: 100_000) == "frame-00042.png")
        #expect(Frame.fileName(index: 7, count: 100_001) == "frame-000007.png")
        #expect(Frame.isFrameFileName("frame-00012.png"))
        #expect(!Frame.isFrameFileName("frame-12.png"))
        #expect(!Frame.isFrameFileName("frame-0001a.png"))
        #expect(!Frame.isFrameFileName("animation.png"))
    }
}

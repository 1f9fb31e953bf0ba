import InstagridModel
import Foundation
@testable import Frames
import ImageCodec
import Raster
import Support
import Testing

@Suite("Frame dump: the animation is streamed to its file in frame order")
struct StreamedAnimationTests {
    /// The fake renderer with every pixel opaque: every frame file is RGB.
    @Sendable static func opaqueRender(_ state: AppState) -> RGBAImage {
        var image = Support.fakeRender(state)
        for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
        return image
    }

    /// The animation assembled in memory from every frame file: frame 0 whole, each later frame
    /// the rectangle that changed since the one before (1×1 at the origin when none did), in
    /// frame 0's colour type; when a rectangle still comes out in another, all RGBA.
    static func assembledInMemory(_ folder: String, frames: [Frame], fps: Double) throws -> [UInt8] {
        let first = Support.bytes(folder + "/" + frames[0].fileName)
        let images = try frames.map { try PNGCodec.decode(Support.bytes(folder + "/" + $0.fileName)) }
        func rectangles(_ settings: PNGEncodeSettings) throws -> [(png: [UInt8], origin: (x: Int, y: Int))] {
            try images.indices.dropFirst().map { index in
                let region = images[index].changedRegion(from: images[index - 1]) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
                return (try PNGCodec.encode(images[index], region: region, settings: settings), (region.x, region.y))
            }
        }
        var head = first
        var rest = try rectangles(first[25] == 6 ? PNGEncodeSettings.default.with(channels: .rgba) : .default)
        if rest.contains(where: { $0.png[25] != first[25] }) {
            head = try PNGCodec.encode(images[0], settings: PNGEncodeSettings.default.with(channels: .rgba))
            rest = try rectangles(PNGEncodeSettings.default.with(channels: .rgba))
        }
        var assembler = try APNGWriter.Assembler(frameCount: images.count, delay: APNGWriter.delay(fps: fps))
        var out = try assembler.append(head)
        for piece in rest { out += try assembler.append(piece.png, at: piece.origin) }
        return out + (try assembler.finish())
    }

    @Test("a dump mixing RGB and RGBA frames: the animation has the bytes of the in-memory assembly", arguments: [1, 3])
    func mixedColourTypes(jobs: Int) throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 40)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: jobs,
                                       render: Support.fakeRender)
        #expect(Set(frames.map { Support.bytes(folder + "/" + $0.fileName)[25] }) == [2, 6])
        let animation = Support.bytes(folder + "/" + FrameDump.animationFileName)
        #expect(animation == (try Self.assembledInMemory(folder, frames: frames, fps: 40)))
        #expect(try APNGReader.frames(animation) == frames.map { try PNGCodec.decode(Support.bytes(folder + "/" + $0.fileName)) })
        #expect(!Support.files(folder).contains { $0.hasPrefix(".") })
    }

    @Test("a dump of one colour type: the animation has the bytes of the in-memory assembly", arguments: [1, 4])
    func oneColourType(jobs: Int) throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 100)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: jobs,
                                       render: Self.opaqueRender)
        #expect(frames.count > 128, "more frames than the window of four threads")
        #expect(Set(frames.map { Support.bytes(folder + "/" + $0.fileName)[25] }) == [2])
        let animation = Support.bytes(folder + "/" + FrameDump.animationFileName)
        #expect(animation == (try Self.assembledInMemory(folder, frames: frames, fps: 100)))
        #expect(try APNGReader.frames(animation) == frames.map { try PNGCodec.decode(Support.bytes(folder + "/" + $0.fileName)) })
    }

    @Test("frames handed over out of order on four threads with a window of one come out in order")
    func smallWindow() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let pngs = try (0..<40).map { index in
            try PNGCodec.encode(RGBAImage(width: 8, height: 6, fill: RGBA(UInt8(index * 6), 20, 200)))
        }
        let path = folder + "/animation.png"
        let stream = try AnimationStream(path: path, frameCount: pngs.count, fps: 25, loops: 2, window: 1,
                                         allowsMixedColourTypes: true)
        _ = ParallelWork.map(pngs.indices, jobs: 4) { (index: Int) throws(Never) in
            Thread.sleep(forTimeInterval: Double((index * 7919) % 5) * 0.0002)
            stream.deliver(index, pngs[index])
        }
        #expect(try stream.finish() == .written)
        #expect(Support.bytes(path) == (try APNGWriter.assemble(frames: pngs, delay: APNGWriter.delay(fps: 25), loops: 2)))
        #expect(Support.files(folder) == ["animation.png"])
    }

    @Test("a frame the animation cannot hold is reported after the pass, and no temporary file is left")
    func invalidFrame() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let good = try PNGCodec.encode(RGBAImage(width: 8, height: 6, fill: RGBA(1, 2, 3)))
        let other = try PNGCodec.encode(RGBAImage(width: 9, height: 6, fill: RGBA(1, 2, 3)))
        let path = folder + "/animation.png"
        let stream = try AnimationStream(path: path, frameCount: 3, fps: 10, loops: 0, window: 4,
                                         allowsMixedColourTypes: true)
        stream.deliver(1, other)
        stream.deliver(0, good)
        stream.deliver(2, good)
        let error = #expect(throws: FramesError.self) { _ = try stream.finish() }
        #expect(error?.description == path + ": cannot assemble: animated PNG: frame 1: its header differs from "
            + "frame 0's (9×6 RGB 8-bit [IHDR,sRGB] vs 8×6 RGB 8-bit [IHDR,sRGB]): every frame needs the same size and colour type")
        #expect(Support.files(folder).isEmpty)
    }

    @Test("a slow frame that fails while later frames wait for it stops every thread: no hang, nothing left",
          .timeLimit(.minutes(10)), arguments: [2, 4])
    func failureWithWaitingThreads(jobs: Int) throws {
        let root = Support.temporaryFolder()
        defer { Support.remove(root) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 250)
        let failing = plan.time(ofFrame: 10)
        // Frame 10 fails only after the other threads ran a window ahead and wait for it.
        let render: @Sendable (AppState) throws -> RGBAImage = { state in
            if state.now == failing {
                Thread.sleep(forTimeInterval: 0.5)
                throw FailedDumpTests.Broken()
            }
            return Self.opaqueRender(state)
        }
        #expect(plan.frameCount > 10 + jobs * 32 + 64)
        #expect(throws: FramesError.renderFailed(frame: 10, time: failing, message: "photo missing")) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: root + "/out", jobs: jobs, render: render)
        }
        #expect(FailedDumpTests.contents(root).isEmpty)
    }
}

import Foundation
@testable import Frames
import ImageCodec
import Raster
import Testing

@Suite("Frame dump animation")
struct FrameDumpAnimationTests {
    @Test("the dump's animation plays every frame file, RGB ones made RGBA",
          .enabled(if: Support.isOnPath("apngdis"), "apngdis is not installed (apt-get install apngdis)"))
    func dumpAnimation() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 5)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2,
                                       render: Support.fakeRender)
        // The fake renderer makes idle frames opaque (RGB files) and others translucent (RGBA).
        let colourTypes = Set(frames.map { Support.bytes(folder + "/" + $0.fileName)[25] })
        #expect(colourTypes == [2, 6])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["apngdis", "animation.png", "apng"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let outputs = Support.files(folder).filter { $0.hasPrefix("apng") && $0.hasSuffix(".png") }
        #expect(outputs.count == frames.count)
        for (name, frame) in zip(outputs, frames) {
            #expect(try ImageFile.read(folder + "/" + name) == ImageFile.read(folder + "/" + frame.fileName))
        }
    }

    @Test("a codec error assembling the animation names the file and writes nothing")
    func animationFailure() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let path = folder + "/" + FrameDump.animationFileName
        let error = #expect(throws: FramesError.animationFailed(path: path, message: "animated PNG: no frames to animate")) {
            _ = try AnimationStream(path: path, frameCount: 0, fps: 10, loops: 0, window: 1, allowsMixedColourTypes: true)
        }
        #expect(error?.description == path + ": cannot assemble: animated PNG: no frames to animate")
        #expect(Support.files(folder).isEmpty)
    }
}

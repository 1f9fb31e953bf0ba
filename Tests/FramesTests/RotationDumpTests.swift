import InstagridModel
import Foundation
import Frames
import InstagridApp
import ImageCodec
import Raster
import InstagridRender
import InstagridScenario
import Testing

@Suite("Frame dump: a screen that rotates, and the contact sheet")
struct RotationDumpTests {
    /// Portrait until 0.2 s, landscape-left until 0.4 s, then portrait again.
    static let rotatingYAML = """
        steps:
          - wait: 0.2
          - rotate: landscape-left
          - wait: 0.2
          - rotate: portrait
          - wait: 0.1
        """

    /// A 40×60 frame in portrait, 60×40 in landscape, opaque, its colour following time and a
    /// white corner marking the top left, so a placement or a scaling shows.
    @Sendable static func rotatingRender(_ state: AppState) -> RGBAImage {
        let (width, height) = state.orientation == .portrait ? (40, 60) : (60, 40)
        var image = RGBAImage(width: width, height: height, fill: RGBA(UInt8(Int(state.now * 400) % 256), 120, 200))
        for y in 0..<4 {
            for x in 0..<4 { image[x, y] = RGBA(255, 255, 255) }
        }
        return image
    }

    /// `image` centred on a `width × height` canvas of `fill`, as the dump places frames.
    static func centred(_ image: RGBAImage, width: Int, height: Int, fill: RGBA) -> RGBAImage {
        var canvas = Canvas(width: width, height: height, fill: fill)
        canvas.copyImage(image, x: (width - image.width) / 2, y: (height - image.height) / 2)
        return canvas.image
    }

    @Test("each frame file has its orientation's size; the manifest records sizes and the canvas")
    func frameSizes() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline(Self.rotatingYAML)
        let plan = try FramePlan(timeline: timeline, fps: 10)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2, sheet: true,
                                       render: Self.rotatingRender)
        #expect(frames.map(\.orientation) == [.portrait, .portrait] + Array(repeating: .landscapeLeft, count: 2)
            + [.portrait, .portrait])
        let states = timeline.states(at: plan.times)
        for (frame, state) in zip(frames, states) {
            let image = try ImageFile.read(folder + "/" + frame.fileName)
            #expect(image == Self.rotatingRender(state), "frame \(frame.index)")
            #expect(frame.width == image.width && frame.height == image.height)
        }
        let manifest = String(decoding: Support.bytes(folder + "/manifest.json"), as: UTF8.self)
        let lines = manifest.split(separator: "\n").map(String.init)
        #expect(lines[5...7] == ["  \"orientation\": \"portrait\",", "  \"size\": [40, 60],", "  \"canvas\": [60, 60],"])
        #expect(lines[11].contains("\"orientation\": \"portrait\", \"size\": [40, 60], \"file\": \"frame-00000.png\""))
        #expect(lines[13].contains("\"orientation\": \"landscape-left\", \"size\": [60, 40], \"file\": \"frame-00002.png\""))
        #expect(Support.files(folder) == (frames.map(\.fileName) + ["animation.png", "manifest.json", "sheet.png"]).sorted())
    }

    @Test("the animation puts every frame on a transparent canvas that fits both orientations",
          .enabled(if: Support.isOnPath("apngdis"), "apngdis is not installed (apt-get install apngdis)"))
    func animationCanvas() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline(Self.rotatingYAML)
        let plan = try FramePlan(timeline: timeline, fps: 10)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2,
                                       render: Self.rotatingRender)
        let apng = Support.bytes(folder + "/animation.png")
        #expect(Array(apng[16..<24]) == [0, 0, 0, 60, 0, 0, 0, 60])  // IHDR: 60×60
        #expect(apng[25] == 6)  // RGBA: the margins are transparent
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
            let file = try ImageFile.read(folder + "/" + frame.fileName)
            let expected = Self.centred(file, width: 60, height: 60, fill: RGBA(0, 0, 0, 0))
            #expect(try ImageFile.read(folder + "/" + name) == expected, "frame \(frame.index)")
        }
    }

    @Test("the contact sheet centres each full-size render on the canvas in the sheet's colour")
    func sheetCanvas() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline(Self.rotatingYAML)
        let plan = try FramePlan(timeline: timeline, fps: 10)
        _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, scale: 0.5, sheet: true,
                              render: Self.rotatingRender)
        let states = timeline.states(at: plan.times)
        let expected = ContactSheet.compose(states.map { state in
            ContactSheet.Tile(image: Self.centred(Self.rotatingRender(state), width: 60, height: 60,
                                                  fill: ContactSheet.background),
                              label: ContactSheet.label(for: state))
        })
        #expect(try ImageFile.read(folder + "/sheet.png") == expected)
        // The files are scaled, the sheet is not.
        #expect(try ImageFile.read(folder + "/frame-00000.png").width == 20)
    }

    @Test("the sheet comes from the one rendering pass, the same image as composing renders of the sampled states",
          arguments: [1.0, 0.5])
    func sheetFromFirstPass(scale: Double) throws {
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var count = 0
            func add() {
                lock.lock()
                count += 1
                lock.unlock()
            }
        }
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline()
        // 125 frames: the sheet shows every third (42 thumbnails).
        let plan = try FramePlan(timeline: timeline, to: 1.24, fps: 100)
        let calls = Calls()
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 2, scale: scale,
                                       animation: false, sheet: true) { state in
            calls.add()
            return Support.fakeRender(state)
        }
        #expect(calls.count == frames.count)
        let picked = SheetSampling.indices(frameCount: frames.count)
        #expect(picked.count == 42)
        let states = timeline.states(at: picked.map { plan.time(ofFrame: $0) })
        let expected = ContactSheet.compose(states.map {
            ContactSheet.Tile(image: Support.fakeRender($0), label: ContactSheet.label(for: $0))
        })
        #expect(Support.bytes(folder + "/sheet.png") == (try PNGCodec.encode(expected)))
    }

    @Test("frames of one orientation with another size than the first of it are rejected")
    func sizeChangeWithinOrientation() throws {
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline(Self.rotatingYAML)
        let plan = try FramePlan(timeline: timeline, fps: 10)
        let error = #expect(throws: FramesError.self) {
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder + "/out") { state in
                state.now >= 0.3 && state.orientation == .landscapeLeft
                    ? RGBAImage(width: 10, height: 10) : Self.rotatingRender(state)
            }
        }
        #expect(error?.description == "frame 3 (t = 0.3 s) is 10×10 but frame 2, the first in landscape-left, "
            + "is 60×40: the frames of one orientation must all have one size")
        #expect(Support.files(folder).isEmpty)
    }
}

import InstagridModel
import Foundation
@testable import Frames
import ImageCodec
import Raster
import Testing

@Suite("Frame dump: the animation carries only what changed, and plays back every frame file")
struct AnimationRectangleTests {
    /// The renders tried: translucent away from idle (RGB and RGBA files), opaque, rotating (two
    /// sizes on one transparent canvas, every pixel changing), and still while the grid stands.
    static let renders: [(name: String, yaml: String, render: @Sendable (AppState) -> RGBAImage)] = [
        ("mixed", Support.shareYAML, Support.fakeRender),
        ("opaque", Support.shareYAML, StreamedAnimationTests.opaqueRender),
        ("rotating", RotationDumpTests.rotatingYAML, RotationDumpTests.rotatingRender),
        ("still", Support.shareYAML, stillRender),
    ]

    /// The fake renderer's background and bar without the column that moves with time, opaque:
    /// frames repeat while the grid does not move.
    @Sendable static func stillRender(_ state: AppState) -> RGBAImage {
        let phaseIndex = Phase.allCases.firstIndex(of: state.phase) ?? 0
        var image = RGBAImage(width: 64, height: 48, fill: RGBA(UInt8(40 * phaseIndex), 90, 160))
        let screen = state.device.screenSize(state.orientation).height
        let row = min(max(24 + Int((state.gridOffset.y / screen * 24).rounded()), 0), 44)
        for y in row ..< row + 4 {
            for x in 0 ..< 64 { image[x, y] = RGBA(255, 220, 0) }
        }
        return image
    }

    /// Every file of the dump in `folder`, by name.
    static func contents(_ folder: String) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: Support.files(folder).map { ($0, Support.bytes(folder + "/" + $0)) })
    }

    @Test("composing the animation's frames gives each frame file on the canvas, pixel for pixel",
          arguments: [0, 1, 2, 3], [1, 2, 3])
    func composedFrames(render: Int, jobs: Int) throws {
        let (name, yaml, draw) = Self.renders[render]
        let folder = Support.temporaryFolder()
        defer { Support.remove(folder) }
        let timeline = try Support.timeline(yaml)
        let plan = try FramePlan(timeline: timeline, fps: 30)
        let frames = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: jobs, render: draw)
        let animation = Support.bytes(folder + "/" + FrameDump.animationFileName)
        let composed = try APNGReader.frames(animation)
        #expect(composed.count == frames.count)
        let canvas = (width: composed[0].width, height: composed[0].height)
        for (frame, shown) in zip(frames, composed) {
            let file = try PNGCodec.decode(Support.bytes(folder + "/" + frame.fileName))
            let expected = RotationDumpTests.centred(file, width: canvas.width, height: canvas.height, fill: RGBA(0, 0, 0, 0))
            #expect(shown == expected, "\(name), \(jobs) jobs: frame \(frame.index)")
        }
        // Frame 0 is whole; later frames are rectangles, some smaller than the canvas.
        let controls = try PNGChunk.parse(animation).filter { $0.type == "fcTL" }.map { control in
            (width: control.data[4 ..< 8].reduce(0) { $0 << 8 | Int($1) }, height: control.data[8 ..< 12].reduce(0) { $0 << 8 | Int($1) })
        }
        #expect(controls[0] == canvas)
        if name != "rotating" {
            #expect(controls.dropFirst().contains { $0.width * $0.height < canvas.width * canvas.height / 2 }, "\(name)")
        }
        if name == "still" {
            // A frame that changed nothing is one pixel, and its file has the bytes of the one before.
            let repeated = controls.indices.dropFirst().filter { controls[$0] == (1, 1) }
            #expect(repeated.count > 3)
            for index in repeated {
                #expect(Support.bytes(folder + "/" + frames[index].fileName) == Support.bytes(folder + "/" + frames[index - 1].fileName))
            }
        }
    }

    @Test("every file is byte for byte the same with 1, 2 and 3 jobs, at full and half scale", arguments: [0, 1, 2, 3], [1.0, 0.5])
    func sameBytesForAnyJobs(render: Int, scale: Double) throws {
        let (name, yaml, draw) = Self.renders[render]
        let timeline = try Support.timeline(yaml)
        let plan = try FramePlan(timeline: timeline, fps: 40)
        var dumps: [[String: [UInt8]]] = []
        for jobs in [1, 2, 3] {
            let folder = Support.temporaryFolder()
            defer { Support.remove(folder) }
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: jobs, scale: scale,
                                  sheet: true, render: draw)
            dumps.append(Self.contents(folder))
        }
        #expect(dumps[0].count == plan.frameCount + 3, "\(name)")
        #expect(dumps[0] == dumps[1], "\(name): 1 and 2 jobs differ")
        #expect(dumps[0] == dumps[2], "\(name): 1 and 3 jobs differ")
    }
}

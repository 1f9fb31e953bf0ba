import InstagridModel
import Foundation
@testable import Frames
import InstagridRender
import Raster
import Testing

@Suite("Frame dump: contact-sheet tiles drawn reduced are the resized frames")
struct SheetThumbnailTests {
    @Test("the renderer's thumbnails give the sheet of resized renders, byte for byte, and the same frames",
          arguments: [1, 2])
    func sameSheet(jobs: Int) throws {
        let timeline = try Support.timeline()
        let plan = try FramePlan(timeline: timeline, fps: 12)
        let renderer = ScreenRenderer(photos: PhotoLibrary(images: ["p": RGBAImage(width: 30, height: 20, fill: RGBA(200, 40, 90))]))
        let chromes = ThumbnailChromes()
        let (whole, reduced) = (Support.temporaryFolder(), Support.temporaryFolder())
        defer { Support.remove(whole); Support.remove(reduced) }
        _ = try FrameDump.run(plan: plan, timeline: timeline, directory: whole, jobs: jobs, sheet: true,
                              render: { renderer.render($0) })
        _ = try FrameDump.run(plan: plan, timeline: timeline, directory: reduced, jobs: jobs, sheet: true,
                              thumbnail: { renderer.thumbnail($0, width: $1, height: $2, chromes: chromes) },
                              render: { renderer.render($0) })
        #expect(AnimationRectangleTests.contents(whole) == AnimationRectangleTests.contents(reduced))
    }

    @Test("thumbnails are asked only for sheet frames that fill the sheet's canvas, at the tile's size")
    func askedWhenTheFrameFillsTheCanvas() throws {
        let asked = Asked()
        let marker: @Sendable (AppState, Int, Int) -> RGBAImage = { _, width, height in
            asked.add(width, height)
            return RGBAImage(width: width, height: height, fill: RGBA(1, 2, 3))
        }
        // Frames larger than a tile: one size, or portrait and landscape sharing a canvas.
        let still: @Sendable (AppState) -> RGBAImage = { _ in RGBAImage(width: 500, height: 700, fill: RGBA(9, 9, 9)) }
        let rotating: @Sendable (AppState) -> RGBAImage = { state in
            state.orientation == .portrait ? RGBAImage(width: 500, height: 700, fill: RGBA(9, 9, 9))
                : RGBAImage(width: 700, height: 500, fill: RGBA(9, 9, 9))
        }
        for (yaml, render, expectsCalls) in [(Support.shareYAML, still, true), (RotationDumpTests.rotatingYAML, rotating, false)] {
            let folder = Support.temporaryFolder()
            defer { Support.remove(folder) }
            let timeline = try Support.timeline(yaml)
            let plan = try FramePlan(timeline: timeline, fps: 10)
            asked.reset()
            _ = try FrameDump.run(plan: plan, timeline: timeline, directory: folder, jobs: 1, sheet: true,
                                  thumbnail: marker, render: render)
            let sizes = asked.sizes
            if expectsCalls {
                // The 500×700 frames are reduced to the sheet's tile size, once per sheet frame.
                let tile = ContactSheet.thumbnailSize(width: 500, height: 700)
                #expect(!sizes.isEmpty && sizes.count <= plan.frameCount)
                #expect(sizes.allSatisfy { $0 == tile }, "\(sizes)")
            } else {
                // Portrait and landscape frames share a canvas neither fills: resized, never asked.
                #expect(sizes.isEmpty, "\(sizes)")
            }
        }
    }

    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [(width: Int, height: Int)] = []
        func add(_ width: Int, _ height: Int) { lock.withLock { recorded.append((width, height)) } }
        func reset() { lock.withLock { recorded = [] } }
        var sizes: [(width: Int, height: Int)] { lock.withLock { recorded } }
    }
}

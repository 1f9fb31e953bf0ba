import Foundation
import ImageCodec
import Raster
import Support

extension FrameJob {
    /// How many encoded frames may wait for an earlier one before their threads pause: enough
    /// for every thread to run a few chunks ahead, few enough to keep memory flat.
    var animationWindow: Int { max(64, jobs * 32) }

    /// Runs one frame's work; when it throws, stops `stream` (if any) so no thread waits for
    /// this frame.
    func guarding<T>(_ stream: AnimationStream?, _ body: () throws(FramesError) -> T) throws(FramesError) -> T {
        guard let stream else { return try body() }
        return try stream.guarding(body)
    }

    /// Whether the animation is RGBA: when the settings say so, when frame 0 does not fill the
    /// canvas (the margins are transparent) or is not opaque. Its later frames are encoded in
    /// that colour type; one that still comes out RGBA in an RGB animation makes the dump write
    /// the animation again, all RGBA (``writeRGBAAnimation(_:canvas:loops:)``).
    func animationIsRGBA(_ image: RGBAImage, frame: Frame, canvas: FrameSize) -> Bool {
        let size = FrameSize(width: frame.width, height: frame.height)
        return settings.channels == .rgba || size != canvas || !size.resizing(image).isOpaque
    }

    /// Frame `index` scaled and placed on `canvas`, made again from its state: for a frame whose
    /// predecessor's results are not at hand (see ``FrameHandOver``).
    func placedCanvas(ofFrame index: Int, on canvas: FrameSize, states: [Source.State], frames: [Frame],
                rendered: [Int: RGBAImage], render: @Sendable (Source.State) throws -> RGBAImage) throws(FramesError) -> RGBAImage {
        let image: RGBAImage
        if let first = rendered[index] {
            image = first
        } else {
            image = try FrameDump.renderFrame(index, state: states[index], render: render)
        }
        let scaled = FrameSize(width: frames[index].width, height: frames[index].height).resizing(image)
        return canvas.centring(scaled, background: RGBA(0, 0, 0, 0))
    }

    /// Writes the animation again with every frame RGBA, for a dump whose frames came in several
    /// colour types: each frame is read back from its file in the folder (PNG is lossless) and
    /// placed on `canvas` as in the first pass; frame 0 is encoded whole, every later one as the
    /// rectangle that changed since the frame before, all RGBA. The frame files stay as they are.
    func writeRGBAAnimation(_ frames: [Frame], canvas: FrameSize, loops: UInt32) throws(FramesError) {
        let stream = try AnimationStream(
            path: OutputFolder.join(folder, FrameDump.animationFileName), frameCount: frames.count, fps: plan.fps,
            loops: loops, window: animationWindow, allowsMixedColourTypes: false)
        let rgba = settings.with(channels: .rgba)
        let handOver = FrameHandOver()
        _ = try ParallelWork.map(frames.indices, jobs: jobs) { index throws(FramesError) in
            try stream.guarding { () throws(FramesError) in
                let left = handOver.take(for: index)
                let placed = try placedFrame(frames[index], canvas: canvas)
                handOver.leave(FrameHandOver.Left(scaled: placed, canvas: placed, bytes: []), from: index)
                if index == 0 {
                    stream.deliver(0, AnimationFrame(png: try FrameDump.encode(placed, settings: rgba, frame: 0)))
                } else {
                    let previous: RGBAImage
                    if let left {
                        previous = left.canvas
                    } else {
                        previous = try placedFrame(frames[index - 1], canvas: canvas)
                    }
                    stream.deliver(index, try AnimationFrame(placed, changed: placed.changedRegion(from: previous),
                                                             settings: rgba, frame: index))
                }
            }
        }
        _ = try stream.finish()
    }

    /// Frame `frame` read back from its file and placed on `canvas`.
    private func placedFrame(_ frame: Frame, canvas: FrameSize) throws(FramesError) -> RGBAImage {
        let path = OutputFolder.join(folder, frame.fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .writeFailed(path: path, reason: "cannot read the frame back")
        }
        do throws(ImageCodecError) {
            return canvas.centring(try PNGCodec.decode([UInt8](data)), background: RGBA(0, 0, 0, 0))
        } catch {
            throw .encodingFailed(frame: frame.index, message: error.description)
        }
    }
}

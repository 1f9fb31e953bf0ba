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

    /// Writes the animation again with every frame RGBA, for a dump whose frames came in several
    /// colour types: each frame is read back from its file in the folder (PNG is lossless),
    /// placed on `canvas` as in the first pass and encoded with the dump's settings; frames that
    /// are not RGBA then are re-encoded as RGBA. The frame files stay as they are.
    func writeRGBAAnimation(_ frames: [Frame], canvas: FrameSize, loops: UInt32) throws(FramesError) {
        let stream = try AnimationStream(
            path: OutputFolder.join(folder, FrameDump.animationFileName), frameCount: frames.count, fps: plan.fps,
            loops: loops, window: animationWindow, allowsMixedColourTypes: false)
        _ = try ParallelWork.map(frames.indices, jobs: jobs) { index throws(FramesError) in
            try stream.guarding { () throws(FramesError) in
                stream.deliver(index, try rgbaAnimationFrame(frames[index], canvas: canvas))
            }
        }
        _ = try stream.finish()
    }

    /// Frame `frame` as the animation shows it, RGBA.
    private func rgbaAnimationFrame(_ frame: Frame, canvas: FrameSize) throws(FramesError) -> [UInt8] {
        let path = OutputFolder.join(folder, frame.fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .writeFailed(path: path, reason: "cannot read the frame back")
        }
        let file = [UInt8](data)
        do throws(ImageCodecError) {
            let placed = FrameSize(width: frame.width, height: frame.height) == canvas ? file
                : try PNGCodec.encode(canvas.centring(PNGCodec.decode(file), background: RGBA(0, 0, 0, 0)),
                                      settings: settings)
            guard FrameDump.colourType(placed) != 6 else { return placed }
            let rgba = PNGEncodeSettings(filter: PNGEncodeSettings.default.filter,
                                         compressionLevel: PNGEncodeSettings.default.compressionLevel,
                                         strategy: PNGEncodeSettings.default.strategy, channels: .rgba)
            return try PNGCodec.encode(PNGCodec.decode(placed), settings: rgba)
        } catch {
            throw .encodingFailed(frame: frame.index, message: error.description)
        }
    }
}

import AppModel
import Foundation
import ImageCodec
import Raster
import Render
import Scenario
import Support

/// Renders a ``FramePlan`` to PNG files, an animated PNG and a manifest, on several threads.
///
/// Output in the folder:
/// - `frame-00000.png`, `frame-00001.png`, … (see ``Frame/fileName(index:count:)``), encoded
///   with the given `PNGEncodeSettings` (by default RGB when a frame is fully opaque);
/// - `animation.png` (``animationFileName``), when asked: every frame in an APNG (see
///   `APNGWriter` in ImageCodec); when some frames are RGB and others RGBA, the RGB ones are
///   re-encoded as RGBA for the animation only;
/// - `manifest.json` (``FrameManifest``), written last.
///
/// Frame files from an earlier, longer dump into the same folder are removed. Every file is
/// written atomically, and every byte depends only on the plan, the timeline and the render
/// closure, never on `jobs` or scheduling.
public enum FrameDump {
    /// The animated PNG's file name.
    public static let animationFileName = "animation.png"

    /// The number of cores, the default job count.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Dumps the frames of `plan` into `directory` (created if missing).
    ///
    /// States are computed first, replaying the timeline once; then frame 0 is rendered alone
    /// (it fixes the size every frame must have) and the others are rendered, encoded and
    /// written on `jobs` threads, each result stored at its frame's index.
    ///
    /// - Parameters:
    ///   - render: draws one state; called from several threads at once. A throw is reported
    ///     as ``FramesError/renderFailed(frame:time:message:)`` for the lowest failing frame
    ///     (a ``FramesError`` thrown by the closure passes through unchanged).
    ///   - animation: also write `animation.png` (keeps every encoded frame in memory).
    ///   - loops: the animation's play count, 0 for forever.
    ///   - progress: called with (frames done, total) after each frame, from any thread.
    /// - Returns: the frames in order.
    /// - Throws: ``FramesError``.
    public static func run(plan: FramePlan, timeline: Timeline, directory: String,
                           jobs: Int = defaultJobs, animation: Bool = true, loops: UInt32 = 0,
                           settings: PNGEncodeSettings = .default,
                           render: @Sendable (AppState) throws -> RGBAImage,
                           progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(FramesError) -> [Frame] {
        guard jobs >= 1 else { throw .invalidJobs(jobs) }
        try OutputFolder.create(directory)
        let count = plan.frameCount
        let states = timeline.states(at: plan.times)
        let frames = states.indices.map { Frame(index: $0, count: count, state: states[$0]) }
        let counter = Counter()
        let finished: @Sendable () -> Void = { progress?(counter.increment(), count) }

        let first = try renderFrame(0, state: states[0], render: render)
        let size = (width: first.width, height: first.height)
        let step = FrameStep(directory: directory, settings: settings, keepBytes: animation, size: size)
        let firstBytes = try step.finish(first, frame: frames[0])
        finished()
        let rest = try ParallelWork.map(1..<count, jobs: jobs, finished: finished) { index throws(FramesError) in
            let image = try renderFrame(index, state: states[index], render: render)
            return try step.finish(image, frame: frames[index])
        }

        if animation {
            let encoded = try uniformColourType([firstBytes] + rest, jobs: jobs)
            try writeAnimation(encoded, fps: plan.fps, loops: loops, directory: directory)
        }
        let manifest = FrameManifest(
            fps: plan.fps, from: plan.from, to: plan.to, deviceID: timeline.initial.device.id,
            orientation: states[0].orientation, width: size.width, height: size.height,
            animation: animation ? animationFileName : nil, frames: frames)
        try OutputFolder.write(Array(manifest.json.utf8), to: OutputFolder.join(directory, FrameManifest.fileName))
        try OutputFolder.removeStaleFrames(in: directory, keeping: Set(frames.map(\.fileName)))
        return frames
    }

    /// Assembles `pngs` into the animated PNG ``animationFileName`` in `directory`.
    static func writeAnimation(_ pngs: [[UInt8]], fps: Double, loops: UInt32, directory: String) throws(FramesError) {
        let path = OutputFolder.join(directory, animationFileName)
        let bytes: [UInt8]
        do throws(ImageCodecError) {
            bytes = try APNGWriter.assemble(frames: pngs, delay: APNGWriter.delay(fps: fps), loops: loops)
        } catch {
            throw .animationFailed(path: path, message: error.description)
        }
        try OutputFolder.write(bytes, to: path)
    }

    /// Calls `render`, turning a throw into ``FramesError/renderFailed(frame:time:message:)``.
    static func renderFrame(_ index: Int, state: AppState,
                            render: @Sendable (AppState) throws -> RGBAImage) throws(FramesError) -> RGBAImage {
        do {
            return try render(state)
        } catch let error as FramesError {
            throw error
        } catch {
            throw .renderFailed(frame: index, time: state.now, message: "\(error)")
        }
    }

    /// The PNGs with one colour type: when they differ (RGB next to RGBA), every non-RGBA one is
    /// decoded and re-encoded as RGBA, in parallel.
    static func uniformColourType(_ pngs: [[UInt8]], jobs: Int) throws(FramesError) -> [[UInt8]] {
        let types = pngs.map(colourType)
        guard let firstType = types.first, types.contains(where: { $0 != firstType }) else { return pngs }
        return try ParallelWork.map(pngs.indices, jobs: jobs) { index throws(FramesError) in
            guard types[index] != 6 else { return pngs[index] }
            do throws(ImageCodecError) {
                let image = try PNGCodec.decode(pngs[index])
                let settings = PNGEncodeSettings(filter: PNGEncodeSettings.default.filter,
                                                 compressionLevel: PNGEncodeSettings.default.compressionLevel,
                                                 strategy: PNGEncodeSettings.default.strategy, channels: .rgba)
                return try PNGCodec.encode(image, settings: settings)
            } catch {
                throw .encodingFailed(frame: index, message: error.description)
            }
        }
    }

    /// The IHDR colour type byte of a PNG (2 RGB, 6 RGBA), or nil when too short.
    static func colourType(_ png: [UInt8]) -> UInt8? {
        png.count > 25 ? png[25] : nil
    }
}

/// Checks, encodes and writes one rendered frame.
private struct FrameStep: Sendable {
    var directory: String
    var settings: PNGEncodeSettings
    var keepBytes: Bool
    var size: (width: Int, height: Int)

    /// The PNG bytes when the animation needs them, else an empty array.
    func finish(_ image: RGBAImage, frame: Frame) throws(FramesError) -> [UInt8] {
        guard image.width == size.width, image.height == size.height else {
            throw .frameSizeChanged(frame: frame.index, time: frame.time, width: image.width, height: image.height,
                                    expectedWidth: size.width, expectedHeight: size.height)
        }
        let bytes: [UInt8]
        do throws(ImageCodecError) {
            bytes = try PNGCodec.encode(image, settings: settings)
        } catch {
            throw .encodingFailed(frame: frame.index, message: error.description)
        }
        try OutputFolder.write(bytes, to: OutputFolder.join(directory, frame.fileName))
        return keepBytes ? bytes : []
    }
}

/// A thread-safe count of finished frames.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Adds one and returns the new value.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

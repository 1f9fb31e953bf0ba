import Devices
import Foundation
import ImageCodec
import Raster
import Scenarios
import Support

/// Renders a ``FramePlan`` to PNG files, an animated PNG, a contact sheet and a manifest, on
/// several threads.
///
/// Output in the folder:
/// - `frame-00000.png`, `frame-00001.png`, … (see ``Frame/fileName(index:count:)``), encoded
///   with the given `PNGEncodeSettings` (by default RGB when a frame is fully opaque), each at
///   its own size: frames of one orientation share a size, and a rotation changes it;
/// - `animation.png` (``animationFileName``), when asked: every frame in an APNG, see
///   ``APNGWriter``. When the frames have several sizes, each is centred on a transparent canvas
///   as wide as the widest and as tall as the tallest; when some frames are RGB and others RGBA,
///   the RGB ones are re-encoded as RGBA for the animation only;
/// - `sheet.png` (``sheetFileName``), when asked: a contact sheet of the frames
///   ``SheetSampling`` picks, from the full-size renders (whatever the scale), each centred on
///   that canvas in the sheet's background colour;
/// - `manifest.json` (``FrameManifest``), moved in last.
///
/// Nothing is left behind on failure: the files are written into a staging folder and only
/// moved into `directory` once all of them exist (see `OutputFolder`). Frame files from an
/// earlier, longer dump into the same folder are removed; nothing else there is touched. Every
/// byte depends only on the plan, the timeline, the scale and the render closure, never on
/// `jobs` or scheduling.
package enum FrameDump {
    /// The animated PNG's file name.
    package static let animationFileName = "animation.png"
    /// The contact sheet's file name.
    package static let sheetFileName = "sheet.png"

    /// The number of cores, the default job count.
    package static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Checks a job count and a scale factor as ``run(plan:timeline:directory:jobs:scale:animation:sheet:loops:settings:thumbnail:render:progress:)``
    /// does, so a command line can reject them before any work.
    /// - Throws: ``FramesError/invalidJobs(_:)`` below 1, ``FramesError/invalidScale(_:)``
    ///   outside (0, 1].
    package static func check(jobs: Int, scale: Double) throws(FramesError) {
        guard jobs >= 1 else { throw .invalidJobs(jobs) }
        guard scale.isFinite, scale > 0, scale <= 1 else { throw .invalidScale(scale) }
    }

    /// Dumps the frames of `plan` into `directory` (created with its parents if missing).
    ///
    /// States are computed first, replaying the timeline once. The first frame of each
    /// orientation is rendered first (it fixes that orientation's size and, with the others, the
    /// canvas); then every frame is rendered (or taken from that first pass), scaled, encoded and
    /// written on `jobs` threads, each result stored at its frame's index. The contact sheet's
    /// thumbnails are made in the same pass, from the full-size renders.
    ///
    /// - Parameters:
    ///   - scale: the frame files' size relative to the renders, in (0, 1]: each side is
    ///     multiplied and rounded (at least 1 pixel). The contact sheet ignores it.
    ///   - render: draws one state at full size; called from several threads at once. A throw
    ///     is reported as ``FramesError/renderFailed(frame:time:message:)`` (a ``FramesError``
    ///     thrown by the closure passes through unchanged), for the lowest failing frame among
    ///     the first frames of each orientation, else among all frames.
    ///   - animation: also write `animation.png`, streamed to its file as the frames are encoded
    ///     (see `AnimationStream`): memory does not grow with the frame count.
    ///   - sheet: also write `sheet.png`.
    ///   - thumbnail: draws a state's contact-sheet tile at a size smaller than the render, with
    ///     exactly the pixels of `Resample.resized(render(state), width:height:)` but faster
    ///     (an app's faster thumbnail, such as Instagrid's); without it,
    ///     the render is resized.
    ///   - loops: the animation's play count, 0 for forever.
    ///   - progress: called with (frames done, total) after each frame, from any thread.
    /// - Returns: the frames in order.
    /// - Throws: ``FramesError``; the output folder is then as it was.
    package static func run<Source: FrameTimeline>(plan: FramePlan, timeline: Source, directory: String,
                           jobs: Int = defaultJobs, scale: Double = 1, animation: Bool = true, sheet: Bool = false,
                           loops: UInt32 = 0, settings: PNGEncodeSettings = .default,
                           thumbnail: (@Sendable (Source.State, _ width: Int, _ height: Int) -> RGBAImage)? = nil,
                           render: @Sendable (Source.State) throws -> RGBAImage,
                           progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(FramesError) -> [Frame] {
        try check(jobs: jobs, scale: scale)
        let staging = try OutputFolder.stage(directory)
        do throws(FramesError) {
            let job = FrameJob(plan: plan, timeline: timeline, folder: staging.path, jobs: jobs, scale: scale,
                               animation: animation, sheet: sheet, settings: settings)
            let (frames, files) = try job.write(loops: loops, render: render, thumbnail: thumbnail, progress: progress)
            try staging.publish(files)
            return frames
        } catch {
            staging.discard()
            throw staging.naming(error)
        }
    }

    /// Calls `render`, turning a throw into ``FramesError/renderFailed(frame:time:message:)``.
    static func renderFrame<State: FrameState>(_ index: Int, state: State,
                                               render: @Sendable (State) throws -> RGBAImage) throws(FramesError) -> RGBAImage {
        do {
            return try render(state)
        } catch let error as FramesError {
            throw error
        } catch {
            throw .renderFailed(frame: index, time: state.now, message: "\(error)")
        }
    }

    /// The IHDR colour type byte of a PNG (2 RGB, 6 RGBA), or nil when too short.
    static func colourType(_ png: [UInt8]) -> UInt8? {
        png.count > 25 ? png[25] : nil
    }

    /// Encodes `image`, or its rectangle `region`, as PNG, reporting a failure as frame `index`'s.
    static func encode(_ image: RGBAImage, region: PixelRect? = nil, settings: PNGEncodeSettings,
                       frame index: Int) throws(FramesError) -> [UInt8] {
        do throws(ImageCodecError) {
            return try PNGCodec.encode(image, region: region, settings: settings)
        } catch {
            throw .encodingFailed(frame: index, message: error.description)
        }
    }
}

import Devices
import Foundation
import ImageCodec
import Raster
import Scenarios
import Support

/// One frame dump's work: renders, scales, encodes and writes every file of ``FrameDump`` into
/// one folder (the staging folder), and lists them in the order they are to be published.
struct FrameJob<Source: FrameTimeline>: Sendable {
    var plan: FramePlan
    var timeline: Source
    var folder: String
    var jobs: Int
    var scale: Double
    var animation: Bool
    var sheet: Bool
    var settings: PNGEncodeSettings

    /// Writes every file; returns the frames and the files' names, the manifest last.
    func write(loops: UInt32, render: @Sendable (Source.State) throws -> RGBAImage,
               thumbnail drawTile: (@Sendable (Source.State, Int, Int) -> RGBAImage)? = nil,
               progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) throws(FramesError) -> (frames: [Frame], files: [String]) {
        let count = plan.frameCount
        let states = timeline.states(at: plan.times)
        let counter = Counter()
        let finished: @Sendable () -> Void = { progress?(counter.increment(), count) }

        // The first frame of each orientation, rendered first, fixes that orientation's size.
        var seen: Set<Orientation> = []
        let firsts = states.indices.filter { seen.insert(states[$0].orientation).inserted }
        let firstImages = try ParallelWork.map(firsts.indices, jobs: jobs) { position throws(FramesError) in
            try FrameDump.renderFrame(firsts[position], state: states[firsts[position]], render: render)
        }
        let rendered = Dictionary(uniqueKeysWithValues: zip(firsts, firstImages))
        let fullSizes = Dictionary(uniqueKeysWithValues: zip(firsts, firstImages).map { index, image in
            (states[index].orientation, (size: FrameSize(of: image), frame: index))
        })

        let sizes = fullSizes.mapValues { $0.size.scaled(by: scale) }
        let frames = states.indices.map { index in
            let size = sizes[states[index].orientation] ?? FrameSize(width: 0, height: 0)
            return Frame(index: index, count: count, state: states[index], width: size.width, height: size.height)
        }
        // The canvas of the animation (scaled frames) and of the sheet's tiles (full-size renders).
        let animationCanvas = FrameSize(fitting: sizes.values)
        let sheetCanvas = FrameSize(fitting: fullSizes.values.map(\.size))
        let thumbnail = ContactSheet.thumbnailSize(width: sheetCanvas.width, height: sheetCanvas.height)
        let thumbnailSize = FrameSize(width: thumbnail.width, height: thumbnail.height)
        let sheetIndices = sheet ? SheetSampling.indices(frameCount: count) : []
        let onSheet = Set(sheetIndices)

        // The animation is streamed to its file as frames come; the sheet keeps its thumbnails.
        // Its frames after the first carry only what changed, in frame 0's colour type.
        let stream = try animation ? AnimationStream(
            path: OutputFolder.join(folder, FrameDump.animationFileName), frameCount: count, fps: plan.fps,
            loops: loops, window: animationWindow, allowsMixedColourTypes: true) : nil
        let animationSettings = animation && animationIsRGBA(firstImages[0], frame: frames[0], canvas: animationCanvas)
            ? settings.with(channels: .rgba) : settings
        let handOver = FrameHandOver()
        let thumbnails = try ParallelWork.map(0..<count, jobs: jobs, finished: finished) { index throws(FramesError) in
            try guarding(stream) { () throws(FramesError) -> RGBAImage? in
                let frame = frames[index]
                let left = handOver.take(for: index)
                let image: RGBAImage
                if let first = rendered[index] {
                    image = first
                } else {
                    image = try FrameDump.renderFrame(index, state: states[index], render: render)
                }
                if let expected = fullSizes[frame.orientation], FrameSize(of: image) != expected.size {
                    throw .frameSizeChanged(frame: index, time: frame.time, width: image.width, height: image.height,
                                            expectedWidth: expected.size.width, expectedHeight: expected.size.height,
                                            firstFrame: expected.frame, orientation: frame.orientation)
                }
                var tile: RGBAImage?
                if onSheet.contains(index) {
                    // A frame that fills the sheet's canvas can be reduced without drawing it whole.
                    if let drawTile, FrameSize(of: image) == sheetCanvas, thumbnailSize != sheetCanvas {
                        tile = drawTile(states[index], thumbnailSize.width, thumbnailSize.height)
                    } else {
                        tile = thumbnailSize.resizing(sheetCanvas.centring(image, background: ContactSheet.background))
                    }
                }
                let scaled = FrameSize(width: frame.width, height: frame.height).resizing(image)
                let canvas = stream == nil ? scaled : animationCanvas.centring(scaled, background: RGBA(0, 0, 0, 0))
                // What changed since the frame before decides the animation frame, and whether
                // the file is the one before's again.
                var changed: PixelRect?
                var same = false
                if stream != nil, index > 0 {
                    let previous: RGBAImage
                    if let left {
                        previous = left.canvas
                    } else {
                        previous = try placedCanvas(ofFrame: index - 1, on: animationCanvas, states: states,
                                                    frames: frames, rendered: rendered, render: render)
                    }
                    changed = canvas.changedRegion(from: previous)
                    same = changed == nil && left.map { FrameSize(of: $0.scaled) == FrameSize(of: scaled) } == true
                } else if let left {
                    same = left.scaled == scaled
                }
                let bytes: [UInt8]
                if same, let left {
                    bytes = left.bytes
                } else {
                    bytes = try FrameDump.encode(scaled, settings: settings, frame: index)
                }
                handOver.leave(FrameHandOver.Left(scaled: scaled, canvas: canvas, bytes: bytes), from: index)
                try OutputFolder.write(bytes, to: OutputFolder.join(folder, frame.fileName))
                if let stream {
                    if index == 0 {
                        stream.deliver(0, AnimationFrame(png: FrameSize(of: scaled) == animationCanvas ? bytes
                            : try FrameDump.encode(canvas, settings: animationSettings, frame: 0)))
                    } else {
                        stream.deliver(index, try AnimationFrame(canvas, changed: changed, settings: animationSettings, frame: index))
                    }
                }
                return tile
            }
        }

        var files = frames.map(\.fileName)
        if let stream {
            if try stream.finish() == .mixedColourTypes {
                try writeRGBAAnimation(frames, canvas: animationCanvas, loops: loops)
            }
            files.append(FrameDump.animationFileName)
        }
        if sheet {
            let tiles = sheetIndices.compactMap { index in
                thumbnails[index].map { ContactSheet.Tile(image: $0, label: ContactSheet.label(now: states[index].now, phase: states[index].phaseName)) }
            }
            let path = OutputFolder.join(folder, FrameDump.sheetFileName)
            let bytes: [UInt8]
            do throws(ImageCodecError) {
                bytes = try PNGCodec.encode(ContactSheet.compose(thumbnails: tiles))
            } catch {
                throw .writeFailed(path: path, reason: "cannot encode PNG: \(error.description)")
            }
            try OutputFolder.write(bytes, to: path)
            files.append(FrameDump.sheetFileName)
        }
        let manifest = FrameManifest(
            fps: plan.fps, from: plan.from, to: plan.to, deviceID: timeline.deviceID,
            orientation: states[0].orientation, width: frames[0].width, height: frames[0].height,
            animation: animation ? FrameDump.animationFileName : nil, frames: frames)
        try OutputFolder.write(Array(manifest.json.utf8), to: OutputFolder.join(folder, FrameManifest.fileName))
        files.append(FrameManifest.fileName)
        return (frames, files)
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

import ImageCodec
import Raster
import Support

/// One frame of a dump's animation as the APNG stores it: a whole frame, or the rectangle of the
/// canvas that changed since the frame before, with its place.
struct AnimationFrame: Sendable {
    /// The frame or rectangle as a PNG file.
    var png: [UInt8]
    /// The rectangle's top left corner on the canvas; nil for a whole frame.
    var origin: (x: Int, y: Int)?

    /// A whole frame, or a rectangle at `origin`.
    init(png: [UInt8], origin: (x: Int, y: Int)? = nil) {
        self.png = png
        self.origin = origin
    }

    /// The rectangle `changed` of `canvas`, encoded with `settings`; when nothing changed, its
    /// top left pixel (a frame holds at least one), which the viewer shows already.
    init(_ canvas: RGBAImage, changed: PixelRect?, settings: PNGEncodeSettings, frame index: Int) throws(FramesError) {
        let region = changed ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        png = try FrameDump.encode(canvas, region: region, settings: settings, frame: index)
        origin = (region.x, region.y)
    }
}

/// Writes a dump's animated PNG while its frames are encoded, so memory stays flat in the frame
/// count: frames encoded on several threads are handed over with their index, appended in frame
/// order (frame k once frames 0…k are in, see ``OrderedDelivery``) to a temporary file beside
/// `animation.png`, and ``finish()`` moves that file into place. The frame count is known up
/// front, so `acTL` is written first; the bytes equal ``APNGWriter/assemble(frames:delay:loops:)``'s
/// for the same frames.
///
/// All frames need one colour type. With `allowsMixedColourTypes`, a frame whose colour type
/// differs from frame 0's stops the stream (nothing more is written) and ``finish()`` says so:
/// the dump then makes every frame RGBA and streams them again.
final class AnimationStream: @unchecked Sendable {
    /// How ``finish()`` ended.
    enum Outcome: Equatable {
        /// The animation is in place.
        case written
        /// Frames of several colour types came; nothing was written.
        case mixedColourTypes
    }

    /// The animation's path.
    let path: String
    private let sink: Sink
    private let delivery: OrderedDelivery<AnimationFrame>

    /// Starts the animation at `path` for `frameCount` frames of `1/fps` seconds each.
    /// - Parameter window: how many encoded frames may wait for an earlier one (see
    ///   ``OrderedDelivery/window``).
    /// - Throws: ``FramesError/animationFailed(path:message:)`` when there is no frame (nothing is
    ///   created then), ``FramesError/writeFailed(path:reason:)`` when the temporary file cannot
    ///   be created.
    init(path: String, frameCount: Int, fps: Double, loops: UInt32, window: Int,
         allowsMixedColourTypes: Bool) throws(FramesError) {
        self.path = path
        let assembler: APNGWriter.Assembler
        do throws(ImageCodecError) {
            assembler = try APNGWriter.Assembler(frameCount: frameCount, delay: APNGWriter.delay(fps: fps), loops: loops)
        } catch {
            throw .animationFailed(path: path, message: error.description)
        }
        let writer: AtomicFile.Writer
        do {
            writer = try AtomicFile.Writer(path: path)
        } catch {
            throw .writeFailed(path: path, reason: error.detail)
        }
        let sink = Sink(path: path, writer: writer, assembler: assembler, allowsMixed: allowsMixedColourTypes)
        self.sink = sink
        delivery = OrderedDelivery(window: window) { index, frame in sink.append(index, frame) }
    }

    /// Hands over frame `index` (each index once, from any thread); waits while the frame is too
    /// far ahead of the next one due.
    func deliver(_ index: Int, _ frame: AnimationFrame) {
        delivery.deliver(index, frame)
    }

    /// Hands over frame `index` as a whole frame's PNG.
    func deliver(_ index: Int, _ png: [UInt8]) {
        delivery.deliver(index, AnimationFrame(png: png))
    }

    /// Runs `body` (the work of one frame); when it throws, stops the stream so no thread waits
    /// for this frame, and rethrows.
    func guarding<T>(_ body: () throws(FramesError) -> T) throws(FramesError) -> T {
        do throws(FramesError) {
            return try body()
        } catch {
            delivery.stop()
            throw error
        }
    }

    /// After every frame was delivered: writes the end and moves the file into place.
    /// - Throws: the first error appending a frame (``FramesError/animationFailed(path:message:)``
    ///   for a frame the APNG cannot hold, ``FramesError/writeFailed(path:reason:)`` for the
    ///   file); the temporary file is then removed.
    func finish() throws(FramesError) -> Outcome {
        try sink.finish()
    }
}

/// What the stream's consumer owns: the writer and the assembler. Only one thread at a time
/// touches it (``OrderedDelivery`` calls ``append(_:_:)`` one frame at a time, and
/// ``finish()`` runs after every delivery returned).
private final class Sink: @unchecked Sendable {
    let path: String
    var writer: AtomicFile.Writer?
    var assembler: APNGWriter.Assembler
    let allowsMixed: Bool
    var firstColourType: UInt8?
    var mixed = false
    var failure: FramesError?

    init(path: String, writer: AtomicFile.Writer, assembler: APNGWriter.Assembler, allowsMixed: Bool) {
        self.path = path
        self.writer = writer
        self.assembler = assembler
        self.allowsMixed = allowsMixed
    }

    func append(_ index: Int, _ frame: AnimationFrame) {
        guard let writer, failure == nil, !mixed else { return }
        let type = FrameDump.colourType(frame.png)
        if index == 0 {
            firstColourType = type
        } else if allowsMixed, type != firstColourType {
            mixed = true
            stopWriting()
            return
        }
        do throws(ImageCodecError) {
            let bytes = try assembler.append(frame.png, at: frame.origin)
            do {
                try writer.append(bytes)
            } catch {
                fail(.writeFailed(path: path, reason: error.detail))
            }
        } catch {
            fail(.animationFailed(path: path, message: error.description))
        }
    }

    func finish() throws(FramesError) -> AnimationStream.Outcome {
        if let failure { throw failure }
        if mixed { return .mixedColourTypes }
        guard let writer else { throw .writeFailed(path: path, reason: "the animation was not written") }
        let end: [UInt8]
        do throws(ImageCodecError) {
            end = try assembler.finish()
        } catch {
            stopWriting()
            throw .animationFailed(path: path, message: error.description)
        }
        do {
            try writer.append(end)
            try writer.commit()
        } catch {
            stopWriting()
            throw .writeFailed(path: path, reason: error.detail)
        }
        self.writer = nil
        return .written
    }

    private func fail(_ error: FramesError) {
        failure = error
        stopWriting()
    }

    private func stopWriting() {
        writer?.discard()
        writer = nil
    }
}

/// Builds an animated PNG (APNG) from PNG files of equal size and colour type.
///
/// Layout of the result: the PNG signature; frame 0's IHDR; `acTL` (frame count, loop count);
/// frame 0's other chunks before its first IDAT (such as sRGB); then for each frame an `fcTL`
/// (full-frame size, offsets 0, the given delay, dispose op 0 = none, blend op 0 = source)
/// followed by frame 0's own IDAT chunks or, for later frames, one `fdAT` per IDAT chunk of that
/// frame (a sequence number, then the IDAT data); IEND. `fcTL` and `fdAT` share one sequence
/// counter starting at 0. Frame 0 is the default image, so viewers without APNG support show it.
///
/// A frame is either whole (the size of frame 0, at offset 0) or, through
/// ``Assembler/append(_:at:)``, a rectangle of the canvas at given offsets: the part that changed
/// since the frame before. Every frame replaces its rectangle (blend source) and is not disposed
/// of, so each displayed frame equals its input over the previous one, alpha included.
package enum APNGWriter {
    /// Assembles `frames` (complete PNG files, e.g. from `PNGCodec.encode`) into one APNG.
    ///
    /// - Parameters:
    ///   - delay: how long each frame shows, in seconds, as `numerator / denominator` (a
    ///     denominator of 0 means 100, as the APNG specification says); see ``delay(fps:)``.
    ///   - loops: how many times to play; 0 loops forever.
    /// - Throws: ``ImageCodecError`` of kind `invalidAPNGInput`, its message naming the frame,
    ///   when there is no frame, a frame is not a PNG, is already animated, has no IDAT, or its
    ///   header chunks (IHDR and any before IDAT) differ from frame 0's, e.g. RGB next to RGBA:
    ///   encode every frame with the same ``PNGEncodeSettings/channels``.
    package static func assemble(frames: [[UInt8]], delay: (numerator: UInt16, denominator: UInt16),
                                 loops: UInt32 = 0) throws(ImageCodecError) -> [UInt8] {
        var assembler = try Assembler(frameCount: frames.count, delay: delay, loops: loops)
        var out: [UInt8] = []
        out.reserveCapacity(frames.reduce(0) { $0 + $1.count } + frames.count * 50)
        for frame in frames { out += try assembler.append(frame) }
        out += try assembler.finish()
        return out
    }

    /// Builds an APNG one frame at a time, for writing it out as the frames come: the bytes
    /// ``append(_:)`` and ``finish()`` return, concatenated, are exactly what
    /// ``APNGWriter/assemble(frames:delay:loops:)`` returns for the same frames. The frame count
    /// (stored in `acTL`, before the first frame) is given up front.
    package struct Assembler: Sendable {
        /// The frames the animation holds.
        package let frameCount: Int
        private let count: UInt32
        private let delay: (numerator: UInt16, denominator: UInt16)
        private let loops: UInt32
        private var header: [PNGChunk] = []
        private var appended = 0
        private var sequence: UInt32 = 0

        /// An assembler for `frameCount` frames.
        /// - Throws: ``ImageCodecError`` of kind `invalidAPNGInput` when there is no frame or too
        ///   many for `acTL`.
        package init(frameCount: Int, delay: (numerator: UInt16, denominator: UInt16), loops: UInt32 = 0) throws(ImageCodecError) {
            guard frameCount > 0 else { throw ImageCodecError(.invalidAPNGInput, "no frames to animate") }
            guard let count = UInt32(exactly: frameCount) else {
                throw ImageCodecError(.invalidAPNGInput, "too many frames (\(frameCount))")
            }
            self.frameCount = frameCount
            self.count = count
            self.delay = delay
            self.loops = loops
        }

        /// The bytes for the next frame (a complete PNG file of frame 0's size): for frame 0 also
        /// the signature, IHDR, `acTL` and frame 0's other header chunks.
        /// - Throws: ``ImageCodecError`` of kind `invalidAPNGInput` naming the frame, as
        ///   ``APNGWriter/assemble(frames:delay:loops:)`` describes, or when all frames were
        ///   appended already.
        package mutating func append(_ png: [UInt8]) throws(ImageCodecError) -> [UInt8] {
            try append(png, at: nil)
        }

        /// The bytes for the next frame: `png` is the rectangle of the canvas whose top left corner
        /// is `origin` (nil: a whole frame, as ``append(_:)``). Its header chunks must be frame
        /// 0's but for the size in IHDR, and the rectangle must lie on the canvas. Frame 0 is
        /// always whole.
        /// - Throws: ``ImageCodecError`` of kind `invalidAPNGInput` naming the frame.
        package mutating func append(_ png: [UInt8], at origin: (x: Int, y: Int)?) throws(ImageCodecError) -> [UInt8] {
            let index = appended
            guard index < frameCount else {
                throw APNGWriter.invalid(frame: index, "more frames than the \(frameCount) announced")
            }
            let parts = try Parts(png, frame: index)
            var out: [UInt8] = []
            var offset: (x: UInt32, y: UInt32) = (0, 0)
            if index == 0 {
                if let origin, origin != (0, 0) {
                    throw APNGWriter.invalid(frame: 0, "the first frame is whole, at (0, 0), not at (\(origin.x), \(origin.y))")
                }
                header = parts.header
                out = PNGCodec.signature
                header[0].append(to: &out)
                var control: [UInt8] = []
                control.appendBigEndian(count)
                control.appendBigEndian(loops)
                PNGChunk(type: "acTL", data: control).append(to: &out)
                for chunk in header.dropFirst() { chunk.append(to: &out) }
            } else if let origin {
                offset = try Self.place(parts.header, at: origin, on: header, frame: index)
            } else if parts.header != header {
                throw APNGWriter.invalid(frame: index, "its header differs from frame 0's ("
                    + Parts.describe(parts.header) + " vs " + Parts.describe(header)
                    + "): every frame needs the same size and colour type")
            }
            PNGChunk(type: "fcTL", data: APNGWriter.frameControl(sequence: sequence, size: parts.header[0].data,
                                                                 offset: offset, delay: delay)).append(to: &out)
            sequence += 1
            for idat in parts.data {
                if index == 0 {
                    idat.append(to: &out)
                } else {
                    guard idat.data.count <= 0x7FFF_FFFF - 4 else {
                        throw APNGWriter.invalid(frame: index, "IDAT chunk too large for fdAT")
                    }
                    var payload: [UInt8] = []
                    payload.reserveCapacity(idat.data.count + 4)
                    payload.appendBigEndian(sequence)
                    payload.append(contentsOf: idat.data)
                    PNGChunk(type: "fdAT", data: payload).append(to: &out)
                    sequence += 1
                }
            }
            appended += 1
            return out
        }

        /// Checks a rectangle frame's header against frame 0's and its place on the canvas;
        /// returns its offsets.
        private static func place(_ frame: [PNGChunk], at origin: (x: Int, y: Int), on canvas: [PNGChunk],
                                  frame index: Int) throws(ImageCodecError) -> (x: UInt32, y: UInt32) {
            let ihdr = frame[0].data, canvasIHDR = canvas[0].data
            guard ihdr[8...] == canvasIHDR[8...], Array(frame.dropFirst()) == Array(canvas.dropFirst()) else {
                throw APNGWriter.invalid(frame: index, "its header differs from frame 0's but for the size ("
                    + Parts.describe(frame) + " vs " + Parts.describe(canvas) + ")")
            }
            let width = Int(ihdr.bigEndianUInt32(at: 0)), height = Int(ihdr.bigEndianUInt32(at: 4))
            let canvasWidth = Int(canvasIHDR.bigEndianUInt32(at: 0)), canvasHeight = Int(canvasIHDR.bigEndianUInt32(at: 4))
            guard origin.x >= 0, origin.y >= 0, origin.x <= canvasWidth - width, origin.y <= canvasHeight - height else {
                throw APNGWriter.invalid(frame: index, "its \(width)×\(height) rectangle at (\(origin.x), \(origin.y)) "
                    + "does not lie on the \(canvasWidth)×\(canvasHeight) canvas")
            }
            return (UInt32(origin.x), UInt32(origin.y))
        }

        /// The closing bytes (IEND).
        /// - Throws: ``ImageCodecError`` of kind `invalidAPNGInput` when fewer frames than
        ///   announced were appended.
        package func finish() throws(ImageCodecError) -> [UInt8] {
            guard appended == frameCount else {
                throw ImageCodecError(.invalidAPNGInput, "\(appended) of the \(frameCount) frames announced were given")
            }
            return PNGChunk(type: "IEND", data: []).bytes
        }
    }

    /// A frame delay of `1 / fps` seconds as the closest fraction whose numerator and
    /// denominator fit 16 bits: exactly `1/fps` for whole rates up to 65535 (60 → 1/60),
    /// `100/2997` for 29.97. Rates so low that the delay exceeds 65535 s give 65535/1.
    package static func delay(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        guard fps.isFinite, fps > 0 else { return (0, 1) }
        let seconds = 1 / fps
        guard seconds < 65535 else { return (65535, 1) }
        // Continued-fraction convergents of `seconds`, kept while both terms fit 16 bits.
        var (p0, q0, p1, q1): (Double, Double, Double, Double) = (0, 1, 1, 0)
        var best: (Double, Double) = ((seconds).rounded(), 1)
        var x = seconds
        for _ in 0..<64 {
            let a = x.rounded(.down)
            let (p2, q2) = (a * p1 + p0, a * q1 + q0)
            guard p2 <= 65535, q2 <= 65535 else { break }
            best = (p2, q2)
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            let rest = x - a
            guard rest > 1e-12, abs(p2 / q2 - seconds) > 1e-15 else { break }
            x = 1 / rest
        }
        if best.0 == 0 { return (1, 65535) }
        return (UInt16(best.0), UInt16(best.1))
    }

    /// An `invalidAPNGInput` error about frame `frame`.
    static func invalid(frame: Int, _ message: String) -> ImageCodecError {
        ImageCodecError(.invalidAPNGInput, "frame \(frame): \(message)")
    }

    /// The 26 bytes of an `fcTL`: sequence, width, height (copied from the frame's IHDR), x and y
    /// offset, delay, dispose op 0 (none), blend op 0 (source).
    static func frameControl(sequence: UInt32, size ihdr: [UInt8], offset: (x: UInt32, y: UInt32),
                             delay: (numerator: UInt16, denominator: UInt16)) -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(26)
        data.appendBigEndian(sequence)
        data.append(contentsOf: ihdr[0..<8])
        data.appendBigEndian(offset.x)
        data.appendBigEndian(offset.y)
        data.appendBigEndian(delay.numerator)
        data.appendBigEndian(delay.denominator)
        data.append(0)
        data.append(0)
        return data
    }
}

/// A PNG split into what an APNG needs: the chunks before the first IDAT, and the IDATs.
private struct Parts {
    /// IHDR, then every other chunk before the first IDAT.
    var header: [PNGChunk]
    /// The IDAT chunks, in order.
    var data: [PNGChunk]

    init(_ png: [UInt8], frame: Int) throws(ImageCodecError) {
        let chunks: [PNGChunk]
        do throws(ImageCodecError) {
            chunks = try PNGChunk.parse(png)
        } catch {
            throw APNGWriter.invalid(frame: frame, error.message)
        }
        guard chunks.first?.type == "IHDR", chunks[0].data.count == 13 else {
            throw APNGWriter.invalid(frame: frame, "the first chunk is not a valid IHDR")
        }
        if let animated = chunks.first(where: { ["acTL", "fcTL", "fdAT"].contains($0.type) }) {
            throw APNGWriter.invalid(frame: frame, "already animated (has \(animated.type))")
        }
        guard let start = chunks.firstIndex(where: { $0.type == "IDAT" }) else {
            throw APNGWriter.invalid(frame: frame, "no IDAT chunk")
        }
        let end = chunks[start...].firstIndex(where: { $0.type != "IDAT" }) ?? chunks.endIndex
        header = Array(chunks[..<start])
        data = Array(chunks[start..<end])
    }

    /// `64×48 RGBA 8-bit` from an IHDR, or the header's chunk types when IHDRs are equal.
    static func describe(_ header: [PNGChunk]) -> String {
        let ihdr = header[0].data
        let width = ihdr.bigEndianUInt32(at: 0)
        let height = ihdr.bigEndianUInt32(at: 4)
        let colour = switch ihdr[9] {
        case 0: "grey"
        case 2: "RGB"
        case 3: "palette"
        case 4: "grey+alpha"
        case 6: "RGBA"
        default: "colour type \(ihdr[9])"
        }
        let chunks = header.map(\.type).joined(separator: ",")
        return "\(width)×\(height) \(colour) \(ihdr[8])-bit [\(chunks)]"
    }
}

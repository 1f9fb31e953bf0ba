import Raster

/// Plays an animated PNG (APNG) back: every frame as the viewer shows it, composed on the canvas.
///
/// It reads what ``APNGWriter`` writes and any APNG whose frames use dispose op 0 (none) and
/// blend op 0 (source): each frame's rectangle is decoded (a PNG made of the file's IHDR with the
/// frame's size, the file's other header chunks and the frame's data) and replaces those pixels
/// of the canvas, which starts transparent. A file without `acTL` is one frame.
package enum APNGReader {
    /// Every frame of `data` as displayed, in order.
    /// - Throws: ``ImageCodecError`` of kind `invalidPNG` for a malformed file or frame (a rectangle
    ///   off the canvas, sequence numbers out of order, a frame count that is not `acTL`'s, an
    ///   op other than none/source), or `.tooLarge` when the canvas exceeds `limits` or the frames
    ///   together hold more than `limits.maxPixels` times 64 pixels.
    package static func frames(_ data: [UInt8], limits: ImageLimits = .default) throws(ImageCodecError) -> [RGBAImage] {
        let chunks = try PNGChunk.parse(data)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw ImageCodecError(.invalidPNG, "the first chunk is not a valid IHDR")
        }
        let width = ihdr.data.bigEndianUInt32(at: 0), height = ihdr.data.bigEndianUInt32(at: 4)
        try limits.check(width: width, height: height)
        guard let control = chunks.first(where: { $0.type == "acTL" }) else {
            return [try PNGCodec.decode(data, limits: limits)]
        }
        guard control.data.count == 8 else { throw ImageCodecError(.invalidPNG, "acTL: wrong length") }
        let announced = Int(control.data.bigEndianUInt32(at: 0))
        let firstData = chunks.firstIndex { $0.type == "IDAT" } ?? chunks.endIndex
        let header = chunks[1..<firstData].filter { !["acTL", "fcTL", "fdAT"].contains($0.type) }

        var canvas = RGBAImage(width: Int(width), height: Int(height))
        var frames: [RGBAImage] = []
        var current: (control: FrameControl, data: [UInt8])?
        var sequence: UInt32 = 0
        var budget = limits.maxPixels * 64
        func finish() throws(ImageCodecError) {
            guard let (control, bytes) = current else { return }
            current = nil
            guard frames.count < announced else {
                throw ImageCodecError(.invalidPNG, "more frames than acTL's \(announced)")
            }
            budget -= Int(width) * Int(height)
            guard budget >= 0 else { throw ImageCodecError(.tooLarge, "too many pixels in the frames together") }
            var ihdrData = ihdr.data
            ihdrData.replaceSubrange(0..<8, with: bigEndian(control.width) + bigEndian(control.height))
            var png = PNGCodec.signature
            PNGChunk(type: "IHDR", data: ihdrData).append(to: &png)
            for chunk in header { chunk.append(to: &png) }
            PNGChunk(type: "IDAT", data: bytes).append(to: &png)
            PNGChunk(type: "IEND", data: []).append(to: &png)
            let frame: RGBAImage
            do throws(ImageCodecError) {
                frame = try PNGCodec.decode(png, limits: limits)
            } catch {
                throw ImageCodecError(.invalidPNG, "frame \(frames.count): \(error.message)")
            }
            for row in 0 ..< frame.height {
                let target = ((Int(control.y) + row) * canvas.width + Int(control.x)) * 4
                canvas.pixels.replaceSubrange(target ..< target + frame.width * 4,
                                              with: frame.pixels[row * frame.width * 4 ..< (row + 1) * frame.width * 4])
            }
            frames.append(canvas)
        }
        for (position, chunk) in chunks.enumerated() {
            switch chunk.type {
            case "fcTL":
                try finish()
                let parsed = try FrameControl(chunk.data, canvas: (width, height), frame: frames.count)
                guard parsed.sequence == sequence else {
                    throw ImageCodecError(.invalidPNG, "fcTL: sequence number \(parsed.sequence), expected \(sequence)")
                }
                sequence += 1
                current = (parsed, [])
            case "IDAT":
                // The default image is a frame only when an fcTL comes before it.
                if position >= firstData, current != nil, frames.isEmpty { current?.data += chunk.data }
            case "fdAT":
                guard chunk.data.count >= 4, current != nil else { throw ImageCodecError(.invalidPNG, "fdAT outside a frame") }
                guard chunk.data.bigEndianUInt32(at: 0) == sequence else {
                    throw ImageCodecError(.invalidPNG, "fdAT: sequence number \(chunk.data.bigEndianUInt32(at: 0)), expected \(sequence)")
                }
                sequence += 1
                current?.data += chunk.data[4...]
            default:
                break
            }
        }
        try finish()
        guard frames.count == announced else {
            throw ImageCodecError(.invalidPNG, "acTL announces \(announced) frames, the file holds \(frames.count)")
        }
        return frames
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(value)
        return bytes
    }
}

/// An `fcTL` chunk's fields that composing needs, checked.
private struct FrameControl {
    var sequence: UInt32
    var width: UInt32
    var height: UInt32
    var x: UInt32
    var y: UInt32

    init(_ data: [UInt8], canvas: (width: UInt32, height: UInt32), frame: Int) throws(ImageCodecError) {
        guard data.count == 26 else { throw ImageCodecError(.invalidPNG, "fcTL: wrong length") }
        sequence = data.bigEndianUInt32(at: 0)
        width = data.bigEndianUInt32(at: 4)
        height = data.bigEndianUInt32(at: 8)
        x = data.bigEndianUInt32(at: 12)
        y = data.bigEndianUInt32(at: 16)
        guard width > 0, height > 0, x <= canvas.width, y <= canvas.height,
              width <= canvas.width - x, height <= canvas.height - y else {
            throw ImageCodecError(.invalidPNG, "frame \(frame): its \(width)×\(height) rectangle at (\(x), \(y)) "
                + "does not lie on the \(canvas.width)×\(canvas.height) canvas")
        }
        guard data[24] == 0, data[25] == 0 else {
            throw ImageCodecError(.invalidPNG, "frame \(frame): dispose op \(data[24]), blend op \(data[25]); "
                + "only 0 (none) and 0 (source) are read")
        }
    }
}

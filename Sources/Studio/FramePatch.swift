import ImageCodec
import Raster

/// What the page is sent of one picture of the live phone (docs/studio.md, "Socket messages"):
/// the whole picture, or what changed since the picture before — blocks of that picture moved
/// vertically (``moves``) and rectangles of pixels (``rects``), each as raw RGBA rows or as a PNG.
/// The page applies every move first, each reading the picture before this frame (never pixels
/// another move wrote), then draws the rectangles over the result; moves and rectangles do not
/// overlap, together they hold every changed pixel, and the result is the new picture exactly.
struct FramePatch: Sendable, Equatable {
    /// How each rectangle's pixels are written.
    enum Encoding: String, Sendable, Equatable, CaseIterable {
        /// Per frame: rows of RGBA for a frame of at most ``autoRGBABytes`` bytes of pixels, PNG
        /// for a larger one (most of the screen changing at once: a sheet, a rotation, a whole
        /// picture), whose copy and upload cost the page more than the deflating costs the server.
        case auto
        /// Rows of RGBA bytes, top to bottom, `width × 4` bytes each.
        case rgba
        /// A PNG of the rectangle (the screen deflater's, `PNGEncodeSettings.default`).
        case png
    }

    /// The largest frame, in bytes of RGBA pixels, that ``Encoding/auto`` sends as rows: a
    /// quarter of an iPhone 8's 2× screen; a sliding grid's frame is a tenth of it
    /// (docs/benchmarks.md, "RGBA for small frames, PNG for large ones").
    static let autoRGBABytes = 1 << 20

    /// The picture's size in pixels.
    var width: Int
    var height: Int
    /// Whether the page starts a new picture of this size (the first, after a change of device,
    /// a resync); otherwise the rectangles go over the picture the page shows.
    var isFull: Bool
    /// The rectangles sent, inside the picture, not overlapping each other or a move.
    var rects: [PixelRect]
    /// Blocks of the picture before, moved vertically; none in a whole picture.
    var moves: [Move] = []

    /// Rows compared as one band: each band's changed pixels are bounded by one rectangle.
    static let bandRows = 32

    /// The whole of `image`.
    static func full(_ image: RGBAImage) -> FramePatch {
        FramePatch(width: image.width, height: image.height, isFull: true,
                   rects: image.width > 0 && image.height > 0
                       ? [PixelRect(x: 0, y: 0, width: image.width, height: image.height)] : [])
    }

    /// What changed from `previous` to `image`: the whole of `image` when there is no picture
    /// before or its size differs; otherwise ``changedRects(from:to:bandRows:)``, each with the
    /// rows that are rows of `previous` shifted vertically sent as moves
    /// (``movesAndRects(in:from:to:)``).
    static func update(from previous: RGBAImage?, to image: RGBAImage) -> FramePatch {
        guard let previous, previous.width == image.width, previous.height == image.height else { return full(image) }
        let split = movesAndRects(in: changedRects(from: previous, to: image), from: previous, to: image)
        return FramePatch(width: image.width, height: image.height, isFull: false, rects: split.rects, moves: split.moves)
    }

    /// Rectangles holding every pixel that differs between `previous` and `image` (of the same
    /// size) and no row that does not: each band of ``bandRows`` rows is bounded by the smallest
    /// rectangle of its changes, and a band's rectangle joins the one above when together they
    /// cover no more than a band's worth of unchanged pixels besides their own.
    static func changedRects(from previous: RGBAImage, to image: RGBAImage, bandRows: Int = bandRows) -> [PixelRect] {
        let band = max(1, bandRows)
        var rects: [PixelRect] = []
        var top = 0
        while top < image.height {
            defer { top += band }
            guard let changed = image.changedRegion(from: previous, rows: top..<min(image.height, top + band)) else {
                continue
            }
            if let last = rects.last {
                let joined = last.union(changed)
                if area(joined) <= area(last) + area(changed) + image.width * band {
                    rects[rects.count - 1] = joined
                    continue
                }
            }
            rects.append(changed)
        }
        return rects
    }

    private static func area(_ rect: PixelRect) -> Int { rect.width * rect.height }

    /// The socket's binary message: a header of little-endian 32-bit words — `1` for a whole
    /// picture or `0` for changes over the last one, the encoding (`0` RGBA, `1` PNG), the
    /// picture's width and height, the number of rectangles, the number of moves, then for each
    /// rectangle its x, y, width, height and byte count, then for each move its x, y, width,
    /// height and source row `fromY` — followed by each rectangle's bytes in order.
    func message(of image: RGBAImage, encoding requested: Encoding) throws(ImageCodecError) -> [UInt8] {
        let encoding = resolved(requested)
        // RGBA rows are copied straight into the message; PNGs are encoded first.
        var pngs: [[UInt8]] = []
        if encoding == .png {
            for rect in rects { pngs.append(try PNGCodec.encode(image, region: rect)) }
        }
        let sizes = encoding == .png ? pngs.map(\.count) : rects.map { $0.width * $0.height * 4 }
        var header: [UInt32] = [isFull ? 1 : 0, encoding == .png ? 1 : 0, UInt32(width), UInt32(height),
                                UInt32(rects.count), UInt32(moves.count)]
        for (rect, size) in zip(rects, sizes) {
            header += [UInt32(rect.x), UInt32(rect.y), UInt32(rect.width), UInt32(rect.height), UInt32(size)]
        }
        for move in moves {
            header += [UInt32(move.x), UInt32(move.y), UInt32(move.width), UInt32(move.height), UInt32(move.fromY)]
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.count * 4 + sizes.reduce(0, +))
        for word in header {
            bytes += [UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
                      UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24)]
        }
        if encoding == .png {
            for png in pngs { bytes += png }
        } else {
            for rect in rects { Self.appendRows(of: image, in: rect, to: &bytes) }
        }
        return bytes
    }

    /// The encoding this frame is sent in: `requested`, or for ``Encoding/auto`` the one its size
    /// chooses.
    func resolved(_ requested: Encoding) -> Encoding {
        guard requested == .auto else { return requested }
        let bytes = rects.reduce(0) { $0 + $1.width * $1.height * 4 }
        return bytes <= Self.autoRGBABytes ? .rgba : .png
    }

    /// Appends the RGBA rows of `rect` (inside `image`) to `bytes`, a row at a time.
    static func appendRows(of image: RGBAImage, in rect: PixelRect, to bytes: inout [UInt8]) {
        let rowBytes = rect.width * 4, stride = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<rect.height {
                let start = (rect.y + row) * stride + rect.x * 4
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: pixels[start..<(start + rowBytes)]))
            }
        }
    }
}

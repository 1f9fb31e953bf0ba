/// An image that is one colour except inside a few rectangles, kept as that colour and copies of
/// the rectangles: a screen's chrome is mostly background, so this holds a fraction of its bytes,
/// and an image is made from it by filling and copying, each pixel written once.
public struct SparseImage: Sendable, Equatable {
    /// One rectangle of the image and its pixels.
    package struct Patch: Sendable, Equatable {
        package var rect: PixelRect
        package var pixels: RGBAImage
    }

    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// The colour of every pixel outside the patches.
    public let background: RGBA
    /// Copies of the rectangles, inside the image and not empty; they may overlap (with equal
    /// pixels, being copies of one image).
    package let patches: [Patch]

    /// `image`, on which every pixel outside `areas` is `background` (the caller's promise: the
    /// areas are where it drew). Areas are clipped to the image.
    public init(_ image: RGBAImage, background: RGBA, areas: [PixelRect]) {
        width = image.width
        height = image.height
        self.background = background
        let bounds = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        patches = areas.map { $0.intersection(bounds) }.filter { !$0.isEmpty }.map { rect in
            Patch(rect: rect, pixels: image.copying(rect))
        }
    }

    /// An image of one colour.
    public init(width: Int, height: Int, background: RGBA) {
        self.width = width
        self.height = height
        self.background = background
        patches = []
    }

    /// The whole image.
    public var image: RGBAImage { image(leaving: PixelRect(x: 0, y: 0, width: 0, height: 0)) }

    /// The image, except that pixels inside `hole` that no patch covers are left unwritten: for a
    /// caller that writes every pixel of `hole` before anything reads it (an opaque image copied
    /// there), so that they are written once. The background is stored only where no patch goes,
    /// so every other pixel too is written once (twice only where patches overlap).
    public func image(leaving hole: PixelRect) -> RGBAImage {
        let hole = hole.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = count
            guard let base = buffer.baseAddress else { return }
            for band in backgroundBands(leaving: hole) {
                for y in band.rows {
                    let row = base + y * width * 4
                    for span in band.spans { background.store(into: row + span.lowerBound * 4, count: span.count) }
                }
            }
            for patch in patches {
                let r = patch.rect
                patch.pixels.pixels.withUnsafeBytes { source in
                    guard let s = source.baseAddress else { return }
                    for py in 0 ..< r.height {
                        UnsafeMutableRawPointer(base + ((r.minY + py) * width + r.minX) * 4)
                            .copyMemory(from: s + py * r.width * 4, byteCount: r.width * 4)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The image's rows cut where a patch or `hole` (inside the image) begins or ends, each band
    /// with the columns no patch and not the hole cover: the same on all of its rows.
    func backgroundBands(leaving hole: PixelRect) -> [(rows: Range<Int>, spans: [Range<Int>])] {
        let covers = patches.map(\.rect) + (hole.isEmpty ? [] : [hole])
        let edges = Set([0, height] + covers.flatMap { [$0.minY, $0.maxY] }).sorted()
        var bands: [(rows: Range<Int>, spans: [Range<Int>])] = []
        for (top, bottom) in zip(edges, edges.dropFirst()) where top < bottom {
            // A rectangle covers all of a band's rows or none: every edge is a band's edge.
            let taken = covers.filter { $0.minY <= top && $0.maxY >= bottom }.map { $0.minX ..< $0.maxX }
                .sorted { $0.lowerBound < $1.lowerBound }
            var spans: [Range<Int>] = []
            var x = 0
            for columns in taken {
                if columns.lowerBound > x { spans.append(x ..< columns.lowerBound) }
                x = max(x, columns.upperBound)
            }
            if x < width { spans.append(x ..< width) }
            bands.append((top ..< bottom, spans))
        }
        return bands
    }
}

extension RGBAImage {
    /// A copy of the pixels `rect` (inside the image).
    package func copying(_ rect: PixelRect) -> RGBAImage {
        Pyramid.crop(self, rect)
    }
}

import CPixelKernels

/// A drawing surface over an `RGBAImage` with a stack of clip rectangles.
///
/// All coordinates are canvas pixels, origin top-left; pixel (i, j) covers [i, i+1) × [j, j+1).
/// Every drawing operation touches only pixels inside the current clip (the intersection of all
/// pushed clip rectangles and the image bounds). Colours composite source-over with straight
/// alpha by the exact integer rules of `Compositing`.
public struct Canvas: Sendable, Equatable {
    /// The pixels drawn so far. Read-only outside `Raster`, so that the drawing loops can trust
    /// its size.
    public internal(set) var image: RGBAImage
    /// Pushed clip rectangles, each already intersected with the previous one.
    package private(set) var clipStack: [PixelRect] = []

    /// A canvas drawing into `image`.
    public init(image: RGBAImage) {
        self.image = image
    }

    /// A canvas of the given size filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "negative canvas size")
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if let base = buffer.baseAddress { fill.store(into: base, count: count) }
            initialized = count * 4
        }
        self.image = RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// The whole image.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: image.width, height: image.height) }

    /// The pixels drawing may touch now.
    public var clip: PixelRect { clipStack.last ?? bounds }

    /// Restricts drawing to `rect` ∩ the current clip until the matching `popClip()`.
    public mutating func pushClip(_ rect: PixelRect) {
        clipStack.append(clip.intersection(rect))
    }

    /// Restores the clip in force before the last `pushClip`; does nothing when none is pushed.
    public mutating func popClip() {
        if !clipStack.isEmpty { clipStack.removeLast() }
    }

    /// Runs `body` with drawing restricted to `rect` ∩ the current clip.
    public mutating func withClip(_ rect: PixelRect, _ body: (inout Canvas) throws -> Void) rethrows {
        pushClip(rect)
        defer { popClip() }
        try body(&self)
    }

    /// Fills whole pixels of `rect` (∩ clip) with `color`, composited (replaced when opaque).
    public mutating func fill(_ rect: PixelRect, color: RGBA) {
        let r = clip.intersection(rect)
        if r.isEmpty || color.a == 0 { return }
        let width = image.width
        let (cr, cg, cb, ca) = color.channels
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in r.minY ..< r.maxY {
                pk_over_span(base + (y * width + r.minX) * 4, r.width, cr, cg, cb, ca)
            }
        }
    }

    /// Fills a rectangle with fractional edges: each pixel gets `color` with its alpha scaled by
    /// the fraction of its 16 × 16 samples inside (see `CoverageMask.rect`).
    public mutating func fill(_ rect: FRect, color: RGBA) {
        let b = rect.pixelBounds.intersection(clip)
        if b.isEmpty || color.a == 0 { return }
        let xs = Samples.counts(from: rect.minX, to: rect.maxX, pixels: b.minX ..< b.maxX)
        let ys = Samples.counts(from: rect.minY, to: rect.maxY, pixels: b.minY ..< b.maxY)
        // The fully covered interior takes the fast path.
        var fullX: (Int, Int)?
        if let f0 = xs.firstIndex(of: 16), let last = xs.lastIndex(of: 16), xs[f0 ... last].allSatisfy({ $0 == 16 }) {
            fullX = (f0, last + 1)
        }
        for (row, cy) in ys.enumerated() where cy > 0 {
            let y = b.minY + row
            if cy == 16, let (f0, f1) = fullX {
                fill(PixelRect(x: b.minX + f0, y: y, width: f1 - f0, height: 1), color: color)
                blendRow(y: y, x0: b.minX, counts: xs[0 ..< f0], cy: cy, color: color)
                blendRow(y: y, x0: b.minX + f1, counts: xs[f1...], cy: cy, color: color)
            } else {
                blendRow(y: y, x0: b.minX, counts: xs[...], cy: cy, color: color)
            }
        }
    }

    private mutating func blendRow(y: Int, x0: Int, counts: ArraySlice<Int>, cy: Int, color: RGBA) {
        if counts.isEmpty { return }
        let width = image.width
        let (cr, cg, cb, ca) = color.channels
        counts.withUnsafeBufferPointer { counts in
            image.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, let c = counts.baseAddress else { return }
                pk_over_sample_counts(base + (y * width + x0) * 4, c, counts.count, cy, cr, cg, cb, ca)
            }
        }
    }

    /// Composites `color` through a coverage mask (∩ clip).
    public mutating func fill(_ mask: CoverageMask, color: RGBA) {
        let r = mask.bounds.intersection(clip)
        if r.isEmpty || color.a == 0 { return }
        let width = image.width
        let mw = mask.bounds.width
        let (cr, cg, cb, ca) = color.channels
        mask.coverage.withUnsafeBufferPointer { cov in
            image.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, let m = cov.baseAddress else { return }
                pk_over_coverage(base + (r.minY * width + r.minX) * 4, width,
                                 m + (r.minY - mask.bounds.y) * mw + (r.minX - mask.bounds.x), mw,
                                 r.width, r.height, cr, cg, cb, ca)
            }
        }
    }
}

/// A drawing surface over an `RGBAImage` with a stack of clip rectangles.
///
/// All coordinates are canvas pixels, origin top-left; pixel (i, j) covers [i, i+1) × [j, j+1).
/// Every drawing operation touches only pixels inside the current clip (the intersection of all
/// pushed clip rectangles and the image bounds). Colours composite source-over with straight
/// alpha by the exact integer rules of `Compositing`.
public struct Canvas: Sendable, Equatable {
    /// The pixels drawn so far.
    public var image: RGBAImage
    /// Pushed clip rectangles, each already intersected with the previous one.
    public private(set) var clipStack: [PixelRect] = []

    /// A canvas drawing into `image`.
    public init(image: RGBAImage) {
        self.image = image
    }

    /// A canvas of the given size filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "negative canvas size")
        let count = width * height
        let word = (UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(fill.a) << 24).littleEndian
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if let base = buffer.baseAddress {
                let raw = UnsafeMutableRawPointer(base)
                for i in 0 ..< count { raw.storeBytes(of: word, toByteOffset: 4 &* i, as: UInt32.self) }
            }
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
        let cr = Int(color.r), cg = Int(color.g), cb = Int(color.b), ca = Int(color.a)
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in r.minY ..< r.maxY {
                Compositing.overSpan(base + (y * width + r.minX) * 4, count: r.width, cr, cg, cb, ca)
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
        let width = image.width
        let cr = Int(color.r), cg = Int(color.g), cb = Int(color.b), ca = Int(color.a)
        for (row, cy) in ys.enumerated() where cy > 0 {
            let y = b.minY + row
            if cy == 16, let (f0, f1) = fullX {
                fill(PixelRect(x: b.minX + f0, y: y, width: f1 - f0, height: 1), color: color)
                blendRow(y: y, x0: b.minX, counts: xs[0 ..< f0], cy: cy, color: (cr, cg, cb, ca), width: width)
                blendRow(y: y, x0: b.minX + f1, counts: xs[f1...], cy: cy, color: (cr, cg, cb, ca), width: width)
            } else {
                blendRow(y: y, x0: b.minX, counts: xs[...], cy: cy, color: (cr, cg, cb, ca), width: width)
            }
        }
    }

    private mutating func blendRow(y: Int, x0: Int, counts: ArraySlice<Int>, cy: Int,
                                   color: (Int, Int, Int, Int), width: Int) {
        if counts.isEmpty { return }
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var p = base + (y * width + x0) * 4
            for cx in counts {
                Compositing.over(p, color.0, color.1, color.2, Compositing.alpha(color.3, coverage256: cx * cy))
                p += 4
            }
        }
    }

    /// Composites `color` through a coverage mask (∩ clip).
    public mutating func fill(_ mask: CoverageMask, color: RGBA) {
        let r = mask.bounds.intersection(clip)
        if r.isEmpty || color.a == 0 { return }
        let width = image.width
        let mw = mask.bounds.width
        let cr = Int(color.r), cg = Int(color.g), cb = Int(color.b), ca = Int(color.a)
        mask.coverage.withUnsafeBufferPointer { cov in
            image.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for y in r.minY ..< r.maxY {
                    let p = base + (y * width + r.minX) * 4
                    let m = (y - mask.bounds.y) * mw + (r.minX - mask.bounds.x)
                    var x = 0
                    while x < r.width {
                        let n = cov[m + x]
                        var run = 1
                        while x + run < r.width && cov[m + x + run] == n { run += 1 }
                        if n != 0 {
                            Compositing.overSpan(p + 4 * x, count: run, cr, cg, cb,
                                                 n == 256 ? ca : Compositing.alpha(ca, coverage256: Int(n)))
                        }
                        x += run
                    }
                }
            }
        }
    }
}

import CPixelKernels

/// Per-pixel coverage of a shape: the number of its 16 × 16 sample points (at pixel offsets
/// (i + ½)/16, (j + ½)/16) that lie inside the shape, 0...256, for the pixels of `bounds`.
/// Pixels outside `bounds` have coverage 0.
public struct CoverageMask: Sendable, Equatable {
    /// The pixels the mask describes (canvas coordinates).
    public let bounds: PixelRect
    /// `bounds.width * bounds.height` counts, row-major, each 0...256.
    public package(set) var coverage: [UInt16]

    /// An empty-coverage mask over `bounds`.
    public init(bounds: PixelRect) {
        let b = bounds.isEmpty ? PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) : bounds
        self.bounds = b
        self.coverage = [UInt16](repeating: 0, count: b.width * b.height)
    }

    /// A mask over `bounds` (not empty) whose counts `write` sets, every one of them: the
    /// buffer is not zeroed first.
    init(bounds: PixelRect, writing write: (UnsafeMutablePointer<UInt16>) -> Void) {
        self.bounds = bounds
        let count = bounds.width * bounds.height
        self.coverage = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress { write(base) }
            initialized = count
        }
    }

    /// The coverage (0...256) of pixel (x, y) in canvas coordinates; 0 outside `bounds`.
    public subscript(x: Int, y: Int) -> Int {
        guard bounds.contains(x: x, y: y) else { return 0 }
        return Int(coverage[(y - bounds.y) * bounds.width + (x - bounds.x)])
    }

    /// The mask of an axis-aligned rectangle, limited to `limit`.
    /// A sample lies inside when `minX <= sx < maxX` and `minY <= sy < maxY`.
    public static func rect(_ rect: FRect, within limit: PixelRect) -> CoverageMask {
        var mask = CoverageMask(bounds: rect.pixelBounds.intersection(limit))
        let b = mask.bounds
        if b.isEmpty { return mask }
        let xs = Samples.counts(from: rect.minX, to: rect.maxX, pixels: b.x ..< b.maxX)
        let ys = Samples.counts(from: rect.minY, to: rect.maxY, pixels: b.y ..< b.maxY)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                mask.coverage.withUnsafeMutableBufferPointer { cov in
                    guard let c = cov.baseAddress, let x = xs.baseAddress, let y = ys.baseAddress else { return }
                    pk_coverage_product(c, x, b.width, y, b.height)
                }
            }
        }
        return mask
    }

    /// The mask of a rounded rectangle (corner radius in pixels, clamped to half the shorter
    /// side), limited to `limit`. Coordinates are quantized to 1/256 pixel; a sample lies inside
    /// by the exact integer rule documented in docs/raster.md.
    public static func roundedRect(_ rect: FRect, radius: Double, within limit: PixelRect) -> CoverageMask {
        let bounds = rect.pixelBounds.intersection(limit)
        if bounds.isEmpty { return CoverageMask(bounds: bounds) }
        return Rasterizer.roundedRect(rect, radius: radius, bounds: bounds)
    }

    /// The mask of a filled path (one or more closed contours, non-zero winding rule),
    /// limited to `limit`. Vertices are quantized to 1/256 pixel.
    public static func path(_ contours: [[FPoint]], within limit: PixelRect) -> CoverageMask {
        var acc = SpanAccumulator(bounds: pathBounds(contours).intersection(limit))
        if acc.bounds.isEmpty { return CoverageMask(bounds: acc.bounds) }
        Rasterizer.path(contours, into: &acc)
        return acc.mask()
    }
}

extension CoverageMask {
    /// The pixels a path's mask covers before any limit: those of the bounding box of its
    /// vertices (empty without vertices). Nothing outside it is drawn by `fillPath`.
    public static func pathBounds(_ contours: [[FPoint]]) -> PixelRect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return FRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).pixelBounds
    }
}

/// Sample-grid helpers: 16 samples per pixel along each axis, at (i + ½)/16.
enum Samples {
    /// Largest coordinate magnitude considered (keeps integer conversions safe).
    static let limit = 1.0e7

    /// The index of the first sample at or after coordinate `v` (pixels): `ceil(16·v − ½)`.
    @inline(__always)
    static func index(_ v: Double) -> Int {
        let c = v.isNaN ? 0 : min(max(v, -limit), limit)
        return Int((c * 16 - 0.5).rounded(.up))
    }

    /// For each pixel of `pixels`, how many of its 16 samples lie in [a, b).
    static func counts(from a: Double, to b: Double, pixels: Range<Int>) -> [Int] {
        let s0 = index(a), s1 = index(b)
        return pixels.map { p in max(0, min(s1, 16 * p + 16) - max(s0, 16 * p)) }
    }
}

/// Integer division with floor semantics for negative operands.
enum IntMath {
    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
    }
}

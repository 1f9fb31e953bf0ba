import CPixelKernels

/// Scan conversion with 16 sub-scanlines per pixel row and 16 samples per pixel column.
/// Geometry is quantized to 1/256 pixel (`Q`); sub-scanline `j` samples at y = 16·j + 8 (in Q),
/// sample column `i` at x = 16·i + 8. All arithmetic after quantization is integer.
enum Rasterizer {
    /// Units per pixel of the quantized coordinates.
    static let q = 256

    /// Quantizes a pixel coordinate to 1/256 pixel, rounding half away from zero.
    @inline(__always)
    static func quantize(_ v: Double) -> Int {
        let c = v.isNaN ? 0 : min(max(v, -Samples.limit), Samples.limit)
        return Int((c * 256).rounded())
    }

    /// Sample indices of the half-open quantized span [xa, xb): `ceil((xa − 8)/16) ..< ceil((xb − 8)/16)`.
    @inline(__always)
    static func sampleRange(_ xa: Int, _ xb: Int) -> (Int, Int) {
        (IntMath.ceilDiv(xa - 8, 16), IntMath.ceilDiv(xb - 8, 16))
    }

    /// Rounded rectangle: rows cover [X0, X1); a row at vertical distance `dy > 0` beyond a
    /// corner centre (y < Y0 + R or y > Y1 − R) covers, with `s = isqrt(R² − dy²)`, the samples
    /// x with `X0 + R − s ≤ x ≤ X1 − R + s` (and x < X1); no sample when dy > R. This rule is
    /// exactly mirror-symmetric for a rectangle on whole pixels.
    static func roundedRect(_ rect: FRect, radius: Double, into acc: inout SpanAccumulator) {
        let x0 = quantize(rect.minX), x1 = quantize(rect.maxX)
        let y0 = quantize(rect.minY), y1 = quantize(rect.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let r = max(0, min(quantize(radius), (x1 - x0) / 2, (y1 - y0) / 2))
        var j = max(IntMath.ceilDiv(y0 - 8, 16), 16 * acc.bounds.minY)
        let jEnd = min(IntMath.ceilDiv(y1 - 8, 16), 16 * acc.bounds.maxY)
        while j < jEnd {
            let y = 16 * j + 8
            var xa = x0, xb = x1
            let dy = y < y0 + r ? y0 + r - y : (y > y1 - r ? y - (y1 - r) : 0)
            if dy > 0 {
                if dy > r { j += 1; continue }
                let s = IntMath.isqrt(r * r - dy * dy)
                xa = x0 + r - s
                xb = min(x1, x1 - r + s + 1)
            }
            let (i0, i1) = sampleRange(xa, xb)
            acc.add(subRow: j, from: i0, to: i1)
            j += 1
        }
    }

    struct Edge {
        var x0: Int, y0: Int, x1: Int, y1: Int, dir: Int
    }

    /// Filled path, non-zero winding. An edge from (x0, y0) to (x1, y1) with y0 < y1 crosses
    /// sub-scanline y when y0 ≤ y < y1, at x = x0 + ⌊(y − y0)(x1 − x0) / (y1 − y0)⌋.
    static func path(_ contours: [[FPoint]], into acc: inout SpanAccumulator) {
        var edges: [Edge] = []
        var minY = Int.max, maxY = Int.min
        for contour in contours where contour.count >= 3 {
            let pts = contour.map { (quantize($0.x), quantize($0.y)) }
            for k in 0 ..< pts.count {
                let a = pts[k], b = pts[(k + 1) % pts.count]
                if a.1 == b.1 { continue }
                let e = a.1 < b.1 ? Edge(x0: a.0, y0: a.1, x1: b.0, y1: b.1, dir: 1)
                                  : Edge(x0: b.0, y0: b.1, x1: a.0, y1: a.1, dir: -1)
                edges.append(e)
                minY = min(minY, e.y0); maxY = max(maxY, e.y1)
            }
        }
        guard !edges.isEmpty else { return }
        edges.sort { ($0.y0, $0.x0, $0.y1, $0.x1, $0.dir) < ($1.y0, $1.x0, $1.y1, $1.x1, $1.dir) }
        var crossings: [(x: Int, dir: Int)] = []
        crossings.reserveCapacity(16)
        var j = max(IntMath.ceilDiv(minY - 8, 16), 16 * acc.bounds.minY)
        let jEnd = min(IntMath.ceilDiv(maxY - 8, 16), 16 * acc.bounds.maxY)
        while j < jEnd {
            let y = 16 * j + 8
            crossings.removeAll(keepingCapacity: true)
            for e in edges {
                if e.y0 > y { break }
                if y < e.y1 {
                    let x = e.x0 + IntMath.floorDiv((y - e.y0) * (e.x1 - e.x0), e.y1 - e.y0)
                    crossings.append((x, e.dir))
                }
            }
            // Insertion sort: stable, deterministic, and the lists are short.
            if crossings.count > 1 {
                for a in 1 ..< crossings.count {
                    let item = crossings[a]
                    var b = a - 1
                    while b >= 0 && crossings[b].x > item.x {
                        crossings[b + 1] = crossings[b]
                        b -= 1
                    }
                    crossings[b + 1] = item
                }
            }
            var winding = 0
            var start = 0
            for c in crossings {
                let before = winding
                winding += c.dir
                if before == 0 && winding != 0 {
                    start = c.x
                } else if before != 0 && winding == 0 {
                    let (i0, i1) = sampleRange(start, c.x)
                    acc.add(subRow: j, from: i0, to: i1)
                }
            }
            j += 1
        }
    }
}

/// Accumulates sample spans into per-pixel coverage counts over `bounds`.
struct SpanAccumulator {
    let bounds: PixelRect
    private var partial: [Int32]
    private var diff: [Int32]

    init(bounds: PixelRect) {
        self.bounds = bounds.isEmpty ? PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) : bounds
        partial = [Int32](repeating: 0, count: self.bounds.width * self.bounds.height)
        diff = [Int32](repeating: 0, count: (self.bounds.width + 1) * self.bounds.height)
    }

    /// Adds the samples `i0 ..< i1` of sub-scanline `j` (clipped to `bounds`).
    mutating func add(subRow j: Int, from i0: Int, to i1: Int) {
        let row = (j >> 4) - bounds.y
        guard row >= 0, row < bounds.height else { return }
        let lo = max(i0, 16 * bounds.minX) - 16 * bounds.x
        let hi = min(i1, 16 * bounds.maxX) - 16 * bounds.x
        guard hi > lo else { return }
        let p0 = lo >> 4, p1 = hi >> 4
        let base = row * bounds.width
        if p0 == p1 {
            partial[base + p0] += Int32(hi - lo)
            return
        }
        partial[base + p0] += Int32(16 - (lo & 15))
        if p1 > p0 + 1 {
            let dbase = row * (bounds.width + 1)
            diff[dbase + p0 + 1] += 16
            diff[dbase + p1] -= 16
        }
        if hi & 15 != 0 { partial[base + p1] += Int32(hi & 15) }
    }

    /// The finished mask.
    func mask() -> CoverageMask {
        var mask = CoverageMask(bounds: bounds)
        mask.coverage.withUnsafeMutableBufferPointer { cov in
            partial.withUnsafeBufferPointer { part in
                diff.withUnsafeBufferPointer { diff in
                    guard let c = cov.baseAddress, let pp = part.baseAddress, let dp = diff.baseAddress else { return }
                    pk_coverage_resolve(c, pp, dp, bounds.width, bounds.height)
                }
            }
        }
        return mask
    }
}

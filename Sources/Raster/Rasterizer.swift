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

    /// Rounded rectangle: rows cover [X0, X1); a row at vertical distance `dy > 0` beyond a
    /// corner centre (y < Y0 + R or y > Y1 − R) covers, with `s = isqrt(R² − dy²)`, the samples
    /// x with `X0 + R − s ≤ x ≤ X1 − R + s` (and x < X1); no sample when dy > R. This rule is
    /// exactly mirror-symmetric for a rectangle on whole pixels. The coverage of the pixels
    /// `bounds` (not empty), row by row, is `pk_coverage_rounded_rect`: a row whose 16
    /// sub-scanlines cover the same samples (every row away from the corners) is written
    /// directly, without accumulating spans.
    static func roundedRect(_ rect: FRect, radius: Double, bounds: PixelRect) -> CoverageMask {
        let x0 = quantize(rect.minX), x1 = quantize(rect.maxX)
        let y0 = quantize(rect.minY), y1 = quantize(rect.maxY)
        guard x1 > x0, y1 > y0 else { return CoverageMask(bounds: bounds) }
        let r = max(0, min(quantize(radius), (x1 - x0) / 2, (y1 - y0) / 2))
        var scratch = [Int32](repeating: 0, count: 2 * bounds.width + 1)
        return scratch.withUnsafeMutableBufferPointer { scratch in
            CoverageMask(bounds: bounds) { coverage in
                pk_coverage_rounded_rect(coverage, bounds.x, bounds.y, bounds.width, bounds.height,
                                         x0, y0, x1, y1, r, scratch.baseAddress)
            }
        }
    }

    struct Edge {
        var x0: Int, y0: Int, x1: Int, y1: Int, dir: Int
    }

    /// Filled path, non-zero winding. An edge from (x0, y0) to (x1, y1) with y0 < y1 crosses
    /// sub-scanline y when y0 ≤ y < y1, at x = x0 + ⌊(y − y0)(x1 − x0) / (y1 − y0)⌋; crossings
    /// are sorted by x, stably. The scanline loop is `pk_rasterize_edges`.
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
        var flat: [Int] = []
        flat.reserveCapacity(edges.count * 5)
        for e in edges { flat += [e.x0, e.y0, e.x1, e.y1, e.dir] }
        var scratch = [Int](repeating: 0, count: edges.count * 2)
        acc.withSpans { spans in
            flat.withUnsafeBufferPointer { edges in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    pk_rasterize_edges(spans, edges.baseAddress, edges.count / 5, minY, maxY, scratch.baseAddress)
                }
            }
        }
    }
}

/// Accumulates sample spans into per-pixel coverage counts over `bounds` (see `pk_spans`).
struct SpanAccumulator {
    let bounds: PixelRect
    private var partial: [Int32]
    private var diff: [Int32]

    init(bounds: PixelRect) {
        self.bounds = bounds.isEmpty ? PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) : bounds
        partial = [Int32](repeating: 0, count: self.bounds.width * self.bounds.height)
        diff = [Int32](repeating: 0, count: (self.bounds.width + 1) * self.bounds.height)
    }

    /// Runs `body` with the C view of the accumulator.
    mutating func withSpans(_ body: (UnsafePointer<pk_spans>) -> Void) {
        let b = bounds
        partial.withUnsafeMutableBufferPointer { partial in
            diff.withUnsafeMutableBufferPointer { diff in
                var spans = pk_spans(partial: partial.baseAddress, diff: diff.baseAddress,
                                     x: b.x, y: b.y, width: b.width, height: b.height)
                body(&spans)
            }
        }
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

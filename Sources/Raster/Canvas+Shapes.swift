/// Anti-aliased shapes at fractional pixel coordinates.
extension Canvas {
    /// Fills a rounded rectangle (corner radius in pixels, clamped to half the shorter side)
    /// with 16 × 16-sample coverage on its edges.
    public mutating func fillRoundedRect(_ rect: FRect, radius: Double, color: RGBA) {
        if radius <= 0 {
            fill(rect, color: color)
            return
        }
        fill(CoverageMask.roundedRect(rect, radius: radius, within: clip), color: color)
    }

    /// Fills a path of closed contours (non-zero winding) with 16 × 16-sample coverage.
    public mutating func fillPath(_ contours: [[FPoint]], color: RGBA) {
        fill(CoverageMask.path(contours, within: clip), color: color)
    }

    /// Fills one closed polygon.
    public mutating func fillPolygon(_ points: [FPoint], color: RGBA) {
        fillPath([points], color: color)
    }

    /// Strokes an open polyline of the given width (pixels) with round joins and the given caps.
    public mutating func strokePolyline(_ points: [FPoint], width: Double, cap: LineCap = .round, color: RGBA) {
        fillPath(Stroke.contours(points, width: width, cap: cap), color: color)
    }
}

/// How an open stroke ends.
public enum LineCap: Sendable, Equatable {
    /// Ends flush with the end points.
    case butt
    /// Extends by half the width, squared off.
    case square
    /// Ends in a half disc of the stroke's width.
    case round
}

/// Stroke outlining: one quadrilateral per segment and a 32-gon disc per round join or cap,
/// all oriented the same way so the non-zero rule unions them.
enum Stroke {
    /// cos and sin of k·π/16, k = 0 ..< 32, written out so no platform math library is involved.
    static let circle: [(Double, Double)] = {
        let q: [Double] = [1.0, 0.98078528040323043, 0.92387953251128674, 0.83146961230254524,
                           0.70710678118654752, 0.55557023301960222, 0.38268343236508977,
                           0.19509032201612827, 0.0]
        var out: [(Double, Double)] = []
        for k in 0 ..< 32 {
            let quadrant = k / 8, m = k % 8
            let c = q[m], s = q[8 - m]
            switch quadrant {
            case 0: out.append((c, s))
            case 1: out.append((-s, c))
            case 2: out.append((-c, -s))
            default: out.append((s, -c))
            }
        }
        return out
    }()

    static func contours(_ points: [FPoint], width: Double, cap: LineCap) -> [[FPoint]] {
        let h = width / 2
        guard h > 0, let first = points.first else { return [] }
        var result: [[FPoint]] = []
        func disc(_ c: FPoint) -> [FPoint] { circle.map { FPoint(c.x + h * $0.0, c.y + h * $0.1) } }
        if points.count == 1 {
            return cap == .round ? [oriented(disc(first))] : []
        }
        for k in 0 ..< points.count - 1 {
            var a = points[k], b = points[k + 1]
            let dx = b.x - a.x, dy = b.y - a.y
            let len = hypot(dx, dy)
            if len == 0 { continue }
            let ux = dx / len, uy = dy / len
            if cap == .square {
                if k == 0 { a = FPoint(a.x - ux * h, a.y - uy * h) }
                if k == points.count - 2 { b = FPoint(b.x + ux * h, b.y + uy * h) }
            }
            let nx = -uy * h, ny = ux * h
            result.append(oriented([FPoint(a.x + nx, a.y + ny), FPoint(b.x + nx, b.y + ny),
                                    FPoint(b.x - nx, b.y - ny), FPoint(a.x - nx, a.y - ny)]))
        }
        for k in 1 ..< points.count - 1 { result.append(oriented(disc(points[k]))) }
        if cap == .round {
            result.append(oriented(disc(first)))
            result.append(oriented(disc(points[points.count - 1])))
        }
        return result
    }

    /// Length of (dx, dy) by Newton steps on the exactly rounded basic operations (no libm).
    static func hypot(_ dx: Double, _ dy: Double) -> Double {
        let s = dx * dx + dy * dy
        if s == 0 { return 0 }
        var x = max(abs(dx), abs(dy))
        for _ in 0 ..< 60 {
            let next = (x + s / x) / 2
            if next >= x { break }
            x = next
        }
        return x
    }

    /// The contour with positive signed area (clockwise on screen).
    static func oriented(_ pts: [FPoint]) -> [FPoint] {
        var area = 0.0
        for k in 0 ..< pts.count {
            let a = pts[k], b = pts[(k + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? Array(pts.reversed()) : pts
    }
}

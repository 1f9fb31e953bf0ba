import MessengerModel

/// Closed contours for icons, in points: polygons for discs and rings, and strokes built as
/// one quadrilateral per segment plus a disc at each joint, all turning the same way, so that a
/// single `fillPath` (non-zero winding) covers their union once, with clean edges.
///
/// Angles come from a table of the unit circle computed once with + − × ÷ only (a Taylor
/// series), never from the platform's `sin` and `cos`, so every machine draws the same pixels.
enum Outline {
    /// Points on the unit circle at `steps` equal angles from 0, turning clockwise on screen
    /// (y down), as cosine and sine.
    static let unitCircle: [(cos: Double, sin: Double)] = (0..<steps).map { step in
        sinCos(2 * pi * Double(step) / Double(steps))
    }

    static let steps = 48
    static let pi = 3.141592653589793

    /// sin and cos of `x` in [0, 2π] by reduction to [−π, π] and Taylor series.
    static func sinCos(_ x: Double) -> (cos: Double, sin: Double) {
        var r = x
        if r > pi { r -= 2 * pi }
        var sine = 0.0, cosine = 0.0
        var term = r
        for n in 0..<14 {
            sine += term
            term = -term * r * r / Double((2 * n + 2) * (2 * n + 3))
        }
        term = 1
        for n in 0..<14 {
            cosine += term
            term = -term * r * r / Double((2 * n + 1) * (2 * n + 2))
        }
        return (cosine, sine)
    }

    /// A disc as a polygon turning one way (`reversed` for the other, to cut a hole).
    static func disc(center: Point, radius: Double, reversed: Bool = false) -> [Point] {
        ellipse(center: center, radiusX: radius, radiusY: radius, reversed: reversed)
    }

    /// An ellipse with its axes along x and y, turning as `disc` does.
    static func ellipse(center: Point, radiusX: Double, radiusY: Double, reversed: Bool = false) -> [Point] {
        let points = unitCircle.map { Point(x: center.x + radiusX * $0.cos, y: center.y - radiusY * $0.sin) }
        return reversed ? points.reversed() : points
    }

    /// A ring: the outer disc with the inner one cut out.
    static func ring(center: Point, radius: Double, width: Double) -> [[Point]] {
        [disc(center: center, radius: radius), disc(center: center, radius: radius - width, reversed: true)]
    }

    /// The arc of a circle from angle `from` to `to` (in steps of the table, counter-clockwise
    /// on screen as they grow), inclusive.
    static func arc(center: Point, radius: Double, from: Int, to: Int) -> [Point] {
        guard to >= from else { return [] }
        return (from...to).map { step in
            let unit = unitCircle[((step % steps) + steps) % steps]
            return Point(x: center.x + radius * unit.cos, y: center.y - radius * unit.sin)
        }
    }

    /// A polyline stroked `width` wide with round joints and caps.
    static func stroke(_ points: [Point], width: Double, closed: Bool = false) -> [[Point]] {
        let half = width / 2
        var contours: [[Point]] = []
        let count = points.count
        let segments = closed ? count : count - 1
        guard segments > 0 else { return points.map { disc(center: $0, radius: half) } }
        for index in 0..<segments {
            let a = points[index], b = points[(index + 1) % count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            // The left normal: the quadrilateral then turns the same way as `disc` whatever the
            // segment's direction.
            let nx = -dy / length * half, ny = dx / length * half
            contours.append([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                             Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)])
        }
        for point in points { contours.append(disc(center: point, radius: half)) }
        return contours
    }
}

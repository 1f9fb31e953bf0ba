import Raster

/// A heart as closed contours: two round lobes and the body from their outer tangents to the
/// tip, all turning the same way, so that `Canvas.fillPath` fills their union (non-zero
/// winding) in one pass, each pixel composited once. Only `+ − × ÷` and `squareRoot()` are
/// used (exactly rounded everywhere), so every machine gets the same points.
enum HeartShape {
    /// The heart `width` pixels wide centred on `center`.
    static func contours(center: FPoint, width: Double) -> [[FPoint]] {
        let radius = width / 4
        let lobeY = center.y - width * 0.12
        let left = FPoint(center.x - radius, lobeY), right = FPoint(center.x + radius, lobeY)
        let tip = FPoint(center.x, center.y + width * 0.42)
        let body = [tangent(from: tip, to: left, radius: radius, leftmost: true), left, right,
                    tangent(from: tip, to: right, radius: radius, leftmost: false), tip]
        return [circle(left, radius: radius), circle(right, radius: radius), body].map(clockwise)
    }

    /// The point where a line from `point` touches the circle, on its outer side.
    static func tangent(from point: FPoint, to center: FPoint, radius: Double, leftmost: Bool) -> FPoint {
        let vx = point.x - center.x, vy = point.y - center.y
        let d2 = vx * vx + vy * vy
        let a = radius * radius / d2, b = radius * (d2 - radius * radius).squareRoot() / d2
        let one = FPoint(center.x + a * vx - b * vy, center.y + a * vy + b * vx)
        let other = FPoint(center.x + a * vx + b * vy, center.y + a * vy - b * vx)
        return (one.x < other.x) == leftmost ? one : other
    }

    /// A circle as 64 points, from the rational parametrization `((1 − t²), 2t) / (1 + t²)`
    /// (no sine or cosine).
    static func circle(_ center: FPoint, radius: Double) -> [FPoint] {
        let steps = 16
        let half = (-steps...steps).map { k -> (Double, Double) in
            let t = Double(k) / Double(steps)
            return ((1 - t * t) / (1 + t * t), 2 * t / (1 + t * t))
        }
        let around = half + half.dropFirst().dropLast().map { (-$0.0, -$0.1) }
        return around.map { FPoint(center.x + radius * $0.0, center.y + radius * $0.1) }
    }

    /// `points` in the order that makes their signed area positive (clockwise on screen).
    static func clockwise(_ points: [FPoint]) -> [FPoint] {
        var area = 0.0
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) {
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? points.reversed() : points
    }
}

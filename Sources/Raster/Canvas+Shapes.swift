/// Anti-aliased shapes at fractional pixel coordinates.
extension Canvas {
    /// Fills a rounded rectangle (corner radius in pixels, clamped to half the shorter side)
    /// with 16 × 16-sample coverage on its edges.
    package mutating func fillRoundedRect(_ rect: FRect, radius: Double, color: RGBA) {
        if radius <= 0 {
            fill(rect, color: color)
            return
        }
        fill(CoverageMask.roundedRect(rect, radius: radius, within: clip), color: color)
    }

    /// Fills a path of closed contours (non-zero winding) with 16 × 16-sample coverage.
    package mutating func fillPath(_ contours: [[FPoint]], color: RGBA) {
        fill(CoverageMask.path(contours, within: clip), color: color)
    }

    /// Fills one closed polygon.
    package mutating func fillPolygon(_ points: [FPoint], color: RGBA) {
        fillPath([points], color: color)
    }
}

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

    /// Fills a circle of `radius` pixels around `center`: the rounded rectangle of side
    /// `2 · radius` whose corner radius is `radius`, so its edge follows the same integer rule
    /// (docs/raster.md, "Coverage"). Nothing is drawn for a radius of 0 or less.
    public mutating func fillCircle(center: FPoint, radius: Double, color: RGBA) {
        if !(radius > 0) { return }
        fillRoundedRect(FRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                        radius: radius, color: color)
    }

    /// Fills a path of closed contours (non-zero winding) with 16 × 16-sample coverage.
    public mutating func fillPath(_ contours: [[FPoint]], color: RGBA) {
        fill(CoverageMask.path(contours, within: clip), color: color)
    }

    /// Fills one closed polygon.
    public mutating func fillPolygon(_ points: [FPoint], color: RGBA) {
        fillPath([points], color: color)
    }
}

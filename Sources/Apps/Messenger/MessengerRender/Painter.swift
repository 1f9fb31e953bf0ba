import MessengerModel
import Raster

/// A canvas addressed in points: every frame of ``MessengerLayout`` goes through here, moved by
/// `origin` (the offset of the screen being drawn: a push slides it, a modal lifts it) and
/// multiplied by the device's scale. Shapes keep their fractional edges (anti-aliased by
/// `Raster`'s exact rules); text lands on whole pixels, rounded half away from zero.
struct Painter {
    var canvas: Canvas
    let scale: Int
    /// Where the screen being drawn is, in points, relative to the display.
    var origin = Point.zero

    init(width: Int, height: Int, scale: Int, background: RGBA) {
        canvas = Canvas(width: max(width, 0), height: max(height, 0), fill: background)
        self.scale = max(scale, 1)
    }

    var s: Double { Double(scale) }

    /// A frame in points as canvas pixels.
    func px(_ rect: Rect) -> FRect {
        FRect(x: (rect.x + origin.x) * s, y: (rect.y + origin.y) * s, width: rect.width * s, height: rect.height * s)
    }

    /// A point as canvas pixels.
    func px(_ point: Point) -> FPoint {
        FPoint((point.x + origin.x) * s, (point.y + origin.y) * s)
    }

    /// A pixel coordinate rounded half away from zero; NaN and huge values are clamped, so no
    /// conversion can trap.
    static func whole(_ value: Double) -> Int {
        guard value == value else { return 0 }
        return Int(min(max(value, -1.0e7), 1.0e7).rounded())
    }

    /// A frame's pixels with each edge rounded to the nearest pixel (for clips).
    func pixelRect(_ rect: Rect) -> PixelRect {
        let frame = px(rect)
        let minX = Self.whole(frame.minX), minY = Self.whole(frame.minY)
        return PixelRect(x: minX, y: minY, width: max(Self.whole(frame.maxX) - minX, 0),
                         height: max(Self.whole(frame.maxY) - minY, 0))
    }

    // MARK: - Shapes

    mutating func fill(_ rect: Rect, _ color: RGBA) {
        canvas.fill(px(rect), color: color)
    }

    /// Fills the whole canvas (within the clip).
    mutating func fillAll(_ color: RGBA) {
        canvas.fill(canvas.bounds, color: color)
    }

    mutating func fillRounded(_ rect: Rect, radius: Double, _ color: RGBA) {
        canvas.fillRoundedRect(px(rect), radius: radius * s, color: color)
    }

    /// The disc inscribed in `rect` (a square).
    mutating func fillCircle(_ rect: Rect, _ color: RGBA) {
        fillRounded(rect, radius: min(rect.width, rect.height) / 2, color)
    }

    /// Fills closed contours given in points (non-zero winding: contours turning the same
    /// way add up, so strokes built by ``Outline`` are covered once).
    mutating func fillPath(_ contours: [[Point]], _ color: RGBA) {
        canvas.fillPath(contours.map { $0.map(px) }, color: color)
    }

    /// A line one pixel thick along the top of `y`, from `x0` to `x1` (points).
    mutating func hairline(y: Double, from x0: Double, to x1: Double, _ color: RGBA) {
        fill(Rect(x: x0, y: y, width: x1 - x0, height: 1 / s), color)
    }

    /// A vertical line one pixel wide along the left of `x`.
    mutating func verticalHairline(x: Double, from y0: Double, to y1: Double, _ color: RGBA) {
        fill(Rect(x: x, y: y0, width: 1 / s, height: y1 - y0), color)
    }

    // MARK: - Clips and offsets

    /// Runs `body` with drawing limited to `rect` (points, edges rounded to pixels).
    mutating func clipped(to rect: Rect, _ body: (inout Painter) -> Void) {
        canvas.pushClip(pixelRect(rect))
        body(&self)
        canvas.popClip()
    }

    /// Runs `body` with the origin moved by (dx, dy) points.
    mutating func shifted(dx: Double, dy: Double, _ body: (inout Painter) -> Void) {
        let saved = origin
        origin = Point(x: origin.x + dx, y: origin.y + dy)
        body(&self)
        origin = saved
    }

    /// Whether `rect` (points) can show any pixel within the current clip.
    func isVisible(_ rect: Rect) -> Bool {
        !pixelRect(rect).intersection(canvas.clip).isEmpty || !px(rect).pixelBounds.intersection(canvas.clip).isEmpty
    }
}

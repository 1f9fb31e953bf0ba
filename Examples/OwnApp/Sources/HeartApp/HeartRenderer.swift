import Devices
import Raster

/// Draws Heart's screen for a state at the device's scale with the harness's drawing API
/// (docs/raster.md): the title, the photo (a landscape drawn into its own image and composited
/// through a rounded mask), its tags, the double tap's heart, the heart button and its caption;
/// a peek dims the screen and shows the photo enlarged. The same state always gives the same bytes.
public enum HeartRenderer {
    /// The screen for `state`, as large as the device's screen in pixels.
    public static func render(_ state: HeartState) -> RGBAImage {
        let device = state.device
        let scale = Double(device.scale)
        let layout = state.layout
        func pixels(_ rect: Rect) -> FRect {
            FRect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
        }
        let size = device.pixelSize(.portrait)
        var canvas = Canvas(width: size.width, height: size.height, fill: Palette.background)
        canvas.drawText("Heart", font: Font(.title, scale: device.scale), color: Palette.ink,
                        centeredIn: pixels(layout.title))
        let photo = pixels(layout.photo)
        drawPhoto(in: photo, scale: scale, on: &canvas)
        if state.showsTags {
            drawTag("@you", at: FPoint(photo.minX + 12 * scale, photo.maxY - 12 * scale), scale: device.scale, on: &canvas)
        }
        if let start = state.burstStart {
            drawBurst(progress: (state.now - start) / HeartState.burstDuration, in: photo, on: &canvas)
        }
        drawHeartButton(liked: state.liked, in: pixels(layout.heart), on: &canvas)
        let caption = pixels(layout.caption)
        let font = Font(.caption, scale: device.scale)
        drawLine(state.liked ? "Liked by you" : "Double-tap the photo to like it", font: font, color: Palette.ink,
                 x: caption.minX, midY: caption.midY - 9 * scale, on: &canvas)
        drawLine("Tap: tags \u{B7} Hold: peek", font: font, color: Palette.grey, x: caption.minX,
                 midY: caption.midY + 10 * scale, on: &canvas)
        if state.isPeeking {
            canvas.fill(canvas.bounds, color: Palette.dim)
            drawPhoto(in: photo.insetBy(-12 * scale), scale: scale, on: &canvas)
        }
        return canvas.image
    }

    /// The photo: a landscape drawn into an image of its own, then composited through the
    /// photo's rounded corners.
    static func drawPhoto(in rect: FRect, scale: Double, on canvas: inout Canvas) {
        let bounds = rect.pixelBounds
        var photo = Canvas(width: bounds.width, height: bounds.height, fill: Palette.sky)
        let w = rect.width, h = rect.height
        let x = rect.minX - Double(bounds.x), y = rect.minY - Double(bounds.y)
        photo.fillCircle(center: FPoint(x + 0.72 * w, y + 0.3 * h), radius: 0.1 * w, color: Palette.sun)
        photo.fillPolygon([FPoint(x, y + 0.72 * h), FPoint(x + 0.32 * w, y + 0.42 * h), FPoint(x + 0.58 * w, y + 0.7 * h),
                           FPoint(x + 0.58 * w, y + h), FPoint(x, y + h)], color: Palette.farHills)
        photo.fillPolygon([FPoint(x + 0.3 * w, y + h), FPoint(x + 0.7 * w, y + 0.5 * h), FPoint(x + w, y + 0.8 * h),
                           FPoint(x + w, y + h)], color: Palette.hills)
        let corners = CoverageMask.roundedRect(rect, radius: 12 * scale, within: bounds)
        canvas.drawImage(photo.image, x: bounds.x, y: bounds.y, mask: corners)
    }

    /// A dark rounded label with white text, its bottom-left corner at `corner`.
    static func drawTag(_ text: String, at corner: FPoint, scale: Int, on canvas: inout Canvas) {
        let font = Font(.caption, scale: scale)
        let s = Double(scale)
        let width = Double(font.measure(text).width) + 20 * s
        let box = FRect(x: corner.x, y: corner.y - 28 * s, width: width, height: 28 * s)
        canvas.fillRoundedRect(box, radius: 14 * s, color: Palette.tag)
        canvas.drawText(text, font: font, color: Palette.white, centeredIn: box)
    }

    /// The double tap's heart over the photo: it grows to full size in the first 30 % of the
    /// burst and fades out in the last 40 %.
    static func drawBurst(progress: Double, in photo: FRect, on canvas: inout Canvas) {
        let grown = min(1, 0.6 + progress * 4 / 3)
        let fade = progress < 0.6 ? 1 : max(0, (1 - progress) / 0.4)
        let alpha = UInt8((230 * fade).rounded())
        let contours = HeartShape.contours(center: FPoint(photo.midX, photo.midY), width: photo.width * 0.45 * grown)
        canvas.fillPath(contours, color: RGBA(255, 255, 255, alpha))
    }

    /// The heart button: filled red when liked, an outline otherwise.
    static func drawHeartButton(liked: Bool, in frame: FRect, on canvas: inout Canvas) {
        let center = FPoint(frame.midX, frame.midY)
        let width = frame.width * 0.64
        if liked {
            canvas.fillPath(HeartShape.contours(center: center, width: width), color: Palette.red)
        } else {
            canvas.fillPath(HeartShape.contours(center: center, width: width), color: Palette.ink)
            // The inside, 76 % of the size, centred a little lower so that the outline is about
            // as thick at the notch and the tip as at the sides.
            canvas.fillPath(HeartShape.contours(center: FPoint(center.x, center.y + width * 0.03), width: width * 0.76),
                            color: Palette.background)
        }
    }

    /// One line of text from `x`, centred vertically on `midY` by the font's ascent and descent.
    static func drawLine(_ text: String, font: Font, color: RGBA, x: Double, midY: Double, on canvas: inout Canvas) {
        let metrics = font.measure(text)
        let baseline = Int((midY + Double(metrics.ascent - metrics.descent) / 2).rounded())
        canvas.drawText(text, font: font, color: color, x: Int(x.rounded()), baseline: baseline)
    }

    /// Heart's colours.
    enum Palette {
        static let background = RGBA(255, 255, 255)
        static let ink = RGBA(38, 38, 38)
        static let grey = RGBA(142, 142, 142)
        static let white = RGBA(255, 255, 255)
        static let red = RGBA(237, 73, 86)
        static let tag = RGBA(0, 0, 0, 166)
        static let dim = RGBA(0, 0, 0, 140)
        static let sky = RGBA(132, 196, 235)
        static let sun = RGBA(255, 214, 90)
        static let farHills = RGBA(96, 168, 110)
        static let hills = RGBA(58, 134, 80)
    }
}

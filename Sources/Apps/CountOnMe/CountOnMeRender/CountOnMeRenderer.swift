import CountOnMeModel
import Devices
import Raster

/// Draws the calculator's screen (docs/countonme.md, "Look", rule C6) at the device's
/// scale: the text view on top, white text on black, right-aligned, wrapped at spaces (and
/// inside a number too long for a line), its last line always visible; below, the round
/// buttons with their shadows and bold titles. The same state always gives the same bytes.
public struct CountOnMeRenderer: Sendable {
    /// Screens without the display (background, buttons with their shadows and titles), one per
    /// device, shared by copies of this renderer.
    private let keypads = ImageCache<Device, SparseImage>(capacity: 8)

    public init() {}

    /// The screen for `state`. Only the display depends on the calculator (C1: the display is
    /// the state; touches down change no pixel); the rest depends on the device alone, so it is
    /// drawn once per device and kept as the background and the buttons' rectangles
    /// (`SparseImage`); later screens fill and copy them, then draw the display. The buttons lie
    /// below the text view (a margin apart, their shadows offset down and right), so drawing the
    /// display last gives the bytes of drawing the display, then the buttons, on a new canvas.
    public func render(_ state: CountOnMeState) -> RGBAImage {
        let geometry = state.geometry
        let scale = state.device.scale
        let box = Self.displayBox(geometry.textView, scale: scale)
        // The text view's pixels are left unwritten here: `drawDisplay` fills every one of them
        // with its opaque background first.
        var canvas: Canvas
        if let cached = keypads.cached(state.device) {
            canvas = Canvas(image: cached.image(leaving: box))
        } else {
            let pixels = state.device.pixelSize(.portrait)
            let background = SparseImage(width: pixels.width, height: pixels.height, background: Self.background)
            canvas = Canvas(image: background.image(leaving: box))
            let areas = Self.buttonAreas(geometry, scale: scale)
            for area in areas { canvas.fill(area.intersection(box), color: Self.background) }
            drawButtons(geometry, scale: scale, on: &canvas)
            keypads.insert(SparseImage(canvas.image, background: Self.background, areas: areas), for: state.device)
        }
        drawDisplay(state.display, in: geometry.textView, scale: scale, on: &canvas)
        return canvas.image
    }

    /// The round buttons with their shadows and bold titles.
    func drawButtons(_ geometry: CountOnMeGeometry, scale: Int, on canvas: inout Canvas) {
        let s = Double(scale)
        let titleFont = Font(.button, scale: scale)
        for (key, frame) in zip(CalculatorKey.allCases, geometry.buttons) {
            let rect = Self.pixels(frame, scale: scale)
            let radius = rect.height / 2
            canvas.fillRoundedRect(rect.offsetBy(dx: Self.shadowOffset * s, dy: Self.shadowOffset * s),
                                   radius: radius, color: Self.shadow)
            let style = Self.style(of: key)
            canvas.fillRoundedRect(rect, radius: radius, color: style.fill)
            canvas.drawText(key.title, font: titleFont, color: style.title, centeredIn: rect)
        }
    }

    /// Rectangles holding every pixel `drawButtons` may change: each button's frame, its
    /// shadow's and its title's ink. Everything else is background.
    static func buttonAreas(_ geometry: CountOnMeGeometry, scale: Int) -> [PixelRect] {
        let s = Double(scale)
        let titleFont = Font(.button, scale: scale)
        return zip(CalculatorKey.allCases, geometry.buttons).map { key, frame in
            let rect = pixels(frame, scale: scale)
            return rect.pixelBounds
                .union(rect.offsetBy(dx: shadowOffset * s, dy: shadowOffset * s).pixelBounds)
                .union(Canvas.textBounds(key.title, font: titleFont, centeredIn: rect))
        }.filter { !$0.isEmpty }
    }

    /// A frame in points as device pixels.
    static func pixels(_ frame: Rect, scale: Int) -> FRect {
        let s = Double(scale)
        return FRect(x: frame.x * s, y: frame.y * s, width: frame.width * s, height: frame.height * s)
    }

    /// The text view's pixels: its frame at `scale`, rounded to whole pixels.
    static func displayBox(_ view: Rect, scale: Int) -> PixelRect {
        let s = Double(scale)
        return PixelRect(x: Int((view.minX * s).rounded()), y: Int((view.minY * s).rounded()),
                         width: Int((view.width * s).rounded()), height: Int((view.height * s).rounded()))
    }

    /// The display's lines, right-aligned, inside the text view's insets; when they do not all
    /// fit, the last ones are shown (the text view scrolled to its end).
    func drawDisplay(_ text: String, in view: Rect, scale: Int, on canvas: inout Canvas) {
        let s = Double(scale)
        let box = Self.displayBox(view, scale: scale)
        canvas.fill(box, color: Self.textViewColor)
        let font = Font(.display, scale: scale)
        let inset = Int((Self.textInset * s).rounded())
        let right = box.maxX - inset
        let lines = Self.lines(text, font: font, width: box.width - 2 * inset)
        guard let first = lines.first else { return }
        let metrics = font.measure(first)
        let lineHeight = metrics.lineHeight
        let blockHeight = metrics.ascent + metrics.descent + (lines.count - 1) * lineHeight
        let room = box.height - 2 * inset
        var baseline = box.minY + inset + metrics.ascent
        if blockHeight > room { baseline -= blockHeight - room }
        canvas.withClip(box) { canvas in
            for line in lines {
                if baseline + metrics.descent >= box.minY {
                    canvas.drawText(line, font: font, color: Self.textColor, x: right - font.measure(line).width,
                                    baseline: baseline)
                }
                baseline += lineHeight
            }
        }
    }

    /// Greedy line breaking as a text view wraps: at spaces, and a word wider than a line is
    /// cut between characters. Every line is measured whole, in pixels of `font`.
    package static func lines(_ text: String, font: Font, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty && word.isEmpty || font.measure(candidate).width <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            // Cut the word where its next character would overflow; only prefixes of one line
            // are measured, so a very long number costs in proportion to its length.
            var rest = Substring(word)
            while !rest.isEmpty {
                var cut = rest.index(after: rest.startIndex)
                while cut < rest.endIndex, font.measure(String(rest[..<rest.index(after: cut)])).width <= width {
                    cut = rest.index(after: cut)
                }
                if cut == rest.endIndex { break }
                lines.append(String(rest[..<cut]))
                rest = rest[cut...]
            }
            line = String(rest)
        }
        lines.append(line)
        return lines
    }

    /// Fill and title colours of a button.
    static func style(of key: CalculatorKey) -> (fill: RGBA, title: RGBA) {
        switch key {
        case .digit: (RGBA(51, 51, 51), RGBA(255, 255, 255))
        case .plus, .minus, .times, .divide, .equal: (RGBA(255, 149, 0), RGBA(255, 255, 255))
        case .clear: (RGBA(165, 165, 165), RGBA(0, 0, 0))
        }
    }

    /// The screen behind the buttons.
    static let background = RGBA(0, 0, 0)
    /// The text view's background and text.
    static let textViewColor = RGBA(0, 0, 0)
    static let textColor = RGBA(255, 255, 255)
    /// The buttons' shadow: system gray at 80 %, offset (8, 8) pt.
    static let shadow = RGBA(142, 142, 147, 204)
    static let shadowOffset: Double = 8
    /// The text view's inset, on every side, in points.
    static let textInset: Double = 8
}

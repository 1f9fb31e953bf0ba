import CountOnMeModel
import CountOnMeRender
import Raster
import Testing

/// The calculator's look (C6), checked on pixels on every device.
@Suite struct CountOnMeRendererTests {
    /// The columns with white text pixels in rows `rows`.
    static func whiteColumns(_ image: RGBAImage, rows: Range<Int>) -> [Int] {
        var columns: [Int] = []
        for x in 0..<image.width {
            for y in rows where image[x, y] == RGBA(255, 255, 255) {
                columns.append(x)
                break
            }
        }
        return columns
    }

    @Test("the screen has the device's pixel size; the display is right-aligned inside its inset",
          arguments: Device.all)
    func rightAligned(device: Device) throws {
        var state = CountOnMeState(device: device)
        for key in [CalculatorKey.digit(1), .plus, .digit(2)] { state.calculator.press(key) }
        let image = CountOnMeRenderer().render(state)
        let pixels = device.pixelSize(.portrait)
        #expect(image.width == pixels.width && image.height == pixels.height)
        let s = device.scale
        let view = state.geometry.textView
        let columns = Self.whiteColumns(image, rows: Int(view.minY) * s..<Int(view.maxY) * s)
        let right = try #require(columns.last)
        // The pen ends 8 pt from the right edge; the last glyph's ink ends within a few pixels of it.
        #expect(right < image.width - 8 * s && right > image.width - 14 * s, "right edge at \(right)")
        #expect((columns.first ?? 0) > image.width / 2)
    }

    @Test("every button is drawn inside its frame: its centre has its fill, the gap between buttons does not",
          arguments: Device.all)
    func buttons(device: Device) {
        let state = CountOnMeState(device: device)
        let image = CountOnMeRenderer().render(state)
        let s = Double(device.scale)
        for key in CalculatorKey.allCases {
            let frame = state.geometry.frame(of: key)
            // Just inside the left edge at mid height: the button's fill, not a title or the background.
            let edge = image[Int((frame.minX + 3) * s), Int(frame.midY * s)]
            #expect(edge != RGBA(0, 0, 0), "\(key) on \(device.id)")
            // Left of the frame: the background (no button overlaps into the gap).
            let gap = image[Int((frame.minX - 3) * s), Int((frame.minY + 4) * s)]
            #expect(gap == RGBA(0, 0, 0), "gap left of \(key) on \(device.id)")
        }
    }

    @Test("a long display wraps and the text view shows its last line")
    func lastLineVisible() {
        var state = CountOnMeState(device: Device.all[0])
        for _ in 0..<300 { state.calculator.press(.digit(8)) }
        state.calculator.press(.plus)
        state.calculator.press(.digit(5))
        let image = CountOnMeRenderer().render(state)
        let view = state.geometry.textView
        let bottomRows = Int((view.maxY - 40) * 2)..<Int((view.maxY - 8) * 2)
        #expect(!Self.whiteColumns(image, rows: bottomRows).isEmpty)
        let lines = CountOnMeRenderer.lines(state.display, font: Font(.display, scale: 2), width: 600)
        #expect(lines.count > 5)
        #expect(lines.last == "+ 5" || lines.last?.hasSuffix("+ 5") == true)
        #expect(lines.joined().filter { $0 == "8" }.count == 300)
    }

    @Test("line breaking: at spaces when words fit, inside a word that does not")
    func lineBreaking() {
        let font = Font(.display, scale: 2)
        let wide = font.measure("12 + 34").width
        #expect(CountOnMeRenderer.lines("12 + 34", font: font, width: wide) == ["12 + 34"])
        #expect(CountOnMeRenderer.lines("12 + 34", font: font, width: wide - 1) == ["12 +", "34"])
        let three = font.measure("000").width
        #expect(CountOnMeRenderer.lines("0000000", font: font, width: three) == ["000", "000", "0"])
        #expect(CountOnMeRenderer.lines("0000000", font: font, width: three - 1) == ["00", "00", "00", "0"])
        #expect(CountOnMeRenderer.lines("", font: font, width: 10) == [""])
    }

    @Test("the same state gives the same bytes")
    func deterministic() {
        var state = CountOnMeState(device: Device.all[3])
        state.calculator.press(.digit(4))
        #expect(CountOnMeRenderer().render(state) == CountOnMeRenderer().render(state))
    }
}

import InstagridModel
import Raster

/// Everything on screen around the grid: title, arrow, label, layout buttons, and the
/// stand-ins for the picker, the share sheet and the alert.
struct Chrome {
    let geometry: ScreenGeometry
    let scale: Int

    var s: Double { Double(scale) }

    /// A rectangle in points as pixels.
    func pixels(_ rect: Rect) -> FRect {
        FRect(x: rect.x * s, y: rect.y * s, width: rect.width * s, height: rect.height * s)
    }

    /// Everything of the screen under the grid's shadow but the background: the title, arrow
    /// and label, and the layout buttons with `selected` marked.
    func drawUnderGrid(selected: Layout, on canvas: inout Canvas) {
        drawTitleArrowAndLabel(on: &canvas)
        drawButtons(selected: selected, on: &canvas)
    }

    func drawTitleArrowAndLabel(on canvas: inout Canvas) {
        canvas.drawText(Self.title, font: Font(.title, scale: scale), color: Palette.white,
                        centeredIn: pixels(geometry.titleBox))
        canvas.fillPolygon(arrow, color: Palette.white)
        let font = Font(.label, scale: scale)
        for (line, box) in labelLines {
            canvas.drawText(line, font: font, color: Palette.white, centeredIn: box)
        }
    }

    static let title = "Instagrid"

    /// The arrow above the label: a chevron pointing up (portrait) or left (landscape).
    var arrow: [FPoint] {
        let arrow = pixels(geometry.arrow)
        let thickness = 3 * s
        if geometry.orientation.isLandscape {
            return Self.mitredStroke([FPoint(arrow.x + arrow.width, arrow.y),
                                      FPoint(arrow.x, arrow.y + arrow.height / 2),
                                      FPoint(arrow.x + arrow.width, arrow.y + arrow.height)], width: thickness)
        }
        return Self.mitredStroke([FPoint(arrow.x, arrow.y + arrow.height),
                                  FPoint(arrow.x + arrow.width / 2, arrow.y),
                                  FPoint(arrow.x + arrow.width, arrow.y + arrow.height)], width: thickness)
    }

    /// The label's lines, each with the box (pixels) it is centred in.
    var labelLines: [(String, FRect)] {
        let label = pixels(geometry.labelBox)
        let lines = geometry.labelLines
        let lineHeight = label.height / Double(lines.count)
        return lines.enumerated().map { index, line in
            (line, FRect(x: label.x, y: label.y + Double(index) * lineHeight, width: label.width, height: lineHeight))
        }
    }

    func drawButtons(selected: Layout, on canvas: inout Canvas) {
        for layout in Layout.allCases {
            let frame = pixels(geometry.buttonRect(layout))
            canvas.fill(frame, color: Palette.button)
            for cell in cells(of: layout, in: frame) {
                canvas.fill(cell, color: Palette.white)
            }
            if layout == selected {
                canvas.fill(frame, color: Palette.selectedOverlay)
                canvas.fillPolygon(checkMark(in: frame), color: Palette.white)
            }
        }
    }

    /// The white cells of `layout`'s button whose frame is `frame` (pixels).
    func cells(of layout: Layout, in frame: FRect) -> [FRect] {
        Self.cells(of: layout).map { cell in
            FRect(x: frame.x + cell.x * s, y: frame.y + cell.y * s, width: cell.width * s, height: cell.height * s)
        }
    }

    /// The check mark of the selected button whose frame is `frame` (pixels).
    func checkMark(in frame: FRect) -> [FPoint] {
        let c = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        return Self.mitredStroke([FPoint(c.x - 14 * s, c.y + 1 * s), FPoint(c.x - 4 * s, c.y + 11 * s),
                                  FPoint(c.x + 15 * s, c.y - 10 * s)], width: 6 * s)
    }

    /// Rectangles holding every pixel `drawTitleArrowAndLabel` and `drawButtons(selected:)`
    /// may change (before the clip): the title's and label lines' ink, the arrow's bounding box,
    /// and each button's frame with its cells and check mark. Everything else is background.
    func drawnAreas(selected: Layout) -> [PixelRect] {
        var areas = [Canvas.textBounds(Self.title, font: Font(.title, scale: scale), centeredIn: pixels(geometry.titleBox)),
                     CoverageMask.pathBounds([arrow])]
        let font = Font(.label, scale: scale)
        for (line, box) in labelLines {
            areas.append(Canvas.textBounds(line, font: font, centeredIn: box))
        }
        for layout in Layout.allCases {
            let frame = pixels(geometry.buttonRect(layout))
            var area = cells(of: layout, in: frame).reduce(frame.pixelBounds) { $0.union($1.pixelBounds) }
            if layout == selected { area = area.union(CoverageMask.pathBounds([checkMark(in: frame)])) }
            areas.append(area)
        }
        return areas.filter { !$0.isEmpty }
    }

    /// The white cells of a layout button (80×80 pt): 4 pt inset and gap, drawn like the layout.
    static func cells(of layout: Layout) -> [Rect] {
        let inset = 4.0, gap = 4.0
        let full = 80 - 2 * inset
        let half = (full - gap) / 2
        let near = inset, far = inset + half + gap
        switch layout {
        case .one:
            return [Rect(x: near, y: near, width: full, height: half),
                    Rect(x: near, y: far, width: half, height: half), Rect(x: far, y: far, width: half, height: half)]
        case .two:
            return [Rect(x: near, y: near, width: half, height: half), Rect(x: far, y: near, width: half, height: half),
                    Rect(x: near, y: far, width: full, height: half)]
        case .three:
            return [Rect(x: near, y: near, width: half, height: half), Rect(x: far, y: near, width: half, height: half),
                    Rect(x: near, y: far, width: half, height: half), Rect(x: far, y: far, width: half, height: half)]
        }
    }

    /// The outline of a three-point polyline stroked `width` wide with butt ends and a mitred
    /// corner, as one polygon (so it is covered once, with clean anti-aliased edges).
    static func mitredStroke(_ p: [FPoint], width: Double) -> [FPoint] {
        precondition(p.count == 3, "a chevron or check mark has three points")
        let h = width / 2
        func normal(_ a: FPoint, _ b: FPoint) -> (Double, Double) {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            return (-dy / length, dx / length)
        }
        let n0 = normal(p[0], p[1]), n1 = normal(p[1], p[2])
        // The miter offset (n0 + n1) · h / (1 + n0·n1) meets both offset edges.
        let k = h / (1 + n0.0 * n1.0 + n0.1 * n1.1)
        let m = ((n0.0 + n1.0) * k, (n0.1 + n1.1) * k)
        return [
            FPoint(p[0].x + n0.0 * h, p[0].y + n0.1 * h), FPoint(p[1].x + m.0, p[1].y + m.1),
            FPoint(p[2].x + n1.0 * h, p[2].y + n1.1 * h), FPoint(p[2].x - n1.0 * h, p[2].y - n1.1 * h),
            FPoint(p[1].x - m.0, p[1].y - m.1), FPoint(p[0].x - n0.0 * h, p[0].y - n0.1 * h),
        ]
    }

    /// The modal stand-ins: black 40 % dimming and a white panel with a short caption.
    func drawModal(for state: AppState, on canvas: inout Canvas) {
        let caption: String
        switch state.presented {
        case .picker(let slot, .library): caption = "Photo picker\nslot \(slot)"
        case .shareSheet(let export): caption = "Share sheet\nimage \(export)"
        case .alert(.gridIncomplete): caption = "Grid incomplete\n\(AlertKind.gridIncomplete.rawValue)"
        case .picker(let slot, .camera): return drawCamera(slot: slot, on: &canvas)
        case .sourceSheet, .prompt, .alert:
            if let standIn = state.presentedStandIn { drawStandIn(standIn, on: &canvas) }
            return
        case nil: return
        }
        canvas.fill(canvas.bounds, color: Palette.dimming)
        let screen = geometry.screen
        let width = min(260, screen.width - 40)
        let height = 100.0
        let panel = Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
        canvas.fillRoundedRect(pixels(panel), radius: 14 * s, color: Palette.white)
        canvas.drawText(caption, font: Font(.caption, scale: scale), color: Palette.caption, centeredIn: pixels(panel))
    }
}

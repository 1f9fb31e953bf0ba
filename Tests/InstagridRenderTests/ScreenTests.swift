import Testing
import InstagridModel
import Raster
import InstagridRender

/// The idle screen on every device and orientation, checked in pixels against docs/rules.md (geometry and look).
@Suite("Screen pixels")
struct ScreenTests {
    /// The grid square as docs/rules.md, "Devices and geometry" words it, computed from the device table alone.
    static func specGrid(_ variant: Variant) -> Rect {
        let device = variant.device
        let size = device.screenSize(variant.orientation)
        let insets = device.safeInsets(variant.orientation)
        let safe = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                        height: size.height - insets.top - insets.bottom)
        if variant.orientation.isLandscape {
            let bandTop = safe.minY + 11 + 36
            let band = safe.maxY - bandTop
            let side = min(300, band - 10)
            return Rect(x: safe.midX - side / 2, y: bandTop + (band - side) / 2, width: side, height: side)
        }
        let side = min(300, safe.width - 20)
        return Rect(x: safe.midX - side / 2, y: safe.midY - side / 2, width: side, height: side)
    }

    @Test("image size is points × scale; background in the corners", arguments: Fixture.variants)
    func sizeAndBackground(_ variant: Variant) {
        let image = Fixture.emptyScreen(variant, layout: .two)
        let points = variant.device.screenSize(variant.orientation)
        #expect(image.width == Int(points.width) * variant.device.scale)
        #expect(image.height == Int(points.height) * variant.device.scale)
        #expect((image.width > image.height) == variant.orientation.isLandscape)
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(image[x, y] == Colors.background, "corner (\(x), \(y))")
        }
    }

    @Test("the grid square sits where docs/rules.md puts it, snapped to whole pixels", arguments: Fixture.variants)
    func gridSquare(_ variant: Variant) throws {
        let image = Fixture.emptyScreen(variant, layout: .two)
        let geometry = variant.geometry
        let s = variant.scale
        let spec = Self.specGrid(variant)
        #expect(geometry.grid == spec)

        // Measure the grid-coloured square from a point in its top-left padding.
        let pad = geometry.gridGeometry.padding * s
        let startX = Int((spec.minX * s + pad / 2).rounded()), startY = Int((spec.minY * s + pad / 2).rounded())
        try #require(image[startX, startY] == Colors.grid)
        var left = startX, right = startX, top = startY, bottom = startY
        while left > 0 && image[left - 1, startY] == Colors.grid { left -= 1 }
        while right < image.width - 1 && image[right + 1, startY] == Colors.grid { right += 1 }
        while top > 0 && image[startX, top - 1] == Colors.grid { top -= 1 }
        while bottom < image.height - 1 && image[startX, bottom + 1] == Colors.grid { bottom += 1 }

        let origin = ScreenRenderer.gridOrigin(geometry, offset: .zero, scale: variant.device.scale)
        let side = Int((spec.width * s).rounded())
        #expect(left == origin.x && top == origin.y, "grid's top-left pixel")
        #expect(right - left + 1 == side && bottom - top + 1 == side, "grid side in pixels")
        #expect(origin.x == Int((spec.minX * s).rounded()) && origin.y == Int((spec.minY * s).rounded()))

        // Centred as docs/rules.md says, within the half pixel of snapping.
        let centerX = Double(left + right + 1) / 2 / s, centerY = Double(top + bottom + 1) / 2 / s
        let insets = variant.device.safeInsets(variant.orientation)
        let screen = variant.device.screenSize(variant.orientation)
        let safeMidX = (insets.left + screen.width - insets.right) / 2
        #expect(abs(centerX - safeMidX) <= 0.5 / s + 1e-9)
        let expectedMidY = variant.orientation.isLandscape
            ? (insets.top + 47 + screen.height - insets.bottom) / 2
            : (insets.top + screen.height - insets.bottom) / 2
        #expect(abs(centerY - expectedMidY) <= 0.5 / s + 1e-9)

        // Just inside each edge: grid colour; just outside: shadow or background, never grid.
        let midX = origin.x + side / 2, midY = origin.y + side / 2
        for (x, y) in [(origin.x, midY), (origin.x + side - 1, midY), (midX, origin.y), (midX, origin.y + side - 1)] {
            #expect(image[x, y] == Colors.grid, "inside at (\(x), \(y))")
        }
        for (x, y) in [(origin.x - 1, midY), (origin.x + side, midY), (midX, origin.y - 1), (midX, origin.y + side)] {
            #expect(image[x, y] != Colors.grid, "outside at (\(x), \(y))")
        }
        // The shadow falls below the grid (offset (0, 2), blur 4): darker than the background there.
        let below = image[midX, origin.y + side]
        #expect(below.r < Colors.background.r && below.g < Colors.background.g && below.b < Colors.background.b)
        let farY = origin.y + side + Int(12 * s)
        if farY < image.height {
            #expect(image[midX, farY] == Colors.background, "shadow ends within 12 pt")
        }
    }

    @Test("the screen's grid square is exactly the grid renderer's image", arguments: Fixture.variants)
    func gridMatchesExport(_ variant: Variant) {
        let state = Fixture.state(variant, layout: .three)
        let screen = Fixture.emptyScreen(variant, layout: .three)
        let record = ExportRecord(number: 1, layout: .three, photos: [:], side: state.geometry.grid.width, time: 0)
        let grid = Fixture.renderer.renderExport(record, scale: variant.device.scale)
        let origin = ScreenRenderer.gridOrigin(state.geometry, offset: .zero, scale: variant.device.scale)
        #expect(Pixels.crop(screen, x: origin.x, y: origin.y, width: grid.width, height: grid.height) == grid)
    }

    @Test("empty slots and their centred plus", arguments: Fixture.variants, Layout.allCases)
    func emptySlots(_ variant: Variant, layout: Layout) throws {
        let image = Fixture.emptyScreen(variant, layout: layout)
        let geometry = variant.geometry
        let s = variant.scale
        let origin = ScreenRenderer.gridOrigin(geometry, offset: .zero, scale: variant.device.scale)
        let unit = geometry.gridGeometry.unit
        for (slot, rect) in geometry.gridGeometry.slots(in: layout) {
            let e = PixelEdges(rect, scale: s, origin: origin)
            // Slot colour just inside each edge (away from the corners), grid colour just outside.
            for (x, y) in [(e.insideLeft, e.midY), (e.insideRight, e.midY), (e.midX, e.insideTop), (e.midX, e.insideBottom)] {
                #expect(image[x, y] == Colors.emptySlot, "slot \(slot) inside at (\(x), \(y))")
            }
            let quarterY = Int(e.y0 + (e.y1 - e.y0) / 8)
            #expect(image[e.insideLeft, quarterY] == Colors.emptySlot)
            for (x, y) in [(e.outsideLeft, e.midY), (e.outsideRight, e.midY), (e.midX, e.outsideTop), (e.midX, e.outsideBottom)] {
                #expect(image[x, y] == Colors.grid, "slot \(slot) outside at (\(x), \(y))")
            }
            // The plus: centred, 40 pt × unit on each side.
            let box = try #require(Pixels.bounds(in: image, x: Int(e.x0)...Int(e.x1), y: Int(e.y0)...Int(e.y1)) {
                $0 == Colors.plus
            })
            let centerX = Double(box.minX + box.maxX + 1) / 2, centerY = Double(box.minY + box.maxY + 1) / 2
            #expect(abs(centerX - e.centerX) <= 1, "slot \(slot) plus centre x")
            #expect(abs(centerY - e.centerY) <= 1, "slot \(slot) plus centre y")
            let size = 40 * unit * s
            #expect(abs(Double(box.maxX - box.minX + 1) - size) <= 2, "slot \(slot) plus width")
            #expect(abs(Double(box.maxY - box.minY + 1) - size) <= 2, "slot \(slot) plus height")
            // The bars are 8 pt thick: the plus's corner is slot colour, its centre plus colour.
            let barHalf = 4 * unit * s
            #expect(image[box.minX + 1, box.minY + 1] == Colors.emptySlot)
            #expect(image[Int(e.centerX), Int(e.centerY)] == Colors.plus)
            #expect(image[Int(e.centerX + barHalf + 2), Int(e.centerY - barHalf - 2)] == Colors.emptySlot)
        }
    }

    @Test("layout buttons: fill at the frame's edge, the selected one overlaid", arguments: Fixture.variants, Layout.allCases)
    func buttons(_ variant: Variant, selected: Layout) {
        let image = Fixture.emptyScreen(variant, layout: selected)
        let geometry = variant.geometry
        let s = variant.scale
        let overlay = RGBA(78, 145, 184)
        let selectedFill = Pixels.blend(overlay, over: Colors.button, alpha: 0.6)
        let selectedCell = Pixels.blend(overlay, over: Colors.white, alpha: 0.6)
        for layout in Layout.allCases {
            let frame = geometry.buttonRect(layout)
            #expect(frame.width == 80 && frame.height == 80)
            let e = PixelEdges(frame, scale: s)
            let fill = layout == selected ? selectedFill : Colors.button
            let cell = layout == selected ? selectedCell : Colors.white
            for (x, y) in [(e.insideLeft, e.midY), (e.insideRight, e.midY), (e.midX, e.insideTop), (e.midX, e.insideBottom),
                           (e.insideLeft, e.insideTop), (e.insideRight, e.insideBottom)] {
                #expect(Pixels.near(image[x, y], fill, 2), "button \(layout.rawValue) edge (\(x), \(y)): \(image[x, y]) vs \(fill)")
            }
            for (x, y) in [(e.outsideLeft, e.midY), (e.outsideRight, e.midY), (e.midX, e.outsideTop), (e.midX, e.outsideBottom)] {
                #expect(image[x, y] == Colors.background, "button \(layout.rawValue) outside (\(x), \(y))")
            }
            // A white cell (4 pt inset): every layout has one at (21, 21) pt in the frame.
            let cx = Int(e.x0 + 21 * s), cy = Int(e.y0 + 21 * s)
            #expect(Pixels.near(image[cx, cy], cell, 2), "button \(layout.rawValue) cell: \(image[cx, cy]) vs \(cell)")
        }
    }

    @Test("buttons lie in the band docs/rules.md gives them", arguments: Fixture.variants)
    func buttonPlacement(_ variant: Variant) {
        let geometry = variant.geometry
        let grid = Self.specGrid(variant)
        let safe = geometry.safeArea
        let frames = Layout.allCases.map(geometry.buttonRect)
        if variant.orientation.isLandscape {
            #expect(frames[0].minY == grid.minY && abs(frames[2].maxY - grid.maxY) < 1e-9)
            #expect(abs(frames[0].midX - (grid.maxX + safe.maxX) / 2) < 1e-9)
            #expect(abs((frames[1].minY - frames[0].maxY) - (frames[2].minY - frames[1].maxY)) < 1e-9)
        } else {
            #expect(abs(frames[0].midY - (grid.maxY + safe.maxY) / 2) < 1e-9)
            #expect(abs((frames[0].minX + frames[2].maxX) / 2 - safe.midX) < 1e-9)
            #expect(frames[1].minX - frames[0].maxX == 21 && frames[2].minX - frames[1].maxX == 21)
        }
    }
}

import InstagridModel
import Testing

/// The screen layout rules of docs/rules.md ("Devices and geometry") on every device.
@Suite("Screen geometry")
struct GeometryTests {
    static let screens: [ScreenGeometry] = Device.all.flatMap { device in
        Orientation.allCases.map { ScreenGeometry(device: device, orientation: $0) }
    }

    static func near(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    /// The rules put the iPhone 8's grid centred in the safe area (y 193.5), which is where the
    /// vertical positions differ from the mockup (grid y 184, arrow ≈ 119, label 144, buttons
    /// 556); the horizontal positions and sizes are the mockup's (docs/rules.md).
    @Test("the iPhone 8 in portrait: the mockup's sizes and columns, the rules' rows")
    func mockup() throws {
        let device = try #require(Device.named("iphone-8"))
        let screen = ScreenGeometry(device: device, orientation: .portrait)
        #expect(screen.grid == Rect(x: 37.5, y: 193.5, width: 300, height: 300))
        #expect(screen.titleBox.minY == 28)
        #expect(screen.arrow.midY == 108.25)
        #expect(screen.labelBox.minY == 123.25)
        let mockupX: [Double] = [48, 149, 248]
        for (button, x) in zip(screen.buttons, mockupX) {
            #expect(button.width == 80 && button.height == 80)
            #expect(Self.near(button.minX, x, within: 2), "button at \(button.minX), mockup \(x)")
            #expect(button.minY == 540.25)
        }
    }

    @Test("everything lies inside the safe area, and nothing overlaps", arguments: screens)
    func insideAndApart(screen: ScreenGeometry) {
        let boxes = [screen.titleBox, screen.arrow, screen.labelBox, screen.grid] + screen.buttons
        for box in boxes {
            #expect(box.minX >= screen.safeArea.minX - 1e-9 && box.maxX <= screen.safeArea.maxX + 1e-9)
            #expect(box.minY >= screen.safeArea.minY - 1e-9 && box.maxY <= screen.safeArea.maxY + 1e-9)
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] {
                let apart = a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY
                #expect(apart, "\(screen.device.id) \(screen.orientation): boxes overlap")
            }
        }
    }

    @Test("portrait: a centred grid of side min(300, safe width − 20) and a centred row of buttons 21 pt apart",
          arguments: screens.filter { !$0.orientation.isLandscape })
    func portrait(screen: ScreenGeometry) {
        let safe = screen.safeArea
        #expect(screen.grid.width == min(300, safe.width - 20))
        #expect(Self.near(screen.grid.midX, safe.midX, within: 1e-9))
        #expect(screen.titleBox.minY == safe.minY + 8)
        let row = screen.buttons
        #expect(row.map(\.minY) == [row[0].minY, row[0].minY, row[0].minY])
        #expect(row[1].minX - row[0].maxX == 21 && row[2].minX - row[1].maxX == 21)
        #expect(Self.near((row[0].minX + row[2].maxX) / 2, safe.midX, within: 1e-9))
        #expect(Self.near(row[0].midY, (screen.grid.maxY + safe.maxY) / 2, within: 1e-9))
    }

    @Test("landscape: the buttons form a column as tall as the grid, beside it on the right",
          arguments: screens.filter { $0.orientation.isLandscape })
    func landscape(screen: ScreenGeometry) {
        let safe = screen.safeArea
        #expect(screen.titleBox.minY == safe.minY + 11)
        #expect(screen.grid.width == min(300, safe.maxY - screen.titleBox.maxY - 10))
        #expect(Self.near(screen.grid.midX, safe.midX, within: 1e-9))
        let column = screen.buttons
        #expect(column.map(\.minX) == [column[0].minX, column[0].minX, column[0].minX])
        #expect(column[0].minY == screen.grid.minY)
        #expect(Self.near(column[2].maxY, screen.grid.maxY, within: 1e-9))
        #expect(column[0].minX >= screen.grid.maxX)
        #expect(Self.near(screen.arrow.minY + (screen.labelBox.maxY - screen.arrow.minY) / 2, screen.grid.midY, within: 1e-9))
        #expect(screen.labelBox.maxX <= screen.grid.minX)
    }

    @Test("grid inside at side 300: padding 15, square slots 127.5, wide slots 270 × 127.5")
    func gridInside() throws {
        let grid = GridGeometry(side: 300)
        #expect(grid.padding == 15 && grid.spacing == 15 && grid.cornerRadius == 2)
        #expect(grid.squareSide == 127.5 && grid.wideWidth == 270)
        let layout1 = grid.slots(in: .one)
        #expect(layout1.map(\.slot) == [1, 3, 4])
        #expect(layout1[0].rect == Rect(x: 15, y: 15, width: 270, height: 127.5))
        #expect(layout1[1].rect == Rect(x: 15, y: 157.5, width: 127.5, height: 127.5))
        let layout2 = grid.slots(in: .two)
        #expect(layout2.map(\.slot) == [1, 2, 3])
        #expect(layout2[2].rect == Rect(x: 15, y: 157.5, width: 270, height: 127.5))
        #expect(grid.slots(in: .three).map(\.slot) == [1, 2, 3, 4])
        #expect(grid.slotRect(2, in: .one) == nil && grid.slotRect(4, in: .two) == nil)
        #expect(GridGeometry(side: 150).squareSide == 63.75)
    }
}

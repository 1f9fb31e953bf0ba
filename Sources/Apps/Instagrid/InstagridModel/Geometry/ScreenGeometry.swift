/// Where everything is on one device in one orientation, in points (docs/rules.md, "Devices and geometry"). Both the
/// screen's views (the kit's hit-testing) and the renderer draw from this one type.
public struct ScreenGeometry: Sendable, Equatable {
    public let device: Device
    public let orientation: Orientation
    /// The screen's size in points in this orientation.
    public let screen: Size
    /// The safe area.
    public let safeArea: Rect
    /// The title's box (height 36), text centred in it.
    public let titleBox: Rect
    /// The chevron's box: 15×10 pointing up in portrait, 10×15 pointing left in landscape.
    public let arrow: Rect
    /// The label's box: one line, height 31, in portrait; two lines, height 62, in landscape.
    public let labelBox: Rect
    /// The grid square at rest (offset zero).
    public let grid: Rect
    /// The three layout buttons, layout 1 first (left in portrait, top in landscape).
    public let buttons: [Rect]

    /// Size of a layout button.
    public static let buttonSide: Double = 80
    /// Gap between layout buttons in portrait.
    public static let buttonGap: Double = 21
    /// Height of the title's box.
    public static let titleHeight: Double = 36

    public init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
        let screen = device.screenSize(orientation)
        let insets = device.safeInsets(orientation)
        self.screen = screen
        let safe = Rect(x: insets.left, y: insets.top,
                        width: screen.width - insets.left - insets.right,
                        height: screen.height - insets.top - insets.bottom)
        self.safeArea = safe
        let button = Self.buttonSide

        if orientation.isLandscape {
            let title = Rect(x: safe.minX, y: safe.minY + 11, width: safe.width, height: Self.titleHeight)
            let bandTop = title.maxY
            let bandHeight = safe.maxY - bandTop
            let side = min(300, bandHeight - 10)
            let grid = Rect(x: safe.minX + (safe.width - side) / 2, y: bandTop + (bandHeight - side) / 2,
                            width: side, height: side)
            let gap = (side - 3 * button) / 2
            let columnX = grid.maxX + (safe.maxX - grid.maxX - button) / 2
            let buttons = (0..<3).map { index in
                Rect(x: columnX, y: grid.minY + Double(index) * (button + gap), width: button, height: button)
            }
            let bandLeft = safe.minX
            let bandWidth = grid.minX - bandLeft
            let arrowSize = Size(width: 10, height: 15)
            let labelHeight: Double = 62
            let groupHeight = arrowSize.height + 10 + labelHeight
            let groupTop = grid.midY - groupHeight / 2
            self.titleBox = title
            self.grid = grid
            self.buttons = buttons
            self.arrow = Rect(x: bandLeft + (bandWidth - arrowSize.width) / 2, y: groupTop,
                              width: arrowSize.width, height: arrowSize.height)
            self.labelBox = Rect(x: bandLeft, y: groupTop + arrowSize.height + 10, width: bandWidth, height: labelHeight)
        } else {
            let title = Rect(x: safe.minX, y: safe.minY + 8, width: safe.width, height: Self.titleHeight)
            let side = min(300, safe.width - 20)
            let grid = Rect(x: safe.minX + (safe.width - side) / 2, y: safe.minY + (safe.height - side) / 2,
                            width: side, height: side)
            let rowWidth = 3 * button + 2 * Self.buttonGap
            let rowX = safe.minX + (safe.width - rowWidth) / 2
            let rowY = grid.maxY + (safe.maxY - grid.maxY - button) / 2
            let buttons = (0..<3).map { index in
                Rect(x: rowX + Double(index) * (button + Self.buttonGap), y: rowY, width: button, height: button)
            }
            let arrowSize = Size(width: 15, height: 10)
            let labelHeight: Double = 31
            let groupHeight = arrowSize.height + 10 + labelHeight
            let groupTop = title.maxY + (grid.minY - title.maxY - groupHeight) / 2
            self.titleBox = title
            self.grid = grid
            self.buttons = buttons
            self.arrow = Rect(x: safe.minX + (safe.width - arrowSize.width) / 2, y: groupTop,
                              width: arrowSize.width, height: arrowSize.height)
            self.labelBox = Rect(x: safe.minX, y: groupTop + arrowSize.height + 10, width: safe.width, height: labelHeight)
        }
    }

    /// The grid's inside at this grid size.
    public var gridGeometry: GridGeometry { GridGeometry(side: grid.width) }

    /// The rectangle of `slot` on screen in `layout` with the grid moved by `offset`, or nil when
    /// the layout hides that slot.
    public func slotRect(_ slot: Int, in layout: Layout, offset: Point = .zero) -> Rect? {
        gridGeometry.slotRect(slot, in: layout)?.offsetBy(dx: grid.minX + offset.x, dy: grid.minY + offset.y)
    }

    /// The rectangle of the layout button for `layout`.
    public func buttonRect(_ layout: Layout) -> Rect { buttons[layout.rawValue - 1] }

    /// The label's text lines for this orientation.
    public var labelLines: [String] {
        orientation.isLandscape ? ["Swipe left", "to share"] : ["Swipe up to share"]
    }

    /// What is at `point`: a layout button, a visible slot (at the grid's current offset) or
    /// nothing. Buttons are checked first; they never overlap the grid. The app's touches are
    /// hit-tested by the kit, on the views made of these frames (`AppState.screenViews()`); this
    /// names the target of a tap recorded on the live phone.
    public func hitTest(_ point: Point, layout: Layout, gridOffset: Point) -> Control? {
        for candidate in Layout.allCases where buttonRect(candidate).contains(point) {
            return .layoutButton(candidate)
        }
        for slot in layout.visibleSlots {
            if let rect = slotRect(slot, in: layout, offset: gridOffset), rect.contains(point) {
                return .slot(slot)
            }
        }
        return nil
    }

    /// The frame of `control` on screen (slots at the grid's current offset).
    public func frame(of control: Control, layout: Layout, gridOffset: Point) -> Rect? {
        switch control {
        case .layoutButton(let target): buttonRect(target)
        case .slot(let slot): slotRect(slot, in: layout, offset: gridOffset)
        }
    }
}

/// A control a touch can land on.
public enum Control: Sendable, Equatable, Hashable, CustomStringConvertible {
    case layoutButton(Layout)
    case slot(Int)

    /// The name used in scenarios: `layout-2`, `slot-3`.
    public var description: String {
        switch self {
        case .layoutButton(let layout): "layout-\(layout.rawValue)"
        case .slot(let slot): "slot-\(slot)"
        }
    }
}

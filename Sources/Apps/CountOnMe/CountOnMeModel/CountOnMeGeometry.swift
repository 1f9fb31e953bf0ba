/// Where the calculator's views are on one device, in points (docs/countonme.md, "Look",
/// rule C6). Portrait only. Both the model's hit-testing and the renderer draw from this one type.
///
/// The buttons form a grid of four columns and four rows at the bottom of the safe area:
/// `1 2 3 +`, `4 5 6 -`, `7 8 9 x`, `AC 0 = /`: digits 1–9 in three rows, then `0`, the
/// operators in the right column, `AC` and `=` beside the `0` (the storyboard's bottom row).
public struct CountOnMeGeometry: Sendable, Equatable {
    public let device: Device
    /// The screen's size in points (portrait).
    public let screen: Size
    /// The safe area.
    public let safeArea: Rect
    /// The text view: the full width of the screen, from the safe top to above the buttons.
    public let textView: Rect
    /// The buttons' frames, in `CalculatorKey.allCases` order.
    public let buttons: [Rect]

    /// Margin around the button grid and between it and the text view.
    public static let margin: Double = 16
    /// Gap between two buttons.
    public static let gap: Double = 12
    /// The grid, row by row.
    public static let rows: [[CalculatorKey]] = [
        [.digit(1), .digit(2), .digit(3), .plus],
        [.digit(4), .digit(5), .digit(6), .minus],
        [.digit(7), .digit(8), .digit(9), .times],
        [.clear, .digit(0), .equal, .divide],
    ]

    public init(device: Device) {
        self.device = device
        let screen = device.screenSize(.portrait)
        let insets = device.safeInsets(.portrait)
        self.screen = screen
        let safe = Rect(x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
                        height: screen.height - insets.top - insets.bottom)
        self.safeArea = safe
        let margin = Self.margin, gap = Self.gap
        let columns = Double(Self.rows[0].count), rowCount = Double(Self.rows.count)
        let side = ((safe.width - 2 * margin - (columns - 1) * gap) / columns).rounded(.down)
        let gridWidth = columns * side + (columns - 1) * gap
        let gridHeight = rowCount * side + (rowCount - 1) * gap
        let left = safe.minX + ((safe.width - gridWidth) / 2).rounded(.down)
        let top = safe.maxY - margin - gridHeight
        var frames = [CalculatorKey: Rect]()
        for (row, keys) in Self.rows.enumerated() {
            for (column, key) in keys.enumerated() {
                frames[key] = Rect(x: left + Double(column) * (side + gap), y: top + Double(row) * (side + gap),
                                   width: side, height: side)
            }
        }
        self.buttons = CalculatorKey.allCases.map { frames[$0] ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        self.textView = Rect(x: 0, y: safe.minY, width: screen.width, height: top - margin - safe.minY)
    }

    /// The frame of `key`'s button.
    public func frame(of key: CalculatorKey) -> Rect {
        buttons[CalculatorKey.allCases.firstIndex(of: key) ?? 0]
    }

    /// The button under `point`, if any.
    public func hitTest(_ point: Point) -> CalculatorKey? {
        guard let index = buttons.firstIndex(where: { $0.contains(point) }) else { return nil }
        return CalculatorKey.allCases[index]
    }
}

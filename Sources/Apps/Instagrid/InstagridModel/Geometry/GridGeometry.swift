/// The inside of the grid square (docs/rules.md, "Devices and geometry"): padding, spacing, slot rectangles and corner radius,
/// all scaling with the grid's side (300 pt gives padding 15, spacing 15, radius 2).
public struct GridGeometry: Sendable, Equatable {
    /// The grid's side in points.
    public let side: Double

    public init(side: Double) { self.side = side }

    /// side / 300.
    public var unit: Double { side / 300 }
    public var padding: Double { 15 * unit }
    public var spacing: Double { 15 * unit }
    public var cornerRadius: Double { 2 * unit }
    /// The side of a square slot (127.5 at side 300).
    public var squareSide: Double { (side - 2 * padding - spacing) / 2 }
    /// The width of a wide slot (270 at side 300).
    public var wideWidth: Double { side - 2 * padding }

    /// The rectangle of `slot` in `layout`, relative to the grid's top-left corner, or nil when
    /// the layout hides that slot.
    public func slotRect(_ slot: Int, in layout: Layout) -> Rect? {
        guard layout.shows(slot) else { return nil }
        let near = padding
        let far = padding + squareSide + spacing
        let square = squareSide
        switch (layout, slot) {
        case (.one, 1):
            return Rect(x: near, y: near, width: wideWidth, height: square)
        case (.two, 3):
            return Rect(x: near, y: far, width: wideWidth, height: square)
        default:
            let column = (slot - 1) % 2
            let row = (slot - 1) / 2
            return Rect(x: column == 0 ? near : far, y: row == 0 ? near : far, width: square, height: square)
        }
    }

    /// The visible slots of `layout` with their rectangles relative to the grid, in slot order.
    public func slots(in layout: Layout) -> [(slot: Int, rect: Rect)] {
        layout.visibleSlots.compactMap { slot in slotRect(slot, in: layout).map { (slot, $0) } }
    }
}

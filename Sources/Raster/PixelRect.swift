/// An axis-aligned rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns, from `x`.
    public var width: Int
    /// Rows, from `y`.
    public var height: Int

    /// A rectangle from its origin and size (a negative size is treated as empty).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The first column.
    public var minX: Int { x }
    /// The first row.
    public var minY: Int { y }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// True when the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels both rectangles hold (empty, with non-negative size, when they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle holding both; an empty rectangle adds nothing.
    public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether pixel (px, py) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// Whether every pixel of `other` lies inside (an empty `other` is always contained).
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// `(x, y, width×height)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A point in pixels with fractional coordinates (pixel (i, j) spans [i, i+1) × [j, j+1)).
public struct FPoint: Sendable, Equatable, Hashable {
    /// Pixels from the left edge.
    public var x: Double
    /// Pixels from the top edge.
    public var y: Double
    /// The point (x, y).
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// An axis-aligned rectangle in pixels with fractional (Double) coordinates.
public struct FRect: Sendable, Equatable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (a rectangle without area draws nothing).
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle covering exactly the pixels of `rect`.
    public init(_ rect: PixelRect) {
        self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The centre's x.
    public var midX: Double { x + width / 2 }
    /// The centre's y.
    public var midY: Double { y + height / 2 }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> FRect {
        FRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle grown by `d` on every side (shrunk when `d` is negative).
    public func insetBy(_ d: Double) -> FRect {
        FRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The smallest whole-pixel rectangle holding every pixel the rectangle touches
    /// (floor of the minimum, ceiling of the maximum); empty for a rectangle without area.
    public var pixelBounds: PixelRect {
        guard width > 0, height > 0, x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

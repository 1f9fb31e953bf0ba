/// A width and a height in pixels.
public struct PixelSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `750×1334`.
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle of pixels: `x`, `y` of the top-left pixel, and its size.
public struct PixelRect: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `12×40 at (100, 220)`.
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

/// The sizes of two images that cannot be compared pixel by pixel.
public struct SizeMismatch: Sendable, Equatable, Hashable {
    public var expected: PixelSize
    public var actual: PixelSize

    public init(expected: PixelSize, actual: PixelSize) {
        self.expected = expected
        self.actual = actual
    }
}

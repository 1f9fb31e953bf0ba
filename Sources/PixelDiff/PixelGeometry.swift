import Raster

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

/// The sizes of two images that cannot be compared pixel by pixel.
public struct SizeMismatch: Sendable, Equatable, Hashable {
    public var expected: PixelSize
    public var actual: PixelSize

    public init(expected: PixelSize, actual: PixelSize) {
        self.expected = expected
        self.actual = actual
    }
}

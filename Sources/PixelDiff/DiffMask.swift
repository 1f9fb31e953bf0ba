/// What a comparison decided about one pixel.
public enum PixelVerdict: UInt8, Sendable, Equatable {
    /// The two pixels are byte for byte equal.
    case same = 0
    /// The pixels differ, but within the comparison's tolerance (channel or colour threshold).
    case tolerated = 1
    /// The pixels differ beyond the colour threshold, but the difference looks like anti-aliasing
    /// (perceptual comparison only); not counted.
    case antialiased = 2
    /// The pixels differ and the difference counts.
    case differs = 3

    /// The verdict's in-memory byte, for C code writing into a `[PixelVerdict]` buffer.
    var byte: UInt8 { unsafeBitCast(self, to: UInt8.self) }
}

/// The verdict for every pixel of two equally sized images, used to draw diff images.
public struct DiffMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height` verdicts, row-major.
    public var verdicts: [PixelVerdict]

    public init(width: Int, height: Int, verdicts: [PixelVerdict]) {
        precondition(verdicts.count == width * height, "mask size does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.verdicts = verdicts
    }

    /// The verdict at (x, y).
    public subscript(x: Int, y: Int) -> PixelVerdict { verdicts[y * width + x] }
}

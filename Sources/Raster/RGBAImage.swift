import CPixelKernels

/// An 8-bit RGBA image in memory: rows top to bottom, four bytes per pixel (R, G, B, A),
/// straight (not premultiplied) alpha. It knows nothing of any file format.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, row-major. Read-only outside this package (the pixel loops
    /// trust its length); change a pixel with the subscript.
    public package(set) var pixels: [UInt8]

    /// An image of the given size filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != RGBA(0, 0, 0, 0) {
            bytes.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { fill.store(into: base, count: width * height) }
            }
        }
        self.pixels = bytes
    }

    /// An image over existing bytes; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer size does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Equal sizes and equal bytes (compared with `memcmp`, fast in debug builds too).
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count else { return false }
        return lhs.pixels.withUnsafeBufferPointer { a in
            rhs.pixels.withUnsafeBufferPointer { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
                return pk_bytes_equal(pa, pb, a.count) != 0
            }
        }
    }

    /// Whether every pixel has alpha 255 (true for an empty image).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return pk_is_opaque(base, buffer.count / 4) != 0
        }
    }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }
}

/// One 8-bit RGBA colour, straight alpha.
public struct RGBA: Sendable, Equatable, Hashable {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque), not premultiplied into the colour.
    public var a: UInt8

    /// A colour from its channels; opaque unless `a` says otherwise.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The four channels as the C kernels take them.
    var channels: (Int32, Int32, Int32, Int32) { (Int32(r), Int32(g), Int32(b), Int32(a)) }

    /// Writes this colour to `count` pixels from `p` (no compositing).
    func store(into p: UnsafeMutablePointer<UInt8>, count: Int) {
        pk_fill(p, count, channels.0, channels.1, channels.2, channels.3)
    }
}

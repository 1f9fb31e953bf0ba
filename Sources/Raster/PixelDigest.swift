import CXXHash

/// A 128-bit digest of an image's size and pixels, computed at memory speed. Two images with
/// equal digests are taken to be equal only where an accidental collision is the sole risk (the
/// golden cache); it is not a cryptographic hash.
public struct PixelDigest: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// The two 64-bit halves of the digest of the pixel bytes.
    package let low: UInt64
    package let high: UInt64

    /// The digest of `image`.
    public init(_ image: RGBAImage) {
        let hash = Self.xxh3_128(image.pixels)
        self.init(width: image.width, height: image.height, low: hash.low, high: hash.high)
    }

    /// XXH3-128 (seed 0) of `bytes`, by the system's libxxhash: `low` and `high` are the
    /// low and high 64 bits of the canonical 128-bit value.
    package static func xxh3_128(_ bytes: [UInt8]) -> (low: UInt64, high: UInt64) {
        let hash = bytes.withUnsafeBytes { XXH3_128bits($0.baseAddress, $0.count) }
        return (hash.low64, hash.high64)
    }

    /// A digest from its parts (as read back from a file).
    package init(width: Int, height: Int, low: UInt64, high: UInt64) {
        self.width = width
        self.height = height
        self.low = low
        self.high = high
    }

    /// `<width>x<height>:<32 hexadecimal digits>`.
    public var description: String {
        "\(width)x\(height):" + Self.hex(low) + Self.hex(high)
    }

    /// Parses ``description``; nil for anything else.
    package init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        let digits = Array(parts[1].utf8)
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), width >= 0, height >= 0,
              "\(width)x\(height)" == parts[0], digits.count == 32,
              digits.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
              let low = UInt64(String(decoding: digits[0..<16], as: UTF8.self), radix: 16),
              let high = UInt64(String(decoding: digits[16..<32], as: UTF8.self), radix: 16) else { return nil }
        self.init(width: width, height: height, low: low, high: high)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

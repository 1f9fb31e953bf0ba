/// How `PNGCodec.encode` compresses. Equal settings and pixels always give equal bytes.
///
/// The default was chosen by measuring the renderer's own screens (see docs/png-encoding.md).
public struct PNGEncodeSettings: Sendable, Equatable, Hashable {
    /// The PNG row filter(s) the encoder may use.
    public enum Filter: Sendable, Equatable, Hashable, CaseIterable {
        case none, sub, up, average, paeth
        /// A choice per row among all five: the one whose output has the smallest sum of bytes
        /// taken as signed magnitudes (libpng's heuristic).
        case adaptive
    }

    /// Which deflate implementation compresses the image data.
    public enum Deflater: Sendable, Equatable, Hashable, CaseIterable {
        /// libdeflate: levels 0 (store) ... 12 (smallest); it has no strategies.
        case libdeflate
        /// zlib: levels 0 (store) ... 9 (smallest), with a ``Strategy``.
        case zlib
    }

    /// zlib's match-finding strategy (libdeflate has none: only `.default` goes with it).
    public enum Strategy: Sendable, Equatable, Hashable, CaseIterable {
        case `default`, filtered, rle, huffmanOnly
    }

    /// Which colour type is written.
    public enum Channels: Sendable, Equatable, Hashable {
        /// RGB when every pixel has alpha 255, otherwise RGBA. Decoding gives back the same RGBA.
        case automatic
        /// Always RGBA.
        case rgba
    }

    /// Row filter.
    public var filter: Filter
    /// Compression level, clamped to the deflater's range: 0...12 for libdeflate, 0...9 for zlib.
    public var compressionLevel: Int
    /// zlib strategy; anything but `.default` needs ``Deflater/zlib``.
    public var strategy: Strategy
    /// Colour type choice.
    public var channels: Channels
    /// Deflate implementation.
    public var deflater: Deflater

    /// Settings with the given values. Without a `deflater`, libdeflate compresses with the
    /// default strategy and zlib with the others.
    public init(filter: Filter, compressionLevel: Int, strategy: Strategy = .default,
                channels: Channels = .automatic, deflater: Deflater? = nil) {
        self.filter = filter
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.channels = channels
        self.deflater = deflater ?? (strategy == .default ? .libdeflate : .zlib)
    }

    /// These settings with `channels` replaced.
    public func with(channels: Channels) -> PNGEncodeSettings {
        var copy = self
        copy.channels = channels
        return copy
    }

    /// No row filter, zlib level 1, RGB when opaque: the files the encoder has always written, byte
    /// for byte (goldens recorded again from the same pixels keep their bytes), and the fastest
    /// to decode with libpng (see docs/png-encoding.md).
    public static let `default` = PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .zlib)

    /// No row filter, libdeflate level 1, RGB when opaque: the fastest encode and 20 % smaller
    /// files on rendered screens, slower to decode with libpng; what frame dumps use.
    public static let fast = PNGEncodeSettings(filter: .none, compressionLevel: 1)
}

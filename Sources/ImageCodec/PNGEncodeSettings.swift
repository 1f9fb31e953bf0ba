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
        /// The harness's own deflate encoder for rendered screens: it looks for repeats one pixel
        /// back, one row back and one row back give or take a pixel before anything else, so flat
        /// areas, edges and gradients cost a few compares per 258 bytes. It has no levels (the
        /// level is ignored) and no strategies. Its streams are standard zlib streams.
        case screen
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

    /// No row filter, the ``Deflater/screen`` encoder, RGB when opaque: what goldens, frame dumps,
    /// diff images, sheets and exports are written with. On the renderer's screens it encodes
    /// about 2.5 times as fast as zlib level 1 and libdeflate level 1, into files a fifth smaller
    /// than zlib's that libpng decodes at least as fast (see docs/png-encoding.md).
    public static let `default` = PNGEncodeSettings(filter: .none, compressionLevel: 1, deflater: .screen)
}

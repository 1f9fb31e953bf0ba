/// How `PNGCodec.encode` compresses. Equal settings and pixels always give equal bytes.
///
/// The default was chosen by measuring app-screenshot-like images (see docs/png-encoding.md).
public struct PNGEncodeSettings: Sendable, Equatable, Hashable {
    /// The PNG row filter(s) the encoder may use.
    public enum Filter: Sendable, Equatable, Hashable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng's per-row choice among all five (minimum sum of absolute differences).
        case adaptive
    }

    /// zlib's match-finding strategy.
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
    /// zlib level, 0 (store) ... 9 (smallest).
    public var compressionLevel: Int
    /// zlib strategy.
    public var strategy: Strategy
    /// Colour type choice.
    public var channels: Channels

    /// Settings with the given values.
    public init(filter: Filter, compressionLevel: Int, strategy: Strategy = .default,
                channels: Channels = .automatic) {
        self.filter = filter
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.channels = channels
    }

    /// The measured best trade-off of encode time, decode time and size on rendered screens: no
    /// row filter, zlib level 1, RGB when opaque (see docs/png-encoding.md).
    public static let `default` = PNGEncodeSettings(filter: .none, compressionLevel: 1, strategy: .default)
}

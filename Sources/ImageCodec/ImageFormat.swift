/// The image formats this module reads, recognized by content (magic bytes), never by name.
public enum ImageFormat: Sendable, Equatable, CaseIterable {
    case png
    case jpeg

    /// The format `data` is in, or `nil` if it is neither PNG nor JPEG.
    public static func sniff(_ data: [UInt8]) -> ImageFormat? {
        if PNGCodec.isPNG(data) { return .png }
        if JPEGCodec.isJPEG(data) { return .jpeg }
        return nil
    }
}

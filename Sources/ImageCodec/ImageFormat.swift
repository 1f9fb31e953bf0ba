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

    /// The format of `data`.
    /// - Throws: `.unknownFormat` when it is neither PNG nor JPEG ("file is empty" for no bytes).
    static func detect(_ data: [UInt8]) throws(ImageCodecError) -> ImageFormat {
        guard let format = sniff(data) else {
            throw ImageCodecError(.unknownFormat, data.isEmpty ? "file is empty" : "")
        }
        return format
    }
}

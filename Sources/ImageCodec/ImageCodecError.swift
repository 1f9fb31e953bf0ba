/// The one error type of the ImageCodec module.
///
/// Its `description` reads like a compiler diagnostic: the file (when known), what went wrong
/// and the decoder's own words, e.g. `photo.png: not a valid PNG: IHDR: CRC error`.
public struct ImageCodecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Sendable, Equatable {
        /// The data starts like a PNG but libpng rejected it.
        case invalidPNG
        /// The data starts like a JPEG but libjpeg rejected it.
        case invalidJPEG
        /// The data is neither a PNG nor a JPEG (checked by content, not by file name).
        case unknownFormat
        /// The file has more bytes, or its header declares more pixels, than `ImageLimits`
        /// allows; nothing beyond the limit was read or allocated.
        case tooLarge
        /// The image cannot be encoded (empty, or the encoder failed).
        case encodingFailed
        /// Reading the file failed.
        case readFailed
        /// Writing the file failed.
        case writeFailed
        /// The frames given to `APNGWriter` cannot make an animated PNG: there are none, or one
        /// is not a PNG, is already animated, or has another header than frame 0.
        case invalidAPNGInput
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The file involved, when the data came from or was going to a file.
    public var path: String?
    /// Details: libpng's or libjpeg's message, the sizes involved, or the system error.
    public var message: String

    /// An error of `kind` with `message`, optionally naming `path`.
    public init(_ kind: Kind, _ message: String, path: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
    }

    /// The same error, naming `path`.
    public func at(_ path: String) -> ImageCodecError {
        ImageCodecError(kind, message, path: path)
    }

    /// `path: summary: message`, leaving out what is unknown or empty.
    public var description: String {
        var parts: [String] = []
        if let path { parts.append(path) }
        parts.append(summary)
        if !message.isEmpty { parts.append(message) }
        return parts.joined(separator: ": ")
    }

    private var summary: String {
        switch kind {
        case .invalidPNG: "not a valid PNG"
        case .invalidJPEG: "not a valid JPEG"
        case .unknownFormat: "not a PNG or JPEG image"
        case .tooLarge: "image too large"
        case .encodingFailed: "cannot encode image"
        case .readFailed: "cannot read file"
        case .writeFailed: "cannot write file"
        case .invalidAPNGInput: "animated PNG"
        }
    }
}

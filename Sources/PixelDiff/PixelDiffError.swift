/// The one error type of the `PixelDiff` module: an image file could not be read or written.
public enum PixelDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An image file could not be read or decoded; `reason` is the decoder's message.
    case unreadableImage(path: String, reason: String)
    /// A diff or side-by-side image would be larger than ``DiffImage/maxPixels``: nothing was
    /// allocated or drawn.
    case diffImageTooLarge(kind: String, width: Int, height: Int, limit: Int)
    /// A diff image could not be written (the target is left as it was).
    case fileWriteFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadableImage(path, reason):
            "\(path): \(reason); give a readable PNG or JPEG file"
        case let .diffImageTooLarge(kind, width, height, limit):
            "no \(kind) drawn: it would be \(width)×\(height) pixels, more than the limit of \(limit)"
        case let .fileWriteFailed(path, reason):
            "cannot write \(path): \(reason); the previous file, if any, is unchanged"
        }
    }
}

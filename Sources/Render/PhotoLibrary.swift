import ImageCodec
import Raster
import Scenario

/// A scenario's photos, decoded once, by alias. Files are recognized by content (PNG or JPEG).
public struct PhotoLibrary: Sendable {
    public var images: [String: RGBAImage]

    public init(images: [String: RGBAImage] = [:]) {
        self.images = images
    }

    /// Decodes every photo `scenario` declares. A file that is not a valid image is the
    /// user's to fix: the error points at the path in the scenario.
    public static func load(_ scenario: Scenario, limits: ImageLimits = .default) throws(RenderError) -> PhotoLibrary {
        var images: [String: RGBAImage] = [:]
        for alias in scenario.photos.keys.sorted() {
            guard let source = scenario.photos[alias] else { continue }
            do {
                images[alias] = try ImageFile.read(source.resolvedPath, limits: limits)
            } catch {
                throw RenderError.invalidPhoto(alias: alias, location: source.location, reason: ImageCodecError(error.kind, error.message).description)
            }
        }
        return PhotoLibrary(images: images)
    }

    /// The photo for `alias`, if the scenario declared it.
    public subscript(alias: String) -> RGBAImage? { images[alias] }
}

/// Errors of the render stage, each with what the user can do about it.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A photo file that could not be decoded.
    case invalidPhoto(alias: String, location: SourceLocation, reason: String)

    public var description: String {
        switch self {
        case let .invalidPhoto(alias, location, reason):
            "\(location): error: photo '\(alias)' is not a valid image: \(reason)"
        }
    }
}

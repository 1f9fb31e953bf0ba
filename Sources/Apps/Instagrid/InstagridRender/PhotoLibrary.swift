import ImageCodec
import Raster
import InstagridScenario

/// A scenario's photos, by alias. Files are recognized by content (PNG or JPEG).
///
/// Loading checks every file the scenario declares — it can be read and its header is a valid
/// PNG or JPEG header of an accepted size — without decoding pixels. A photo is decoded the first
/// time it is drawn, once, whichever of several render threads asks first; commands that draw
/// nothing (`replay`) decode nothing. Copies share the decoded photos.
public struct PhotoLibrary: Sendable {
    private var photos: [String: LazyPhoto]

    /// A library of photos already decoded.
    public init(images: [String: RGBAImage] = [:]) {
        photos = images.mapValues(LazyPhoto.init(decoded:))
    }

    /// Checks every photo `scenario` declares, in alias order. A file that is not a valid image
    /// is the user's to fix: the error points at the path in the scenario.
    public static func load(_ scenario: Scenario<Instagrid>, limits: ImageLimits = .default) throws(RenderError) -> PhotoLibrary {
        var library = PhotoLibrary()
        for alias in scenario.photos.keys.sorted() {
            guard let source = scenario.photos[alias] else { continue }
            do {
                let file = try EncodedImage.read(source.resolvedPath, limits: limits)
                library.photos[alias] = LazyPhoto(file, source: source, limits: limits)
            } catch {
                throw RenderError.invalidPhoto(alias: alias, location: source.location,
                                               reason: ImageCodecError(error.kind, error.message).description)
            }
        }
        return library
    }

    /// The photo for `alias`, decoded on first use; nil if the scenario did not declare it or
    /// its pixels could not be decoded (see `failures`).
    public subscript(alias: String) -> RGBAImage? {
        photos[alias]?.image()
    }

    /// The digest of the pixels of `alias` (``PixelDigest``), decoded on first use; nil as for
    /// the subscript.
    func digest(of alias: String) -> PixelDigest? {
        photos[alias]?.digest()
    }

    /// Makes decoded photos with the same pixels share one buffer across `libraries` (several
    /// scenarios showing the same files), so a run holds each photo once. Pixels, digests and
    /// errors are unchanged; photos not decoded yet are left alone.
    package static func shareDecodedPhotos(_ libraries: [PhotoLibrary]) {
        var seen: [PixelDigest: RGBAImage] = [:]
        for library in libraries {
            for alias in library.aliases {
                guard let photo = library.photos[alias], photo.failure == nil, let digest = photo.digest(),
                      let image = photo.image() else { continue }
                if let first = seen[digest] { photo.share(first, digest: digest) } else { seen[digest] = image }
            }
        }
    }

    /// The declared aliases, sorted.
    public var aliases: [String] { photos.keys.sorted() }

    /// Every photo, decoded (those not drawn yet are decoded now); failed ones are left out.
    public var images: [String: RGBAImage] {
        photos.compactMapValues { $0.image() }
    }

    /// Decodes every photo not decoded yet and returns ``failures``: for commands that must know
    /// a photo is bad before they write anything.
    public func decodeAll() -> [RenderError] {
        for alias in aliases { _ = photos[alias]?.image() }
        return failures
    }

    /// Photos whose header was valid but whose pixels could not be decoded when first drawn,
    /// in alias order. The slots showing them were drawn empty: a command that rendered with
    /// this library reports these errors.
    public var failures: [RenderError] {
        aliases.compactMap { photos[$0]?.failure }
    }

    /// How many times the file of `alias` was decoded; for tests.
    func decodeCount(of alias: String) -> Int {
        photos[alias]?.decodeCount ?? 0
    }
}

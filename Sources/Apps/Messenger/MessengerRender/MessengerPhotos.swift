import MessengerModel
import Raster

/// The photos a Messenger screen shows, by name, decoded: the renderer asks for
///
/// * an account's avatar by the storage path the tutorial downloads it from,
///   ``avatarPath(forSafeEmail:)`` (`images/<safe-email>_profile_picture.png`);
/// * a photo or video message by its stored content (the upload's path or URL);
/// * Register's avatar by the name the picker chose.
///
/// A name the lookup does not know is drawn as the app draws a photo not loaded yet: initials
/// for an avatar, a grey placeholder for a message. The lookup must give the same pixels for
/// a name every time (the renderer keeps resampled photos by name).
public struct MessengerPhotos: Sendable {
    private let lookup: @Sendable (String) -> RGBAImage?

    /// Photos from any source, e.g. a scenario's library: `MessengerPhotos { library[$0] }`.
    public init(_ lookup: @escaping @Sendable (String) -> RGBAImage?) {
        self.lookup = lookup
    }

    /// Photos already decoded, by name.
    public init(images: [String: RGBAImage] = [:]) {
        lookup = { images[$0] }
    }

    /// The photo named `name`, if there is one.
    public subscript(name: String) -> RGBAImage? { lookup(name) }

    /// These photos, with each name in `aliases` also standing for the photo it maps to.
    func resolving(_ aliases: [String: String]) -> MessengerPhotos {
        guard !aliases.isEmpty else { return self }
        let base = self
        return MessengerPhotos { name in base[name] ?? aliases[name].flatMap { base[$0] } }
    }

    /// Where the tutorial stores an account's avatar, and so the name it is looked up by.
    public static func avatarPath(forSafeEmail safeEmail: String) -> String {
        "images/\(safeEmail)_profile_picture.png"
    }
}

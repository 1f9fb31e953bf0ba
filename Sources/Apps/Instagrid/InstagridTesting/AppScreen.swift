import InstagridModel
import Raster
import InstagridRender

/// What a screenshot of the app shows: a state, and the photos its slots name by alias.
///
/// ``InstagridTestStore/screen`` gives the store's current screen with the store's photos;
/// `AppScreen(state)` draws a state built by hand, whose slots then show no photo.
public struct AppScreen: Sendable {
    /// The state to draw, at its own device, orientation and time.
    public var state: AppState
    /// The photos the slots show, by alias.
    let photos: PhotoLibrary

    /// A screen for `state` with no photos: slots that name a photo are drawn empty.
    public init(_ state: AppState) {
        self.init(state, photos: PhotoLibrary())
    }

    init(_ state: AppState, photos: PhotoLibrary) {
        self.state = state
        self.photos = photos
    }

    /// The screen's pixels, drawn by the project's renderer (`Snapshotting.screen`).
    package func render() -> RGBAImage {
        Snapshotting.screen(photos: photos).snapshot(state)
    }

    /// Decodes every photo now and returns one message per photo whose pixels could not be
    /// decoded, so that a damaged photo is reported rather than drawn as an empty slot.
    package func decodePhotos() -> [String] {
        _ = photos.images
        return photos.failures.map(\.description)
    }
}

import InstagridModel
import Raster

// Grids, photos resampled into a slot and chromes are kept in `ImageCache` (Raster): resampling
// photos into the grid and drawing the chrome around it are most of a screen's cost, and
// scenarios show the same grid and the same chrome many times (snapshots, animation frames, the
// export), so each is drawn once.

/// What a grid image shows: layout, the pixels of the visible slots' photos (by
/// ``PixelDigest``, so the same photo under two aliases or in two scenarios' libraries is one
/// entry), side and scale.
struct GridKey: Hashable {
    var layout: Layout
    var photos: [Int: PixelDigest]
    var side: Double
    var scale: Int
}

/// What the chrome under the grid shows (background, title, arrow, label, layout buttons): it
/// depends on the device, the orientation and the selected layout only.
struct ChromeKey: Hashable {
    var device: Device
    var orientation: Orientation
    var layout: Layout
}

/// What a photo resampled into a slot shows: the photo's pixels (``PixelDigest``), the slot's
/// rectangle in the grid's pixels and the pixels resampled (`Canvas.drawImageAspectFill`). Grids
/// that differ elsewhere (more photos, another layout with a slot in the same place, the other
/// landscape orientation) share the photo's tile; the mask and compositing are drawn each time.
struct TileKey: Hashable {
    var photo: PixelDigest
    var rect: FRect
    var pixels: PixelRect
}

/// Grid images, up to 8.
typealias GridCache = ImageCache<GridKey, RGBAImage>

/// Photos resampled into slots, up to 16 (at most 1.5 MB each on a 3× screen).
typealias TileCache = ImageCache<TileKey, RGBAImage>

/// Chrome images (whole screens without grid, shadow or modal) as their background and drawn
/// rectangles, up to 8: each holds the buttons, title, arrow and label, a small part of a
/// screen's bytes.
typealias ChromeCache = ImageCache<ChromeKey, SparseImage>

extension ImageCache where Key == GridKey {
    convenience init() { self.init(capacity: 8) }
}

extension ImageCache where Key == ChromeKey {
    convenience init() { self.init(capacity: 8) }
}

extension ImageCache where Key == TileKey {
    convenience init() { self.init(capacity: 16) }
}

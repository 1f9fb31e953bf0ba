import Foundation
import InstagridModel
import Raster

/// Images a renderer has drawn, by what they show. Resampling photos into the grid and drawing
/// the chrome around it are most of a screen's cost, and scenarios show the same grid and the
/// same chrome many times (snapshots, animation frames, the export), so each is drawn once.
/// Entries are whole images, so cached and fresh pixels are the same bytes. Holds at most
/// `capacity` images, dropping the oldest first. Safe to share between threads.
final class ImageCache<Key: Hashable>: @unchecked Sendable {
    let capacity: Int
    private let lock = NSLock()
    private var images: [Key: RGBAImage] = [:]
    private var order: [Key] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The image for `key`, drawn by `draw` (outside the lock) when not cached.
    func image(for key: Key, draw: () -> RGBAImage) -> RGBAImage {
        lock.lock()
        let cached = images[key]
        lock.unlock()
        if let cached { return cached }
        let image = draw()
        lock.lock()
        defer { lock.unlock() }
        if images[key] == nil {
            if order.count >= capacity { images[order.removeFirst()] = nil }
            order.append(key)
            images[key] = image
        }
        return image
    }
}

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

/// Grid images, up to 8.
typealias GridCache = ImageCache<GridKey>

/// Chrome images (whole screens without grid, shadow or modal), up to 2: each is as large as
/// the screen, and checks in plan order mostly show one device, orientation and layout.
typealias ChromeCache = ImageCache<ChromeKey>

extension ImageCache where Key == GridKey {
    convenience init() { self.init(capacity: 8) }
}

extension ImageCache where Key == ChromeKey {
    convenience init() { self.init(capacity: 2) }
}

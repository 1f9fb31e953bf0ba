import Foundation
import InstagridModel
import Raster

/// The grid images a renderer has drawn, by what they show: layout, the visible slots' photo
/// aliases, side and scale. Resampling the photos is most of a screen's cost, and scenarios
/// show the same grid many times (snapshots, animation frames, the export), so a renderer draws
/// each grid once. Entries are whole images, so cached and fresh pixels are the same bytes.
/// Holds at most `capacity` grids, dropping the oldest first. Safe to share between threads.
final class GridCache: @unchecked Sendable {
    /// What a grid image shows.
    struct Key: Hashable {
        var layout: Layout
        var photos: [Int: String]
        var side: Double
        var scale: Int
    }

    let capacity: Int
    private let lock = NSLock()
    private var images: [Key: RGBAImage] = [:]
    private var order: [Key] = []

    init(capacity: Int = 8) {
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

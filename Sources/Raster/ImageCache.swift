import Foundation

/// Images a renderer has drawn, by what they show: the parts of a screen that many screens share
/// are drawn once per key and copied after. Entries are whole images or backgrounds with drawn
/// rectangles (``SparseImage``), so cached and fresh pixels are the same bytes. Holds at most
/// `capacity` entries, dropping the oldest first. Safe to share between threads: two threads
/// missing the same key both draw it (outside the lock) and the first entry stays, the same
/// bytes either way.
public final class ImageCache<Key: Hashable, Value: Sendable>: @unchecked Sendable {
    /// The most entries kept.
    public let capacity: Int
    private let lock = NSLock()
    private var images: [Key: Value] = [:]
    private var order: [Key] = []

    /// An empty cache keeping at most `capacity` entries.
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The image for `key`, drawn by `draw` (outside the lock) when not cached.
    public func image(for key: Key, draw: () -> Value) -> Value {
        if let cached = cached(key) { return cached }
        let image = draw()
        insert(image, for: key)
        return image
    }

    /// The entry for `key`, if any.
    public func cached(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return images[key]
    }

    /// Keeps `image` for `key` unless an entry is there already.
    public func insert(_ image: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if images[key] == nil {
            if order.count >= capacity { images[order.removeFirst()] = nil }
            order.append(key)
            images[key] = image
        }
    }

    /// How many entries are kept.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return images.count
    }
}

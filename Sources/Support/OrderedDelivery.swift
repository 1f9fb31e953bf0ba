import Foundation

/// Hands items produced on several threads, each with its index, to one consumer in index order
/// (0, 1, 2, …), as soon as every lower index has been handed over. Items that arrive early wait
/// in a buffer; a producer more than `window` indices ahead of the next one due waits before
/// adding to it, so the buffer holds at most `window` items whatever the scheduling.
///
/// Made for ``ParallelWork/map(_:jobs:finished:_:)``, which hands out indices in increasing
/// order: the thread holding the lowest unfinished index never waits, so the work always moves
/// on. (Producers that split the indices up front, thread k taking k, k + n, …, could all wait
/// for a share whose thread has not started.) Call ``stop()`` when the work fails, so no
/// producer waits for an index that will never come.
///
/// ```swift
/// let delivery = OrderedDelivery<[UInt8]>(window: 64) { index, bytes in file.append(bytes) }
/// try ParallelWork.map(0..<count, jobs: 4) { index in delivery.deliver(index, encode(index)) }
/// ```
package final class OrderedDelivery<Item: Sendable>: @unchecked Sendable {
    /// How far ahead of the next due index a producer may deliver without waiting.
    package let window: Int
    private let consume: @Sendable (Int, Item) -> Void
    private let condition = NSCondition()
    private var pending: [Int: Item] = [:]
    private var next = 0
    private var draining = false
    private var stopped = false

    /// A delivery to `consume`, which is called with each index and item in index order, one call
    /// at a time (from whichever producer thread completes the sequence), outside any lock.
    package init(window: Int, consume: @escaping @Sendable (Int, Item) -> Void) {
        self.window = max(1, window)
        self.consume = consume
    }

    /// The next index due: every lower one has been consumed.
    package var nextIndex: Int {
        condition.lock()
        defer { condition.unlock() }
        return next
    }

    /// Delivers item `index` (each index once). Waits while `index` is `window` or more ahead of
    /// the next index due; then consumes every item that is now in order, this one included,
    /// unless another thread already does. After ``stop()`` the item is dropped.
    package func deliver(_ index: Int, _ item: Item) {
        condition.lock()
        while !stopped, index - next >= window { condition.wait() }
        guard !stopped else {
            condition.unlock()
            return
        }
        pending[index] = item
        guard !draining else {
            condition.unlock()
            return
        }
        draining = true
        while !stopped, let due = pending.removeValue(forKey: next) {
            let dueIndex = next
            condition.unlock()
            consume(dueIndex, due)
            condition.lock()
            next += 1
            condition.broadcast()
        }
        draining = false
        condition.unlock()
    }

    /// Drops every waiting item and every later delivery, and wakes waiting producers.
    package func stop() {
        condition.lock()
        stopped = true
        pending = [:]
        condition.broadcast()
        condition.unlock()
    }
}

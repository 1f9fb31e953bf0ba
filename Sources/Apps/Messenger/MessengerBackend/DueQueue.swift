/// The backend's messages on their way, by when they are due: a binary heap of
/// ``MessageEnvelope/DueKey``s, so that each delivery finds the first message due in
/// logarithmic time instead of looking at every message (20,000 sends queued offline are
/// delivered in linear time, not quadratic).
///
/// Keys are never taken out when a message is held or sent again: the backend pushes a new key
/// when a message is dispatched, and a key no longer matching its message (held, delivered,
/// dispatched since) is dropped when it comes to the top. The queue is an index of the
/// backend's `messages`, which hold everything it says: it takes no part in `==`.
struct DueQueue: Sendable, Equatable {
    private var heap: [MessageEnvelope.DueKey] = []

    /// The number of keys held, stale ones included.
    var count: Int { heap.count }

    /// The smallest key.
    var first: MessageEnvelope.DueKey? { heap.first }

    mutating func push(_ key: MessageEnvelope.DueKey) {
        heap.append(key)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the smallest key off.
    mutating func removeFirst() {
        guard !heap.isEmpty else { return }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }

    static func == (lhs: DueQueue, rhs: DueQueue) -> Bool { true }
}

/// One phone's side of the SDK: its link's settings, who is signed in, the server data it has
/// received, its writes not yet acknowledged, its observers and the requests it waits on.
///
/// What the phone sees at a path (``view(at:)``) is the last value the server sent for it with
/// the phone's own unacknowledged writes applied on top, in the order they were made.
struct BackendPhone<Tag: Sendable & Equatable>: Sendable, Equatable {
    /// Seconds one way on this phone's link.
    var latency: Double
    var isOnline = true
    /// The signed-in account's e-mail.
    var user: String?
    /// Server data as received (answers and listened values), without the phone's own writes.
    var cache = DatabaseTree()
    /// The paths whose whole value the phone has received; none contains another.
    var received: [DatabasePath] = []
    /// Writes sent (or held) and not acknowledged, oldest first, with their timestamps resolved
    /// at the phone's clock.
    var writes: [PendingWrite] = []
    /// Observers in the order they were registered.
    var observers: [Observer] = []
    /// The paths the server was asked to listen to, in the database's order.
    var listening: [DatabasePath] = []
    /// Reads, sign-ins and uploads sent and not answered.
    var waiting: [Waiting] = []
    /// The number of the phone's next request.
    var nextRequest = 1
    /// When the last message on each direction of the link arrives: a later message never
    /// arrives before it (up, down).
    var lastUpDue = -Double.infinity
    var lastDownDue = -Double.infinity

    struct PendingWrite: Sendable, Equatable {
        var request: Int
        var changes: [DatabaseChange]
        var tag: Tag
    }

    struct Observer: Sendable, Equatable {
        var path: DatabasePath
        var tag: Tag
        /// The value last handed to the observer; nil before the first.
        var shown: DatabaseValue??
        /// Whether `shown` is the phone's view at the path as of the last refresh (the phone
        /// knew the path then), in stored form: the next refresh can then compare only where
        /// things changed.
        var isCurrent = false
    }

    struct Waiting: Sendable, Equatable {
        var request: Int
        var tag: Tag
    }

    init(latency: Double) {
        self.latency = latency
    }

    /// Takes a request number.
    mutating func takeRequestNumber() -> Int {
        defer { nextRequest += 1 }
        return nextRequest
    }

    /// Whether the phone knows the whole value at `path`: received at it or above, or written
    /// at it or above by a pending write.
    func knows(_ path: DatabasePath) -> Bool {
        received.contains { $0.contains(path) }
            || writes.contains { $0.changes.contains { $0.path.contains(path) } }
    }

    /// What the phone sees at `path`: the received value with its pending writes on top.
    func view(at path: DatabasePath) -> DatabaseValue? {
        formedView(at: path).value
    }

    /// The view at `path`, and whether it is in stored form: the cache's values are, and so is a
    /// value a write below the path left; a write at or above the path shows its value as written.
    func formedView(at path: DatabasePath) -> (value: DatabaseValue?, isStored: Bool) {
        var value = cache.value(at: path)
        var isStored = true
        for write in writes {
            for change in write.changes {
                if let inside = change.path.relative(path) {
                    value = change.value?.value(at: inside)
                    isStored = false
                } else if let below = path.relative(change.path) {
                    if !isStored { value = value?.normalized }
                    isStored = true
                    DatabaseTree.set(change.value?.normalized, at: below.keys[...], in: &value)
                }
            }
        }
        return (value, isStored)
    }

    /// Stores the server's value at `path` (in stored form, as taken from its tree) and notes the
    /// path as received.
    mutating func receive(_ value: DatabaseValue?, at path: DatabasePath) {
        // The server sends values from its tree, in stored form.
        cache.set(stored: value, at: path)
        guard !received.contains(where: { $0.contains(path) }) else { return }
        received.removeAll { path.contains($0) }
        received.append(path)
    }

    /// Answers every observer whose view changed (or that has its first value), in the order
    /// they were registered, appending the callbacks to `effects`. `touched` are the paths where
    /// the cache or the pending writes changed since the last call: an observer shown a value
    /// before, whose path meets none of them, has the same view and knowledge as then, so it is
    /// not looked at again.
    mutating func refreshObservers(client: Int, touched: [DatabasePath], into effects: inout [BackendEffect<Tag>]) {
        for index in observers.indices {
            let path = observers[index].path
            // Mostly every touched path meets the observer's: then the list is shared, not made.
            let meeting = touched.allSatisfy { $0.overlaps(path) } ? touched : touched.filter { $0.overlaps(path) }
            if observers[index].shown != nil, meeting.isEmpty { continue }
            guard knows(path) else {
                observers[index].isCurrent = false
                continue
            }
            let (value, isStored) = formedView(at: path)
            let wasCurrent = observers[index].isCurrent
            observers[index].isCurrent = isStored
            if case .some(let shown) = observers[index].shown,
               wasCurrent && isStored ? Self.isSame(shown, value, at: path, changedAt: meeting) : shown == value {
                continue
            }
            observers[index].shown = .some(value)
            effects.append(.log(.callback(BackendCallback(client: client, tag: observers[index].tag,
                                                           answer: .observed(path, value)))))
        }
    }

    /// Whether the view at `path` is still `shown`, given that it was `shown` before changes at
    /// `changes` and is `value` after them, both in stored form. When every change is below `path` with maps all the
    /// way down to it in both, the two views can differ only at the changes' paths, which are
    /// compared; otherwise the views are compared whole. (A view of a chat compares one message,
    /// not the chat.)
    static func isSame(_ shown: DatabaseValue?, _ value: DatabaseValue?, at path: DatabasePath,
                       changedAt changes: [DatabasePath]) -> Bool {
        for change in changes {
            guard change.keys.count > path.keys.count else { return shown == value }
            var before = shown, after = value
            for key in change.keys.dropFirst(path.keys.count) {
                guard case .map(let was) = before, case .map(let now) = after else { return shown == value }
                before = was[key]
                after = now[key]
            }
            if before != after { return false }
        }
        return true
    }

    /// Takes the waiting request `request` off the list, with its tag.
    mutating func answered(_ request: Int) -> Tag? {
        guard let index = waiting.firstIndex(where: { $0.request == request }) else { return nil }
        return waiting.remove(at: index).tag
    }
}

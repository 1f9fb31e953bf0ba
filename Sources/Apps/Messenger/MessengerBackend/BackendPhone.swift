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
        var value = cache.value(at: path)
        for write in writes {
            for change in write.changes {
                if let inside = change.path.relative(path) {
                    value = change.value?.value(at: inside)
                } else if let below = path.relative(change.path) {
                    var tree = DatabaseTree(value)
                    tree.set(change.value, at: below)
                    value = tree.root
                }
            }
        }
        return value
    }

    /// Stores the server's value at `path` and notes the path as received.
    mutating func receive(_ value: DatabaseValue?, at path: DatabasePath) {
        cache.set(value, at: path)
        guard !received.contains(where: { $0.contains(path) }) else { return }
        received.removeAll { path.contains($0) }
        received.append(path)
    }

    /// Answers every observer whose view changed (or that has its first value), in the order
    /// they were registered.
    mutating func refreshObservers(client: Int) -> [BackendEvent<Tag>] {
        var events: [BackendEvent<Tag>] = []
        for index in observers.indices {
            let path = observers[index].path
            guard knows(path) else { continue }
            let value = view(at: path)
            if case .some(let shown) = observers[index].shown, shown == value { continue }
            observers[index].shown = .some(value)
            events.append(.callback(BackendCallback(client: client, tag: observers[index].tag,
                                                     answer: .observed(path, value))))
        }
        return events
    }

    /// Takes the waiting request `request` off the list, with its tag.
    mutating func answered(_ request: Int) -> Tag? {
        guard let index = waiting.firstIndex(where: { $0.request == request }) else { return nil }
        return waiting.remove(at: index).tag
    }
}

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
    var cache = DatabaseTree() {
        didSet { views.forgetAll() }
    }
    /// The paths whose whole value the phone has received; none contains another. Changed only
    /// through ``receive(_:at:)`` and ``forgetReceived()``.
    private(set) var received: Set<DatabasePath> = []
    /// Writes sent (or held) and not acknowledged, oldest first, with their timestamps resolved
    /// at the phone's clock. Changed only through ``addWrite(_:)`` and ``removeWrite(at:)``.
    private(set) var writes: [PendingWrite] = []
    /// How many changes of `writes` are at each path: ``knows(_:)`` looks up a path's ancestors
    /// here instead of going through every pending write (thousands, queued offline).
    private(set) var writtenPaths: [DatabasePath: Int] = [:]
    /// The views last formed for the observers (``ViewMemos``).
    private var views = ViewMemos()
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

    /// Queues a write.
    mutating func addWrite(_ write: PendingWrite) {
        writes.append(write)
        for change in write.changes { writtenPaths[change.path, default: 0] += 1 }
    }

    /// Takes the write at `index` off the queue.
    @discardableResult
    mutating func removeWrite(at index: Int) -> PendingWrite {
        views.forgetAll()
        let write = writes.remove(at: index)
        for change in write.changes {
            let left = (writtenPaths[change.path] ?? 1) - 1
            writtenPaths[change.path] = left > 0 ? left : nil
        }
        return write
    }

    /// Whether the phone knows the whole value at `path`: received at it or above, or written
    /// at it or above by a pending write.
    func knows(_ path: DatabasePath) -> Bool {
        var ancestor: DatabasePath? = path
        while let current = ancestor {
            if received.contains(current) || writtenPaths[current] != nil { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Whether the phone has received the whole value at `path` (at it or above).
    func hasReceived(_ path: DatabasePath) -> Bool {
        var ancestor: DatabasePath? = path
        while let current = ancestor {
            if received.contains(current) { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Forgets what the server sent (signed out): the paths received, not the cache's values.
    mutating func forgetReceived() {
        received = []
    }

    /// What the phone sees at `path`: the received value with its pending writes on top.
    func view(at path: DatabasePath) -> DatabaseValue? {
        formedView(at: path).value
    }

    /// The view at `path`, and whether it is in stored form: the cache's values are, and so is a
    /// value a write below the path left; a write at or above the path shows its value as written.
    ///
    /// Only the writes that still show are applied: looking from the newest, a write at or above
    /// the path hides every older one, and a write below it of a value that is not empty hides
    /// older writes at or below its own path. Twenty thousand queued sends of a chat, each writing the whole list, apply one
    /// write, not twenty thousand copies of the list.
    func formedView(at path: DatabasePath) -> (value: DatabaseValue?, isStored: Bool) {
        var base: DatabaseChange?
        var showing: [DatabaseChange] = []
        var covered: Set<ArraySlice<String>> = []
        newest: for write in writes.reversed() {
            for change in write.changes.reversed() {
                if change.path.contains(path) {
                    base = change
                    break newest
                }
                guard path.contains(change.path) else { continue }
                let below = change.path.keys[path.keys.count...]
                var hidden = false
                for end in below.indices where covered.contains(below[..<(end + 1)]) {
                    hidden = true
                    break
                }
                if hidden { continue }
                // Only a value that stays hides what is below it: a deletion (or a map of empty
                // maps) below a leaf would leave the leaf, where an older write below it had
                // turned the leaf into a map.
                if change.value?.holdsLeaf == true { covered.insert(below) }
                showing.append(change)
            }
        }
        var value: DatabaseValue?
        var isStored = true
        if let base, let inside = base.path.relative(path) {
            value = base.value?.value(at: inside)
            isStored = false
        } else {
            value = cache.value(at: path)
        }
        for change in showing.reversed() {
            guard let below = path.relative(change.path) else { continue }
            if !isStored { value = value?.normalized }
            isStored = true
            DatabaseTree.set(change.value?.normalized, at: below.keys[...], in: &value)
        }
        return (value, isStored)
    }

    /// ``formedView(at:)`` for an observer: when only writes were queued since the view at
    /// `path` was last formed (the cache unchanged, no write taken off), those writes are applied
    /// on top of it, one after the other as ``formedView(at:)`` applies every write; so a queue of
    /// sends made offline costs each send its own write, not the whole queue.
    mutating func observedView(at path: DatabasePath) -> (value: DatabaseValue?, isStored: Bool) {
        var (value, isStored, applied): (DatabaseValue?, Bool, Int)
        if let memo = views.table[path], memo.applied <= writes.count {
            (value, isStored, applied) = (memo.value, memo.isStored, memo.applied)
        } else {
            (value, isStored) = formedView(at: path)
            applied = writes.count
        }
        for write in writes[applied...] {
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
        if views.table.count > 4 * observers.count + 16 { views.forgetAll() }
        views.table[path] = ViewMemos.Memo(value: value, isStored: isStored, applied: writes.count)
        return (value, isStored)
    }

    /// Stores the server's value at `path` (in stored form, as taken from its tree) and notes the
    /// path as received.
    mutating func receive(_ value: DatabaseValue?, at path: DatabasePath) {
        // The server sends values from its tree, in stored form.
        cache.set(stored: value, at: path)
        guard !hasReceived(path) else { return }
        received = received.filter { !path.contains($0) }
        received.insert(path)
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
            let (value, isStored) = observedView(at: path)
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

extension DatabaseValue {
    /// Whether the value holds a leaf (a string, number, boolean or timestamp), so stays a value
    /// once empty maps are removed; found at the first leaf.
    var holdsLeaf: Bool {
        guard case .map(let map) = self else { return true }
        return !map.allChildren { _, child in !child.holdsLeaf }
    }
}

/// The views a phone last formed for its observers, each with the number of pending writes it
/// includes; forgotten whenever the cache changes or a write is taken off the queue. Derived
/// from the phone's cache and writes, so it takes no part in `==`.
struct ViewMemos: Sendable, Equatable {
    struct Memo: Sendable {
        var value: DatabaseValue?
        var isStored: Bool
        /// How many of the pending writes, from the oldest, the view includes.
        var applied: Int
    }

    var table: [DatabasePath: Memo] = [:]

    mutating func forgetAll() {
        if !table.isEmpty { table = [:] }
    }

    static func == (lhs: ViewMemos, rhs: ViewMemos) -> Bool { true }
}

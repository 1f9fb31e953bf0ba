import VirtualClock

/// The effects the backend returns: delivery timers and its events.
public typealias BackendEffect<Tag: Sendable & Equatable> = Effect<BackendTimer, BackendEvent<Tag>>

/// Firebase as a world sees it — Authentication, the Realtime Database and Storage — simulated
/// on the virtual clock (docs/messenger.md, "The backend"): one server and one client per phone
/// (`client` is the phone's index in `users:` order), each phone with a link to the server that
/// takes `latency` seconds one way and delivers in order.
///
/// It is an ``AppModel``: a `Driver` runs it alone (tests), and a world model runs it inside
/// its own reducer — it sets ``now``, sends a phone's ``BackendAction/request(client:_:tag:)``,
/// runs the returned timers on its clock (sending ``BackendAction/wake(_:)`` when one fires),
/// and hands each ``BackendEvent/callback(_:)`` to its phone in order. `Tag` is the app's own
/// continuation: whatever the data layer needs to resume when the answer comes.
public struct Backend<Tag: Sendable & Equatable>: AppModel {
    public typealias Action = BackendAction<Tag>
    public typealias Timer = BackendTimer
    public typealias Event = BackendEvent<Tag>

    /// The virtual time; set it before each input.
    public var now: Double
    /// The server's database.
    public internal(set) var tree = DatabaseTree()
    /// Authentication's accounts, in the order they were created.
    public internal(set) var accounts: [BackendAccount] = []
    /// Storage's files, by path in the database's key order.
    public internal(set) var files: [StoredFile] = []
    /// Seconds an upload takes at the server, on top of its round trip.
    public let uploadTime: Double
    /// Per-message latencies, when exploring with jitter; nil uses each link's latency.
    public internal(set) var jitter: BackendJitter?

    /// Whether trace lines are made: off while the driver keeps no trace (``traceKept(_:)``).
    var tracing = TraceSwitch()

    var phones: [BackendPhone<Tag>]
    /// The paths each phone listens to, as the server knows them (by client, in path order).
    var listens: [[DatabasePath]]
    /// Messages not yet delivered, in the order they were made (so by number).
    var messages: [MessageEnvelope] = []
    /// The messages not held, by when they are due (``DueQueue``).
    var due = DueQueue()
    var nextMessage = 1

    /// A backend with one phone per latency (seconds one way; ``BackendLimits/seconds(_:)``
    /// bounds them), every phone online and signed out, an empty database.
    public init(latencies: [Double], uploadTime: Double = 1, jitter: BackendJitter? = nil, now: Double = 0) {
        self.now = now
        self.uploadTime = BackendLimits.seconds(uploadTime)
        self.jitter = jitter
        self.phones = latencies.map { BackendPhone(latency: BackendLimits.seconds($0)) }
        self.listens = latencies.map { _ in [] }
    }

    // MARK: Setting up a world before its first step (no messages)

    /// Stores `value` at `path` on the server at once, as a world's launch state (server
    /// timestamps in it taken at ``now``).
    public mutating func setUpValue(_ value: DatabaseValue?, at path: DatabasePath) {
        tree.set(value?.resolvingTimestamps(BackendDates.timestamp(at: now)), at: path)
    }

    /// Creates an account at once; false when the e-mail already has one.
    @discardableResult
    public mutating func setUpAccount(email: String, password: String) -> Bool {
        let account = BackendAccount(email: email, password: password)
        guard !accounts.contains(where: { $0.email == account.email }) else { return false }
        accounts.append(account)
        return true
    }

    /// Signs phone `client` in as `email` at once (signed-in at launch), or out for nil.
    public mutating func setUpSignedIn(client: Int, email: String?) {
        guard phones.indices.contains(client) else { return }
        phones[client].user = email?.lowercased()
    }

    // MARK: Queries

    /// The number of phones.
    public var clientCount: Int { phones.count }

    /// The server's subtree at `path`; nil when absent.
    public func serverValue(at path: DatabasePath) -> DatabaseValue? {
        tree.value(at: path)
    }

    /// Whether nothing is left to happen: no message in flight or held on any link, no upload
    /// at work, no write waiting for its acknowledgement (`expect: quiet: true`).
    public var isQuiet: Bool {
        messages.isEmpty && phones.allSatisfy { $0.writes.isEmpty }
    }

    /// Phone `client`'s writes not yet acknowledged (0 for an unknown client).
    public func pendingWriteCount(client: Int) -> Int {
        phones.indices.contains(client) ? phones[client].writes.count : 0
    }

    /// Messages on links or at work: (in flight, held by an offline link).
    public var messageCounts: (inFlight: Int, held: Int) {
        let held = messages.count { $0.isHeld }
        return (messages.count - held, held)
    }

    /// Whether phone `client`'s link is online.
    public func isOnline(client: Int) -> Bool {
        phones.indices.contains(client) && phones[client].isOnline
    }

    /// The e-mail phone `client` is signed in as; nil when signed out.
    public func signedInEmail(client: Int) -> String? {
        phones.indices.contains(client) ? phones[client].user : nil
    }

    /// What phone `client` sees at `path`: the server's value it last received there with its
    /// own unacknowledged writes on top; nil when absent, or when the phone does not know the
    /// path (``knowsValue(client:at:)``).
    public func visibleValue(client: Int, at path: DatabasePath) -> DatabaseValue? {
        guard phones.indices.contains(client) else { return nil }
        return phones[client].view(at: path)
    }

    /// Whether phone `client` knows the whole value at `path`: it received it (at the path or
    /// above), or a write of its own not yet acknowledged set it. Offline, a read is answered
    /// from the phone at once exactly when this holds.
    public func knowsValue(client: Int, at path: DatabasePath) -> Bool {
        phones.indices.contains(client) && phones[client].knows(path)
    }

    /// The paths phone `client` observes, one per observer, in the order registered.
    public func observedPaths(client: Int) -> [DatabasePath] {
        phones.indices.contains(client) ? phones[client].observers.map { $0.path } : []
    }

    /// Phone `client`'s link latency in seconds.
    public func latency(client: Int) -> Double {
        phones.indices.contains(client) ? phones[client].latency : 0
    }

    /// Messages in flight and held, and each phone's pending writes.
    public var summary: BackendSummary {
        let counts = messageCounts
        return BackendSummary(inFlight: counts.inFlight, held: counts.held,
                              pendingWrites: phones.map { $0.writes.count })
    }

    // MARK: Inputs

    /// Handles a request, a change of network, or a delivery, at ``now``.
    public mutating func reduce(_ action: Action) -> [BackendEffect<Tag>] {
        switch action {
        case let .request(client, request, tag):
            guard phones.indices.contains(client) else { return [] }
            return handle(request, from: client, tag: tag)
        case let .network(client, online):
            guard phones.indices.contains(client) else { return [] }
            return online ? bringOnline(client) : takeOffline(client)
        case .wake(let timer):
            return wake(timer)
        }
    }

    public static func action(firing timer: BackendTimer) -> Action {
        .wake(timer)
    }

    public mutating func traceKept(_ isKept: Bool) {
        tracing.isOn = isKept
    }

    /// Appends the trace line `trace` to `effects`, made only when traces are kept.
    func log(_ trace: @autoclosure () -> BackendTrace, into effects: inout [BackendEffect<Tag>]) {
        if tracing.isOn { effects.append(.log(.trace(trace()))) }
    }
}

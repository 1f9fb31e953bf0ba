import Devices
import MessengerBackend
import MessengerData
import MessengerModel
import VirtualClock

/// A Messenger world (docs/messenger.md, docs/worlds.md): every user's phone and the backend
/// with each phone's data layer, on one clock. Phones ask their data layer in `DataRequest`s
/// (drained from their outbox after each input); the data layer talks to the backend, whose
/// answers come back to the data layer and, as results, to the phone that asked — all inside
/// this one reducer, so everything due at one instant happens in the order the backend's rules
/// say (messages in the order sent, then users in `users:` order), never by thread timing.
public struct MessengerWorld: AppModel {
    public var now: Double
    /// The phones, in `users:` order.
    public internal(set) var phones: [MessengerPhone]
    /// The users, in `users:` order.
    public let users: [WorldUser]
    /// Their keys, for the trace's summaries.
    let userKeys: [String]
    /// The data layers and the backend.
    public internal(set) var data: DataWorld<Int>
    /// Each phone's requests waiting for their result, by ticket.
    var asked: [[Int: DataRequest.Kind]]
    /// Conversation ids a phone's `createConversation` requests will report, by ticket.
    var creating: [[Int: String]]
    /// Messages whose send reported success to the phone that sent them, in the order reported
    /// (what `explore`'s invariant W2 checks against the server).
    public internal(set) var confirmedSends: [ConfirmedSend] = []
    /// The messages of requests not yet answered, by phone and ticket.
    var sending: [[Int: OutgoingMessage]]
    /// The message ids of media uploaded for a message, by phone and upload path: the message
    /// sent when the upload answers has the id its file was named after, as the tutorial's
    /// picker makes one id for both.
    var mediaMessageIDs: [[String: String]]
    /// The message list last handed to each phone, with the ticket of the observer it answered
    /// (``HandedMessages``).
    var handed: [HandedMessages?]
    /// Whether the world's `.log` events are made: off while the driver keeps no trace
    /// (``traceKept(_:)``), when nothing would read them.
    var tracing = TraceSwitch()

    /// The world at launch: accounts that exist are on the server as registered through the
    /// app, in `users:` order; signed-in users' phones show Chats.
    /// With `jitter`, every message on any link takes a latency drawn from it (`explore --jitter`).
    public init(users: [WorldUser], latencies: [Double], dataLayer: DataLayerKind, uploadTime: Double,
                jitter: BackendJitter? = nil) {
        self.now = 0
        self.users = users
        self.userKeys = users.map { $0.key }
        var backend = Backend<DataTag>(latencies: latencies, uploadTime: uploadTime, jitter: jitter)
        var layers: [DataLayer<Int>] = []
        for (index, user) in users.enumerated() {
            if user.account != .none { backend.setUpAccount(email: user.email, password: user.password) }
            if user.account == .signedIn { backend.setUpSignedIn(client: index, email: user.email) }
            layers.append(DataLayer(kind: dataLayer, identity: user.account == .signedIn ? user.identity : nil))
        }
        backend.setUpValue(Self.launchTree(users: users, dataLayer: dataLayer), at: .root)
        self.data = DataWorld(backend: backend, layers: layers)
        self.phones = users.map { user in
            MessengerPhone(device: user.device, account: user.account == .signedIn
                ? Account(email: user.email, name: user.identity.name) : nil)
        }
        self.asked = users.map { _ in [:] }
        self.creating = users.map { _ in [:] }
        self.sending = users.map { _ in [:] }
        self.mediaMessageIDs = users.map { _ in [:] }
        self.handed = users.map { _ in nil }
    }

    /// The server's tree at launch: each existing account registered through the data layer's
    /// own `insertUser`, in `users:` order, on links without latency, before time 0.
    static func launchTree(users: [WorldUser], dataLayer: DataLayerKind) -> DatabaseValue? {
        let setup = DataWorld<Int>(backend: Backend(latencies: users.map { _ in 0 }, uploadTime: 0),
                                   layers: users.map { _ in DataLayer(kind: dataLayer) })
        var driver = Driver(state: setup, isTracing: false)
        for (index, user) in users.enumerated() where user.account != .none {
            driver.send(.start(client: index, .insertUser(user.identity), caller: 0), at: 0)
            driver.advance(to: 0)
        }
        return driver.state.backend.serverValue(at: .root)
    }

    /// The world's effects.
    public typealias WorldEffect = Effect<MessengerWorldTimer, MessengerWorldEvent>

    /// Sends the requests the phones made at launch (a signed-in phone observes its list).
    public mutating func launch() -> [WorldEffect] {
        var effects: [WorldEffect] = []
        for index in phones.indices {
            sendRequests(of: index, into: &effects)
        }
        return effects
    }

    public mutating func reduce(_ action: MessengerWorldAction) -> [WorldEffect] {
        // Every step below appends to this one list, in order; room for the usual effects at once.
        var effects: [WorldEffect] = []
        effects.reserveCapacity(8)
        switch action {
        case .launch:
            return launch()
        case let .phone(index, input):
            runPhone(index, input, into: &effects)
        case let .network(index, online):
            runData(.network(client: index, online: online), into: &effects)
        case .timer(.phone(let index, let timer)):
            runPhone(index, .timerFired(timer), into: &effects)
        case .timer(.backend(let timer)):
            runData(.backend(timer), into: &effects)
        }
        return effects
    }

    public static func action(firing timer: MessengerWorldTimer) -> MessengerWorldAction { .timer(timer) }

    public mutating func traceKept(_ isKept: Bool) {
        tracing.isOn = isKept
        data.traceKept(isKept)
        for index in phones.indices { phones[index].traceKept(isKept) }
    }

    /// The photo each file in Storage holds, by path: what a renderer draws for a media message
    /// or an avatar shown by its upload's path.
    public var uploadedPhotos: [String: String] {
        Dictionary(data.backend.files.map { ($0.path, $0.content) }, uniquingKeysWith: { $1 })
    }

    /// Per phone, its screen name; then the backend's counts.
    public var summary: MessengerWorldSummary {
        MessengerWorldSummary(users: userKeys, screens: phones.map { $0.screen }, backend: data.summary)
    }

    /// Phone `index` as it is at the world's time: a phone's own clock moves only with its
    /// inputs, so what it shows in between (a keyboard lowering, a push) is read at the world's.
    public func phone(_ index: Int) -> MessengerPhone {
        var phone = phones[index]
        phone.now = now
        return phone
    }

    /// One input to phone `index`, then the requests it made; their effects appended to `effects`.
    mutating func runPhone(_ index: Int, _ input: MessengerAction, into effects: inout [WorldEffect]) {
        guard phones.indices.contains(index) else { return }
        phones[index].now = now
        for effect in phones[index].reduce(input) {
            switch effect {
            case let .schedule(timer, delay): effects.append(.schedule(.phone(index, timer), after: delay))
            case .cancel(let timer): effects.append(.cancel(.phone(index, timer)))
            case .log(let event): if tracing.isOn { effects.append(.log(.phone(index, event))) }
            }
        }
        sendRequests(of: index, into: &effects)
    }

    /// Starts, in order, the data operations of phone `index`'s new requests.
    mutating func sendRequests(of index: Int, into effects: inout [WorldEffect]) {
        for request in phones[index].drainOutbox() {
            if tracing.isOn { effects.append(.log(.asked(index, request.kind))) }
            asked[index][request.ticket] = request.kind
            for operation in operations(for: request, of: index) {
                runData(.start(client: index, operation, caller: request.ticket), into: &effects)
            }
        }
    }

    /// One input to the data layers and the backend, then each result handed to its phone.
    mutating func runData(_ input: DataWorld<Int>.Action, into effects: inout [WorldEffect]) {
        data.now = now
        // Taken out one by one, in order, each moved rather than copied.
        var produced = data.reduce(input)
        produced.reverse()
        while let effect = produced.popLast() {
            switch effect {
            case let .schedule(timer, delay): effects.append(.schedule(.backend(timer), after: delay))
            case .cancel(let timer): effects.append(.cancel(.backend(timer)))
            case .log(.trace(let trace)): effects.append(.log(.backend(trace)))
            case let .log(.result(client, ticket, result)):
                guard let answer = answer(to: ticket, of: client, result) else { continue }
                runPhone(client, answer, into: &effects)
            }
        }
    }
}

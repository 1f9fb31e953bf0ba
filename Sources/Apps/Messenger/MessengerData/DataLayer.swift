import MessengerBackend

/// One phone's data layer, as pure logic over the backend (docs/messenger.md, "The data
/// layers"): the screens start operations (``start(_:caller:)``), the layer asks the backend
/// for reads and writes tagged with the operation's number, and each answer
/// (``resume(_:)``) moves the operation on by one step, until it answers its caller.
///
/// `Caller` is the screens' own continuation: every ``DataResult`` carries the value the
/// operation was started with.
public struct DataLayer<Caller: Sendable & Equatable>: Sendable, Equatable {
    /// Tutorial or atomic.
    public let kind: DataLayerKind
    /// The signed-in user's e-mail, as the tutorial caches it (`UserDefaults`' `email`): set
    /// when logging in or registering succeeds, removed by Log Out. Operations that need it do
    /// nothing without it, as the tutorial's `guard … else { return }` does.
    public var email: String?
    /// The user's name as cached (`UserDefaults`' `name`): set when registering, and after
    /// logging in once the user's node has been read; creating a conversation needs it.
    public var name: String?
    /// Operations waiting for an answer, oldest first.
    var running: [Running] = []
    var nextOperation = 1
    /// The atomic layer's message keys: `<own-safe-email>-<counter, 6 digits>`.
    var messageCounter = 0
    /// The atomic layer's readings of the conversations it observes, by operation: what it read
    /// of the last value, so that the next is read where it changed (``MessageReading``). Not
    /// part of the layer's state: two layers that differ only here are equal.
    var readings: [Int: MessageReading] = [:]
    /// The tutorial layer's readings of the messages lists it observes, by operation
    /// (``MessageListReading``); not part of the layer's state either.
    var listReadings: [Int: MessageListReading] = [:]

    struct Running: Sendable, Equatable {
        var id: Int
        /// nil for a branch that answers no one (the tutorial's recipient update).
        var caller: Caller?
        var step: DataStep
    }

    /// A layer of `kind` with no operation running, signed in as `identity`.
    public init(kind: DataLayerKind, identity: ChatIdentity? = nil) {
        self.kind = kind
        self.email = identity?.email
        self.name = identity?.name
    }

    /// The cached user when both the e-mail and the name are cached.
    public var identity: ChatIdentity? {
        guard let email, let name else { return nil }
        return ChatIdentity(email: email, name: name)
    }

    /// The cached e-mail as a database key.
    var safeEmailCached: String? { email.map(safeEmail) }

    /// The number of operations waiting for the backend (observations included).
    public var runningCount: Int { running.count }

    /// Starts `operation` for `caller`.
    public mutating func start(_ operation: DataOperation, caller: Caller) -> DataOutput<Caller> {
        var output = DataOutput<Caller>()
        switch operation {
        case .stopObserving:
            for observation in running where observation.caller == caller && observation.isObservation {
                output.ask(.removeTaggedObservers, for: observation.id)
            }
            running.removeAll { $0.caller == caller && $0.isObservation }
            forgetReadings()
        case .stopAllObservations:
            running.removeAll { $0.isObservation }
            forgetReadings()
            output.ask(.removeAllObservers, for: 0)
        case .signOut:
            output.ask(.signOut, for: 0)
        case let .createAccount(email, password):
            output.ask(.createUser(email: email, password: password), for: begin(caller, .authenticating))
        case let .signIn(email, password):
            output.ask(.signIn(email: email, password: password), for: begin(caller, .authenticating))
        case let .upload(file, content):
            output.ask(.upload(file, content: content), for: begin(caller, .uploading))
        case .userExists(let email):
            guard let node = Self.path(safeEmail(email)) else { return failed(operation, caller) }
            output.ask(.observeSingleEvent(node), for: begin(caller, .userExistsRead))
        case .userName(let email):
            guard let node = Self.path(safeEmail(email)) else { return failed(operation, caller) }
            output.ask(.observeSingleEvent(node), for: begin(caller, .userNameRead))
        case .getAllUsers:
            output.ask(.observeSingleEvent(Self.users), for: begin(caller, .usersRead))
        case .observeConversations:
            guard let mine = safeEmailCached else { return output }
            guard let list = Self.path(mine, "conversations") else { return failed(operation, caller) }
            output.ask(.observe(list), for: begin(caller, .observingConversations))
        case .observeMessages(let id):
            guard let messages = Self.path(id, "messages") else { return failed(operation, caller) }
            output.ask(.observe(messages), for: begin(caller, .observingMessages))
        default:
            switch kind {
            case .tutorial: output = startTutorial(operation, caller: caller)
            case .atomic: output = startAtomic(operation, caller: caller)
            }
        }
        return output
    }

    /// Moves on the operation that `callback` answers; an answer to no running operation (an
    /// observation stopped meanwhile) does nothing.
    public mutating func resume(_ callback: BackendCallback<DataTag>) -> DataOutput<Caller> {
        guard let index = running.firstIndex(where: { $0.id == callback.tag.operation }) else { return DataOutput() }
        let operation = running[index]
        var output = DataOutput<Caller>()
        switch (operation.step, callback.answer) {
        case (.finishingWrite, .written(let error)):
            finish(operation.id)
            output.answer(operation.caller, .finished(error == nil))
        case (.ignoringWrite, .written):
            finish(operation.id)
        case (.userExistsRead, .read(_, let value)):
            finish(operation.id)
            output.answer(operation.caller, .exists(DataSnapshot.dictionary(value) != nil))
        case (.userNameRead, .read(_, let value)):
            finish(operation.id)
            let names = DataSnapshot.dictionary(value)
            let first = names?["first_name"]?.stringValue, last = names?["last_name"]?.stringValue
            output.answer(operation.caller, .name(first.map { $0 + " " + (last ?? "") }))
        case (.authenticating, .auth(let result)):
            finish(operation.id)
            output.answer(operation.caller, .auth(result))
        case (.uploading, .uploaded(let file)):
            finish(operation.id)
            output.answer(operation.caller, .uploaded(file))
        default:
            switch kind {
            case .tutorial: output = resumeTutorial(operation, with: callback.answer)
            case .atomic: output = resumeAtomic(operation, with: callback.answer)
            }
        }
        return output
    }

    // MARK: Helpers for the two layers

    /// Registers an operation waiting at `step`; returns its number.
    mutating func begin(_ caller: Caller?, _ step: DataStep) -> Int {
        let id = nextOperation
        nextOperation += 1
        running.append(Running(id: id, caller: caller, step: step))
        return id
    }

    /// Moves operation `id` to `step`.
    mutating func move(_ id: Int, to step: DataStep) {
        guard let index = running.firstIndex(where: { $0.id == id }) else { return }
        running[index].step = step
    }

    mutating func finish(_ id: Int) {
        running.removeAll { $0.id == id }
        readings[id] = nil
        listReadings[id] = nil
    }

    /// Drops the readings of observations no longer running.
    mutating func forgetReadings() {
        readings = readings.filter { reading in running.contains { $0.id == reading.key } }
        listReadings = listReadings.filter { reading in running.contains { $0.id == reading.key } }
    }

    /// The answer of an operation that cannot go on (a path the database refuses): what its
    /// caller gets on a failure.
    func failed(_ operation: DataOperation, _ caller: Caller) -> DataOutput<Caller> {
        var output = DataOutput<Caller>()
        switch operation {
        case .userExists: output.answer(caller, .exists(false))
        case .userName: output.answer(caller, .name(nil))
        case .getAllUsers: output.answer(caller, .users(nil))
        case .conversationExists: output.answer(caller, .conversation(nil))
        case .observeConversations: output.answer(caller, .conversations(nil))
        case .observeMessages: output.answer(caller, .messages(nil))
        case .insertUser, .createNewConversation, .sendMessage, .deleteConversation:
            output.answer(caller, .finished(false))
        case .stopObserving, .stopAllObservations, .createAccount, .signIn, .signOut, .upload:
            break
        }
        return output
    }

    /// `users`.
    static var users: DatabasePath { path("users") ?? .root }

    /// The path of `keys` from the root; nil when a key is not a valid database key (an e-mail
    /// with `#`, say), where the SDK would raise an exception.
    static func path(_ keys: String...) -> DatabasePath? {
        try? DatabasePath.root.descendant(keys).get()
    }
}

extension DataLayer {
    /// Equal when everything but the readings (a memo of what was read) is.
    public static func == (a: DataLayer, b: DataLayer) -> Bool {
        a.kind == b.kind && a.email == b.email && a.name == b.name && a.running == b.running && a.nextOperation == b.nextOperation
            && a.messageCounter == b.messageCounter
    }
}

extension DataLayer.Running {
    var isObservation: Bool {
        step == .observingConversations || step == .observingMessages
    }
}

import MessengerBackend
import MessengerData
import VirtualClock

/// Phones with data layers on one backend, run by the harness's `Driver`; callers are strings.
struct DataHarness {
    var driver: Driver<DataWorld<String>>
    let users: [ChatIdentity]

    /// One phone per user (`alice` → Alice Martin, alice@example.com; others without a last
    /// name), each phone signed in as its user and, when `registered`, every user registered
    /// through the layer one after the other before `t = 10`.
    init(_ kind: DataLayerKind, users keys: [String], latency: Double = 0.125, registered: Bool = true,
         server: (inout Backend<DataTag>) -> Void = { _ in }) {
        users = keys.map { key in
            ChatIdentity(email: "\(key)@example.com", firstName: key.prefix(1).uppercased() + key.dropFirst(),
                         lastName: key == "alice" ? "Martin" : "")
        }
        var backend = Backend<DataTag>(latencies: keys.map { _ in latency })
        for (client, user) in users.enumerated() {
            backend.setUpAccount(email: user.email, password: "password1")
            backend.setUpSignedIn(client: client, email: user.email)
        }
        server(&backend)
        let layers = users.map { DataLayer<String>(kind: kind, identity: $0) }
        driver = Driver(state: DataWorld(backend: backend, layers: layers))
        for (client, user) in users.enumerated() where registered {
            driver.send(.start(client: client, .insertUser(user), caller: "setup"), at: 0)
            settle()
        }
    }

    var backend: Backend<DataTag> { driver.state.backend }

    mutating func start(_ client: Int, _ operation: DataOperation, caller: String = "", at time: Double) {
        driver.send(.start(client: client, operation, caller: caller), at: time)
    }

    mutating func network(_ client: Int, online: Bool, at time: Double) {
        driver.send(.network(client: client, online: online), at: time)
    }

    mutating func settle() {
        while let next = driver.nextDeadline { driver.advance(to: next) }
    }

    /// The results for `caller`, with their times and phones.
    func results(_ caller: String) -> [(time: Double, client: Int, result: DataResult)] {
        driver.trace.flatMap { entry in
            entry.events.compactMap { event -> (Double, Int, DataResult)? in
                guard case let .result(client, tagged, result) = event, tagged == caller else { return nil }
                return (entry.time, client, result)
            }
        }
    }

    /// The server's value at `text`.
    func server(_ text: String) throws -> DatabaseValue? {
        backend.serverValue(at: try DatabasePath.parse(text).get())
    }

    /// Top-level `conversation_…` nodes whose id names both users' safe e-mails.
    func conversations(between a: Int, _ b: Int) -> Int {
        let names = [users[a].safeEmail, users[b].safeEmail]
        return (backend.serverValue(at: .root)?.children ?? []).count { child in
            child.key.hasPrefix("conversation_") && names.allSatisfy { child.key.contains($0) }
        }
    }

    /// The message user `from` sends to user `to` at `time`.
    func message(_ text: String, from: Int, to: Int, at time: Double) -> OutgoingMessage {
        OutgoingMessage(from: users[from], to: users[to].safeEmail, kind: .text, content: text, at: time)
    }

    /// User `from` starts a conversation with user `to` by sending `text` at `time`, and the
    /// world settles; returns the conversation's node.
    mutating func startConversation(_ text: String, from: Int, to: Int, at time: Double) -> String {
        let message = self.message(text, from: from, to: to, at: time)
        start(from, .createNewConversation(otherEmail: users[to].safeEmail, name: users[to].name, message: message), at: time)
        settle()
        return driver.state.layers[from].kind == .tutorial
            ? "conversation_\(message.id)" : DataLayer<String>.atomicConversationID(users[from].safeEmail, users[to].safeEmail)
    }

    /// User `from` sends `text` to user `to` in `conversation` at `time`.
    mutating func send(_ text: String, from: Int, to: Int, in conversation: String, caller: String = "", at time: Double) {
        start(from, .sendMessage(conversation: conversation, otherEmail: users[to].safeEmail, name: users[to].name,
                                 message: message(text, from: from, to: to, at: time)), caller: caller, at: time)
    }
}

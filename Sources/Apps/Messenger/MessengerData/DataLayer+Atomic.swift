import MessengerBackend

// The corrected data layer: one conversation id per pair of users, children added by key,
// server timestamps, and each message written with both users' entries in one atomic update.

extension DataLayer {
    /// The conversation of two users: `conversation_<a>_<b>` of their safe e-mails in the
    /// database's key order, the same whoever starts it.
    public static func atomicConversationID(_ one: String, _ other: String) -> String {
        let (a, b) = DatabaseKeyOrder.precedes(other, one) ? (other, one) : (one, other)
        return "conversation_\(a)_\(b)"
    }

    /// Whether the top-level node `key` is a conversation that names the user `safeEmail`: in
    /// both layers' ids (`conversation_<a>_<b>`, `conversation_<other>_<own>_<date>`) a safe
    /// e-mail is a whole part between underscores, so `al-example-com` is not named by an id of
    /// `bal-example-com`.
    public static func conversation(_ key: String, names safeEmail: String) -> Bool {
        guard key.hasPrefix("conversation_") else { return false }
        return key.contains("_\(safeEmail)_") || key.hasSuffix("_\(safeEmail)")
    }

    mutating func startAtomic(_ operation: DataOperation, caller: Caller) -> DataOutput<Caller> {
        var output = DataOutput<Caller>()
        switch operation {
        case .insertUser(let user):
            guard let first = Self.path(user.safeEmail, "first_name"), let last = Self.path(user.safeEmail, "last_name"),
                  let listed = Self.path("users", user.safeEmail)
            else { return failed(operation, caller) }
            output.ask(.updateChildValues([
                DatabaseChange(first, .string(user.firstName)), DatabaseChange(last, .string(user.lastName)),
                DatabaseChange(listed, ["name": .string(user.name)]),
            ]), for: begin(caller, .finishingWrite))
        case .conversationExists(let other):
            guard let mine = safeEmailCached else { return output }
            output.answer(caller, .conversation(Self.atomicConversationID(mine, other)))
        case let .createNewConversation(other, name, message):
            guard let me = identity else { return output }
            return send(message, in: Self.atomicConversationID(me.safeEmail, other), from: me, to: other, name: name,
                        operation: operation, caller: caller)
        case let .sendMessage(id, other, name, message):
            guard let me = identity else { return output }
            return send(message, in: id, from: me, to: other, name: name, operation: operation, caller: caller)
        case .deleteConversation(let id):
            guard let mine = safeEmailCached else { return output }
            guard let entry = Self.path(mine, "conversations", id) else { return failed(operation, caller) }
            output.ask(.setValue(entry, nil), for: begin(caller, .finishingWrite))
        case .userExists, .userName, .getAllUsers, .observeConversations, .observeMessages, .stopObserving, .stopAllObservations,
             .createAccount, .signIn, .signOut, .upload:
            break
        }
        return output
    }

    /// One atomic update: the message as a new child of the conversation's messages, and both
    /// users' entries with their `latest_message`, dated by the server.
    mutating func send(_ message: OutgoingMessage, in conversation: String, from me: ChatIdentity, to other: String,
                               name: String, operation: DataOperation, caller: Caller) -> DataOutput<Caller> {
        messageCounter += 1
        let digits = String(messageCounter)
        let key = "\(me.safeEmail)-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        guard let stored = Self.path(conversation, "messages", key),
              let mine = Self.path(me.safeEmail, "conversations", conversation),
              let theirs = Self.path(other, "conversations", conversation)
        else { return failed(operation, caller) }
        let latest = AtomicLayouts.latest.map(.serverTimestamp, false, .string(message.content))
        let entry = AtomicLayouts.message.map(.string(message.content), .serverTimestamp, .string(key), false,
                                              .string(name), .string(me.safeEmail), .string(message.kind.rawValue))
        var output = DataOutput<Caller>()
        output.ask(.updateChildValues(Array([
            DatabaseChange(stored, entry),
            DatabaseChange(mine, AtomicLayouts.entry.map(latest, .string(name), .string(other))),
            DatabaseChange(theirs, AtomicLayouts.entry.map(latest, .string(me.name), .string(me.safeEmail))),
        ].dropLast(MessengerMutants.recipientEntryLeftOut.isOn ? 1 : 0))), for: begin(caller, .finishingWrite))
        return output
    }

    mutating func resumeAtomic(_ operation: Running, with answer: BackendCallback<DataTag>.Answer) -> DataOutput<Caller> {
        var output = DataOutput<Caller>()
        switch (operation.step, answer) {
        case (.usersRead, .read(_, let value)):
            finish(operation.id)
            let users = value?.children.compactMap { child in
                child.value["name"]?.stringValue.map { ChatUser(name: $0, safeEmail: child.key) }
            } ?? []
            output.answer(operation.caller, .users(users))
        case (.observingConversations, .observed(_, let value)):
            output.answer(operation.caller, .conversations(DataSnapshot.keyedEntries(value)))
        case (.observingMessages, .observed(_, let value)):
            // By date, then key; read where the value changed since the last (MessageReading).
            var reading = readings.removeValue(forKey: operation.id) ?? MessageReading()
            let messages = reading.read(value)
            output.answer(operation.caller, .messages(messages, unchanged: reading.unchanged))
            readings[operation.id] = reading
        default:
            break
        }
        return output
    }
}

/// The maps the atomic layer writes at every message, their keys laid out once
/// (``DatabaseMapLayout``): a message, a `latest_message`, and a user's entry for the conversation.
enum AtomicLayouts {
    static let message = DatabaseMapLayout("content", "date", "id", "is_read", "name", "sender_email", "type")
    static let latest = DatabaseMapLayout("date", "is_read", "message")
    static let entry = DatabaseMapLayout("latest_message", "name", "other_user_email")
}

import MessengerBackend

// The tutorial's data layer, step by step as its code does: whole nodes and lists read, changed
// on the phone and written back, so reads and writes of several phones interleave.

extension DataLayer {
    mutating func startTutorial(_ operation: DataOperation, caller: Caller) -> DataOutput<Caller> {
        var output = DataOutput<Caller>()
        switch operation {
        case .insertUser(let user):
            guard let node = Self.path(user.safeEmail) else { return failed(operation, caller) }
            let names: DatabaseValue = ["first_name": .string(user.firstName), "last_name": .string(user.lastName)]
            output.ask(.setValue(node, names), for: begin(caller, .insertWroteNode(user)))
        case .conversationExists(let other):
            guard let mine = safeEmailCached else { return output }
            guard let list = Self.path(other, "conversations") else { return failed(operation, caller) }
            output.ask(.observeSingleEvent(list), for: begin(caller, .conversationExistsRead(mine: mine)))
        case let .createNewConversation(other, name, message):
            guard let me = identity else { return output }
            guard let node = Self.path(me.safeEmail) else { return failed(operation, caller) }
            let conversation = DataStep.Conversation(me: me, id: "conversation_\(message.id)", otherEmail: other,
                                                     name: name, message: message)
            output.ask(.observeSingleEvent(node), for: begin(caller, .createReadMine(conversation)))
        case let .sendMessage(id, other, name, message):
            // Only the e-mail is read here; the message carries the other user's name.
            guard let email else { return output }
            let me = ChatIdentity(email: email, name: self.name ?? "")
            guard let messages = Self.path(id, "messages") else { return failed(operation, caller) }
            let conversation = DataStep.Conversation(me: me, id: id, otherEmail: other, name: name, message: message)
            output.ask(.observeSingleEvent(messages), for: begin(caller, .sendReadMessages(conversation)))
        case .deleteConversation(let id):
            guard let mine = safeEmailCached else { return output }
            guard let list = Self.path(mine, "conversations") else { return failed(operation, caller) }
            output.ask(.observeSingleEvent(list), for: begin(caller, .deleteRead(id: id)))
        case .userExists, .userName, .getAllUsers, .observeConversations, .observeMessages, .stopObserving, .stopAllObservations,
             .createAccount, .signIn, .signOut, .upload:
            break
        }
        return output
    }

    mutating func resumeTutorial(_ operation: Running, with answer: BackendCallback<DataTag>.Answer) -> DataOutput<Caller> {
        var output = DataOutput<Caller>()
        let id = operation.id
        switch (operation.step, answer) {
        case (.insertWroteNode(let user), .written(let error)):
            guard error == nil else { return finished(operation, false) }
            move(id, to: .insertReadUsers(user))
            output.ask(.observeSingleEvent(Self.users), for: id)
        case (.insertReadUsers(let user), .read(_, let value)):
            // A value that is not a list of string dictionaries is replaced by a one-entry list.
            var users = DataSnapshot.listOfStringDictionaries(value)?
                .map { DatabaseMap($0.mapValues { DatabaseValue.string($0) }) } ?? []
            users.append(["name": .string(user.name), "email": .string(user.safeEmail)])
            move(id, to: .finishingWrite)
            output.ask(.setValue(Self.users, DataSnapshot.list(users)), for: id)
        case (.usersRead, .read(_, let value)):
            finish(id)
            let users = DataSnapshot.listOfStringDictionaries(value)?.compactMap { entry -> ChatUser? in
                guard let name = entry["name"], let email = entry["email"] else { return nil }
                return ChatUser(name: name, safeEmail: email)
            }
            output.answer(operation.caller, .users(users))
        case (.conversationExistsRead(let mine), .read(_, let value)):
            finish(id)
            let found = DataSnapshot.listOfDictionaries(value)?.first { $0["other_user_email"]?.stringValue == mine }
            output.answer(operation.caller, .conversation(found?["id"]?.stringValue))
        case (.createReadMine(let conversation), .read(let node, let value)):
            return createConversation(operation, conversation, node: node, read: value)
        case (.createReadTheirs(let entry), .read(let list, let value)):
            // The recipient's list, set without waiting for the acknowledgement.
            var entries = DataSnapshot.listOfDictionaries(value) ?? []
            entries.append(entry.mapChildren ?? [:])
            move(id, to: .ignoringWrite)
            output.ask(.setValue(list, DataSnapshot.list(entries)), for: id)
        case (.createWroteMine(let conversation), .written(let error)):
            guard error == nil, let node = Self.path(conversation.id) else { return finished(operation, false) }
            move(id, to: .finishingWrite)
            output.ask(.setValue(node, ["messages": [conversation.messageEntry]]), for: id)
        case (.sendReadMessages(let conversation), .read(let path, let value)):
            guard var messages = DataSnapshot.listOfDictionaries(value) else { return finished(operation, false) }
            messages.append(conversation.messageEntry.mapChildren ?? [:])
            move(id, to: .sendWroteMessages(conversation))
            output.ask(.setValue(path, DataSnapshot.list(messages)), for: id)
        case (.sendWroteMessages(let conversation), .written(let error)):
            guard error == nil, let list = Self.path(conversation.me.safeEmail, "conversations") else {
                return finished(operation, false)
            }
            move(id, to: .sendReadMine(conversation))
            output.ask(.observeSingleEvent(list), for: id)
        case (.sendReadMine(let conversation), .read(let path, let value)):
            let entries = Self.latest(in: value, conversation, entry: conversation.myEntry)
            move(id, to: .sendWroteMine(conversation))
            output.ask(.setValue(path, DataSnapshot.list(entries)), for: id)
        case (.sendWroteMine(let conversation), .written(let error)):
            guard error == nil, let list = Self.path(conversation.otherEmail, "conversations") else {
                return finished(operation, false)
            }
            move(id, to: .sendReadTheirs(conversation))
            output.ask(.observeSingleEvent(list), for: id)
        case (.sendReadTheirs(let conversation), .read(let path, let value)):
            let entries = Self.latest(in: value, conversation, entry: conversation.theirEntry)
            move(id, to: .finishingWrite)
            output.ask(.setValue(path, DataSnapshot.list(entries)), for: id)
        case (.deleteRead(let conversation), .read(let path, let value)):
            // Not a list: the tutorial does nothing, and never answers.
            guard var entries = DataSnapshot.listOfDictionaries(value) else {
                finish(id)
                return output
            }
            // No entry with that id: the tutorial's `remove(at:)` would crash; this layer
            // answers a failure and writes nothing.
            guard let index = entries.firstIndex(where: { $0["id"]?.stringValue == conversation }) else {
                return finished(operation, false)
            }
            entries.remove(at: index)
            move(id, to: .finishingWrite)
            output.ask(.setValue(path, DataSnapshot.list(entries)), for: id)
        case (.observingConversations, .observed(_, let value)):
            let entries = DataSnapshot.listOfDictionaries(value)?.compactMap { DataSnapshot.entry($0) }
            output.answer(operation.caller, .conversations(entries))
        case (.observingMessages, .observed(_, let value)):
            // Read where the list changed since the last value (MessageListReading).
            var reading = listReadings.removeValue(forKey: operation.id) ?? MessageListReading()
            let messages = DataSnapshot.listOfDictionaries(value).map { reading.messages(of: $0) }
            listReadings[operation.id] = reading
            output.answer(operation.caller, .messages(messages))
        default:
            break
        }
        return output
    }

    /// Ends `operation` with `.finished(success)`.
    mutating func finished(_ operation: Running, _ success: Bool) -> DataOutput<Caller> {
        finish(operation.id)
        var output = DataOutput<Caller>()
        output.answer(operation.caller, .finished(success))
        return output
    }

    /// `createNewConversation` once the user's node is read: at the same instant, the
    /// recipient's list is read (a branch nobody waits for) and the whole node is written back
    /// with the new entry.
    mutating func createConversation(_ operation: Running, _ conversation: DataStep.Conversation,
                                             node: DatabasePath, read value: DatabaseValue?) -> DataOutput<Caller> {
        guard var user = DataSnapshot.dictionary(value),
              let theirs = Self.path(conversation.otherEmail, "conversations")
        else { return finished(operation, false) }
        var output = DataOutput<Caller>()
        let branch = begin(nil, .createReadTheirs(entry: conversation.theirEntry))
        output.ask(.observeSingleEvent(theirs), for: branch)
        var entries = DataSnapshot.listOfDictionaries(user["conversations"]) ?? []
        entries.append(conversation.myEntry.mapChildren ?? [:])
        user["conversations"] = DataSnapshot.list(entries)
        move(operation.id, to: .createWroteMine(conversation))
        output.ask(.setValue(node, .map(user)), for: operation.id)
        return output
    }

    /// A conversations list with the entry of `conversation` given its new `latest_message`, or
    /// `entry` appended when there is none (a one-entry list when the value is not a list).
    static func latest(in value: DatabaseValue?, _ conversation: DataStep.Conversation,
                               entry: DatabaseValue) -> [DatabaseMap] {
        guard var entries = DataSnapshot.listOfDictionaries(value) else { return [entry.mapChildren ?? [:]] }
        if let index = entries.firstIndex(where: { $0["id"]?.stringValue == conversation.id }) {
            entries[index]["latest_message"] = conversation.latest
        } else {
            entries.append(entry.mapChildren ?? [:])
        }
        return entries
    }
}

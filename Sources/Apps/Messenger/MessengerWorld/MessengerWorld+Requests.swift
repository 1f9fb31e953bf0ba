import MessengerBackend
import MessengerData
import MessengerModel

/// The phone's requests as the data layer's operations, and the data layer's results as the
/// phone's inputs: the seam between the screens (MessengerModel) and the data layer
/// (MessengerData), as the tutorial's view controllers call its `DatabaseManager`.
extension MessengerWorld {
    /// The operations that carry out `request` of phone `index`, in order.
    mutating func operations(for request: DataRequest, of index: Int) -> [DataOperation] {
        // The message's id needs only the sender's e-mail; the layer does nothing without it.
        let layer = data.layers[index]
        let identity = ChatIdentity(email: layer.email ?? users[index].email, name: layer.name ?? "")
        switch request.kind {
        case let .signIn(email, password): return [.signIn(email: email, password: password)]
        case .loadName(let email): return [.userName(email: email)]
        case .checkEmailExists(let email): return [.userExists(email: email)]
        case let .createAccount(email, password): return [.createAccount(email: email, password: password)]
        case let .insertUser(first, last, email):
            let user = ChatIdentity(email: email, firstName: first, lastName: last)
            data.setIdentity(user, client: index)
            return [.insertUser(user)]
        case let .uploadAvatar(photo, email):
            return [.upload(.profilePicture(safeEmail: MessengerBackend.safeEmail(email)), content: photo)]
        case .observeConversations: return [.observeConversations]
        case .loadUsers: return [.getAllUsers]
        case .conversationExists(let other): return [.conversationExists(otherEmail: MessengerBackend.safeEmail(other))]
        case let .createConversation(other, name, content):
            let otherSafe = MessengerBackend.safeEmail(other)
            let message = outgoing(content, from: identity, to: otherSafe)
            creating[index][request.ticket] = data.layers[index].kind == .atomic
                ? DataLayer<Int>.atomicConversationID(identity.safeEmail, otherSafe) : "conversation_\(message.id)"
            sending[index][request.ticket] = message
            return [.createNewConversation(otherEmail: otherSafe, name: name, message: message)]
        case let .sendMessage(conversation, other, name, content):
            let otherSafe = MessengerBackend.safeEmail(other)
            var message = outgoing(content, from: identity, to: otherSafe)
            switch content {
            case .photo(let path), .video(let path):
                // A media message keeps the id its upload was named after.
                if let id = mediaMessageIDs[index].removeValue(forKey: path) { message.id = id }
            case .text:
                break
            }
            sending[index][request.ticket] = message
            return [.sendMessage(conversation: conversation, otherEmail: otherSafe, name: name, message: message)]
        case .deleteConversation(let id): return [.deleteConversation(id: id)]
        case .observeMessages(let conversation): return [.observeMessages(conversation: conversation)]
        case let .uploadMedia(kind, photo, _, other):
            // Named after the id of the message it becomes (`<other>_<own>_<date>`, made now).
            let id = outgoing(.text(""), from: identity, to: MessengerBackend.safeEmail(other)).id
            let file: StorageFile = kind == .photo ? .photoMessage(id: id) : .videoMessage(id: id)
            mediaMessageIDs[index][file.path] = id
            return [.upload(file, content: photo)]
        case .signOut:
            data.setIdentity(nil, client: index)
            return [.stopAllObservations, .signOut]
        }
    }

    /// The message a phone sends now, as the chat screen makes it.
    func outgoing(_ content: MessageContent, from identity: ChatIdentity, to otherSafe: String) -> OutgoingMessage {
        switch content {
        case .text(let text): OutgoingMessage(from: identity, to: otherSafe, kind: .text, content: text, at: now)
        case .photo(let url): OutgoingMessage(from: identity, to: otherSafe, kind: .photo, content: url, at: now)
        case .video(let url): OutgoingMessage(from: identity, to: otherSafe, kind: .video, content: url, at: now)
        }
    }

    /// The phone's input for `result` of its request `ticket`; nil when the phone asked
    /// nothing with that ticket.
    mutating func answer(to ticket: Int, of index: Int, _ result: DataResult) -> MessengerAction? {
        guard let kind = asked[index][ticket] else { return nil }
        switch (kind, result) {
        case (.observeConversations, .conversations(let entries)):
            return .conversationsChanged((entries ?? []).map {
                ConversationRow(id: $0.id, otherUserEmail: $0.otherUserEmail, name: $0.name, latestMessage: $0.latestMessage)
            })
        case (.observeMessages(let conversation), .messages(let messages, let unchanged)):
            let source = messages ?? []
            // The phone's list changed in place where the new one differs (one message, mostly).
            guard !source.isEmpty, var shown = phones[index].takeMessages(of: conversation) else {
                let converted = source.map(Self.chatMessage)
                handed[index] = HandedMessages(ticket: ticket, messages: converted)
                return .messagesChanged(conversation: conversation, converted)
            }
            // The reading's unchanged start holds for the phone's list only if that list is the one
            // this observer's last answer was converted to, untouched since (the same storage).
            let known = handed[index].map { $0.ticket == ticket && $0.isStorage(of: shown) } ?? false
            handed[index] = nil // `shown` is then the list's only holder, changed in place
            Self.update(&shown, to: source, unchanged: known ? unchanged : 0)
            handed[index] = HandedMessages(ticket: ticket, messages: shown)
            return .messagesChanged(conversation: conversation, shown)
        default:
            break
        }
        asked[index][ticket] = nil
        let answer: DataAnswer
        switch (kind, result) {
        case (.signIn(let email, _), .auth(let auth)):
            // The tutorial caches the e-mail when logging in succeeds, and the name once read.
            if Self.error(auth) == nil { data.setEmail(email, client: index) }
            answer = .signedIn(error: Self.error(auth))
        case (.loadName, .name(let name)):
            if let name { data.setName(name, client: index) }
            answer = .nameLoaded(name)
        case (.checkEmailExists, .exists(let exists)): answer = .emailExists(exists)
        case (.createAccount, .auth(let auth)): answer = .accountCreated(error: Self.error(auth))
        case (.insertUser, .finished(let done)): answer = .userInserted(done)
        case (.uploadAvatar, .uploaded(let file)), (.uploadMedia, .uploaded(let file)): answer = .uploaded(file.path)
        case (.loadUsers, .users(let users)):
            answer = .usersLoaded(users?.map { UserEntry(name: $0.name, email: $0.safeEmail) })
        case (.conversationExists, .conversation(let id)): answer = .conversationFound(id)
        case (.createConversation, .finished(let done)):
            answer = .conversationCreated(done ? creating[index][ticket] : nil)
            settle(ticket, of: index, sentTo: done ? creating[index][ticket] : nil)
            creating[index][ticket] = nil
        case (.sendMessage(let conversation, _, _, _), .finished(let done)):
            answer = .messageSent(done)
            settle(ticket, of: index, sentTo: done ? conversation : nil)
        case (.deleteConversation, .finished(let done)): answer = .conversationDeleted(done)
        default: return nil
        }
        return .answered(ticket: ticket, answer)
    }

    /// Forgets phone `index`'s message of request `ticket`, recording it as sent when it was
    /// reported sent to a conversation.
    mutating func settle(_ ticket: Int, of index: Int, sentTo conversation: String?) {
        guard let message = sending[index][ticket] else { return }
        sending[index][ticket] = nil
        if let conversation {
            confirmedSends.append(ConfirmedSend(user: index, conversation: conversation, message: message))
        }
    }

    static func error(_ result: AuthResult) -> String? {
        if case .failed(let error) = result { return error.message }
        return nil
    }
}

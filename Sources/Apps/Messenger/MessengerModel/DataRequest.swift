/// One thing the phone asks of its data layer (docs/messenger.md, "Screens and gestures"): the
/// phone never names the backend. After each input the new requests are in
/// ``MessengerPhone/outbox``, in the order the app makes them; the world drains it, runs each
/// (10.4) and sends the answer back as ``MessengerAction/answered(ticket:_:)`` with the
/// request's `ticket`, or, for the two observers, as `conversationsChanged` and
/// `messagesChanged` whenever the observed value changes.
public struct DataRequest: Sendable, Equatable {
    /// The phone's number for this request, from 1, in order; an answer names it.
    public var ticket: Int
    public var kind: Kind

    public init(ticket: Int, kind: Kind) {
        self.ticket = ticket
        self.kind = kind
    }

    /// What is asked. E-mails are as typed (the data layer makes them safe), except where a
    /// case says it takes a safe e-mail (those come from the database).
    public enum Kind: Sendable, Equatable {
        /// Authentication signs in (M2). Answer: `signedIn`.
        case signIn(email: String, password: String)
        /// Read the user's node for the cached name (M2, after signing in). Answer: `nameLoaded`.
        case loadName(email: String)
        /// Does the e-mail's node exist (M3)? Answer: `emailExists`.
        case checkEmailExists(email: String)
        /// Authentication creates the account (M3). Answer: `accountCreated`.
        case createAccount(email: String, password: String)
        /// 10.4 `insertUser` (M3). Answer: `userInserted`.
        case insertUser(firstName: String, lastName: String, email: String)
        /// Upload the registration's avatar (M3), after `insertUser` succeeded. Answer: `uploaded`.
        case uploadAvatar(photo: String, email: String)
        /// Observe the user's `conversations` (M4). Pushes: `conversationsChanged`.
        case observeConversations(email: String)
        /// Read `users` once (M5, the first search). Answer: `usersLoaded`.
        case loadUsers
        /// 10.4 `conversationExists(other)` (M5). Answer: `conversationFound`.
        case conversationExists(otherEmail: String)
        /// 10.4 `createNewConversation` (M6, the first send of a new chat). Answer: `conversationCreated`.
        case createConversation(otherEmail: String, otherName: String, message: MessageContent)
        /// 10.4 `sendMessage` (M6). Answer: `messageSent`.
        case sendMessage(conversation: String, otherEmail: String, otherName: String, message: MessageContent)
        /// 10.4 `deleteConversation` (M8). Answer: `conversationDeleted` (only traced).
        case deleteConversation(id: String)
        /// Observe a conversation's messages (M6). Pushes: `messagesChanged`.
        case observeMessages(conversation: String)
        /// Upload a chosen photo or video for a message to the chat's other user (M6), under the
        /// id of the message it becomes. Answer: `uploaded`.
        case uploadMedia(MediaKind, photo: String, conversation: String, otherEmail: String)
        /// Sign out, stop the phone's observers and clear its cache (M11). No answer.
        case signOut
    }
}

/// The answer to one ``DataRequest`` (sent back with its ticket).
public enum DataAnswer: Sendable, Equatable {
    /// Signing in ended: nil on success, else the error's text (only traced, as the tutorial logs it).
    case signedIn(error: String?)
    /// The user's stored name, `first + " " + last`, or nil when it could not be read.
    case nameLoaded(String?)
    case emailExists(Bool)
    /// Creating the account ended: nil on success, else the error's text.
    case accountCreated(error: String?)
    case userInserted(Bool)
    /// An upload ended: its stored path or URL, or nil on failure.
    case uploaded(String?)
    /// `users` as read, or nil when absent or unreadable.
    case usersLoaded([UserEntry]?)
    /// The id of the other user's conversation with this one, or nil.
    case conversationFound(String?)
    /// The new conversation's id on success, nil on failure.
    case conversationCreated(String?)
    case messageSent(Bool)
    case conversationDeleted(Bool)
}

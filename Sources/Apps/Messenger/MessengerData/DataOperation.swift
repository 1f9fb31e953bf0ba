import MessengerBackend

/// What a phone's screens ask of the data layer (the tutorial's `DatabaseManager`,
/// `StorageManager` and Authentication calls). Each is answered by ``DataResult``s carrying the
/// caller's value.
public enum DataOperation: Sendable, Equatable {
    /// Registration's database part: the user's node and their entry in `users`. → ``DataResult/finished(_:)``
    case insertUser(ChatIdentity)
    /// Whether the node of this e-mail exists (Register's check). → ``DataResult/exists(_:)``
    case userExists(email: String)
    /// The stored name of this e-mail's user, `first_name + " " + last_name`, as Log In caches
    /// it after signing in. → ``DataResult/name(_:)``
    case userName(email: String)
    /// The users the search lists. → ``DataResult/users(_:)``
    case getAllUsers
    /// The conversation the other user (safe e-mail) has with this one, if any. → ``DataResult/conversation(_:)``
    case conversationExists(otherEmail: String)
    /// Starts a conversation with its first message; `name` is the other user's. → ``DataResult/finished(_:)``
    case createNewConversation(otherEmail: String, name: String, message: OutgoingMessage)
    /// Adds a message to a conversation; `name` is the other user's. → ``DataResult/finished(_:)``
    case sendMessage(conversation: String, otherEmail: String, name: String, message: OutgoingMessage)
    /// Removes a conversation from this user's list. → ``DataResult/finished(_:)``
    case deleteConversation(id: String)
    /// This user's conversations, now and after every change. → ``DataResult/conversations(_:)``
    case observeConversations
    /// A conversation's messages, now and after every change. → ``DataResult/messages(_:)``
    case observeMessages(conversation: String)
    /// Ends the observations started with a caller value equal to this operation's.
    case stopObserving
    /// Ends every observation of the phone (logging out).
    case stopAllObservations
    /// → ``DataResult/auth(_:)``
    case createAccount(email: String, password: String)
    /// → ``DataResult/auth(_:)``
    case signIn(email: String, password: String)
    /// At once, no result.
    case signOut
    /// Uploads a scenario's photo (`content`) to `file`. → ``DataResult/uploaded(_:)``
    case upload(StorageFile, content: String)
}

/// What an operation answers, with the caller's value (``DataOutput``).
public enum DataResult: Sendable, Equatable {
    /// A write operation's completion: true on success.
    case finished(Bool)
    case exists(Bool)
    /// The user's stored name; nil when the node holds no names.
    case name(String?)
    /// nil when the read could not be taken as a list of users.
    case users([ChatUser]?)
    /// The conversation's id, or nil when there is none.
    case conversation(String?)
    /// nil when the value could not be taken as a list.
    case conversations([ConversationEntry]?)
    /// nil when the value could not be taken as a list. `unchanged`: how many messages at the
    /// start are those at the start of the last list this observer was answered, unchanged
    /// (0 when not known), so that a reader keeping that list need not compare them.
    case messages([ChatMessage]?, unchanged: Int = 0)
    case auth(AuthResult)
    case uploaded(StoredFile)
}

/// What the phone remembers of a request until its answer: what it was for, with the values
/// the tutorial's completion closure captured when it was made.
enum PendingRequest: Sendable, Equatable {
    case signIn(email: String)
    case loadName
    case emailCheck(RegisterForm)
    case createAccount(RegisterForm)
    case insertUser(avatar: String?, email: String)
    case upload
    case loadUsers(query: String)
    case conversationExists(UserEntry)
    case createConversation(chat: Int)
    /// A text (whose success clears the input) or a media message (whose success is only traced).
    case sendMessage(chat: Int, clearsInput: Bool)
    case deleteConversation
    case uploadMedia(chat: Int, MediaKind)
}

/// Register's values when its button was tapped.
struct RegisterForm: Sendable, Equatable {
    var firstName: String
    var lastName: String
    var email: String
    var password: String
    var avatar: String?
}

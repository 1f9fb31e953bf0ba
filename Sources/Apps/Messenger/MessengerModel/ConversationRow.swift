/// One entry of the user's `conversations` as the Chats list shows it (M4): the conversation's
/// id, the other user's safe e-mail, the name stored in the entry and the latest message's text.
public struct ConversationRow: Sendable, Equatable, Hashable {
    public var id: String
    /// The other user's safe e-mail (`other_user_email`).
    public var otherUserEmail: String
    /// The stored name, untrimmed (`"Bob "` for a user without a last name).
    public var name: String
    /// `latest_message.message`.
    public var latestMessage: String

    public init(id: String, otherUserEmail: String, name: String, latestMessage: String) {
        self.id = id
        self.otherUserEmail = otherUserEmail
        self.name = name
        self.latestMessage = latestMessage
    }
}

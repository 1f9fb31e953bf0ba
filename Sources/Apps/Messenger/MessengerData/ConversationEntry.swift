/// An entry of a user's conversations list: which conversation, with whom, and its latest
/// message.
public struct ConversationEntry: Sendable, Equatable {
    /// The conversation's node (`conversation_…`).
    public var id: String
    /// The other user's stored name.
    public var name: String
    /// The other user's safe e-mail.
    public var otherUserEmail: String
    /// The latest message's text (or media URL), date (ISO 8601) and whether it was read.
    public var latestMessage: String
    public var latestDate: String
    public var isRead: Bool

    public init(id: String, name: String, otherUserEmail: String, latestMessage: String, latestDate: String, isRead: Bool) {
        self.id = id
        self.name = name
        self.otherUserEmail = otherUserEmail
        self.latestMessage = latestMessage
        self.latestDate = latestDate
        self.isRead = isRead
    }
}

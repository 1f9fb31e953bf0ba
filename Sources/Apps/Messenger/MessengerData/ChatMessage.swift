/// A message of a conversation, as the data layer reads it from the database.
public struct ChatMessage: Sendable, Equatable {
    /// What the message holds.
    public enum Kind: String, Sendable, Equatable {
        case text
        case photo
        case video
    }

    /// The message's id: `<other-safe-email>_<own-safe-email>_<date>` (tutorial) or its key
    /// (atomic).
    public var id: String
    public var kind: Kind
    /// The text, or the media's download URL.
    public var content: String
    /// ISO 8601 with milliseconds (`2026-01-01T00:00:01.250Z`).
    public var date: String
    /// The sender's safe e-mail.
    public var senderEmail: String
    public var isRead: Bool
    /// The name stored with the message: the tutorial stores the recipient's (the chat's title).
    public var name: String

    public init(id: String, kind: Kind, content: String, date: String, senderEmail: String, isRead: Bool, name: String) {
        self.id = id
        self.kind = kind
        self.content = content
        self.date = date
        self.senderEmail = senderEmail
        self.isRead = isRead
        self.name = name
    }
}

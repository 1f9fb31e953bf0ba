/// One message of the open chat as the phone shows it (M6): who sent it, what it holds, when.
public struct ChatMessage: Sendable, Equatable, Hashable {
    public var id: String
    /// The sender's safe e-mail (`sender_email`).
    public var senderEmail: String
    public var content: MessageContent
    /// The stored `date` string (ISO 8601).
    public var date: String

    public init(id: String, senderEmail: String, content: MessageContent, date: String) {
        self.id = id
        self.senderEmail = senderEmail
        self.content = content
        self.date = date
    }
}

/// What a message holds: text, or a photo or video (M6), by the stored content (a URL or a
/// photo's name; the renderer draws a video as its first frame with a play glyph).
public enum MessageContent: Sendable, Equatable, Hashable {
    case text(String)
    case photo(String)
    case video(String)

    /// The message as `expect: messages` writes its part after the sender: the text, or
    /// `[photo]` / `[video]`.
    public var summary: String {
        switch self {
        case .text(let text): text
        case .photo: "[photo]"
        case .video: "[video]"
        }
    }
}

/// The two kinds of media a chat attaches (M6).
public enum MediaKind: String, Sendable, Equatable, Hashable, CaseIterable {
    case photo, video

    /// "Photo" or "Video", as the sheets write it.
    public var title: String { self == .photo ? "Photo" : "Video" }
}

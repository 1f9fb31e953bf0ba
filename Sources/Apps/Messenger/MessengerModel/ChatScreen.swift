/// A chat pushed on Chats (M6): whom with, which conversation (nil for a new one, created on
/// the first send), its messages as last observed and the input's text. Its list's scroll
/// position is the kit's (``MessengerPhone/offset(of:)-(ChatScreen)``).
public struct ChatScreen: Sendable, Equatable {
    /// The phone's number for this chat, so that an answer for a chat since closed is dropped.
    public var serial: Int
    /// The other user's safe e-mail.
    public var otherEmail: String
    /// The title: the other user's name.
    public var title: String
    /// The conversation's id; nil while it is new (`isNewConversation`).
    public var conversationID: String?
    public var messages: [ChatMessage] = []
    /// The text view's text.
    public var input = ""
    /// Whether messages were shown once (the first display scrolls to the bottom, M6).
    public var hasShownMessages = false

    public init(serial: Int, otherEmail: String, title: String, conversationID: String?) {
        self.serial = serial
        self.otherEmail = otherEmail
        self.title = title
        self.conversationID = conversationID
    }

    /// Whether the chat is new (no conversation yet).
    public var isNewConversation: Bool { conversationID == nil }

    /// The text a send would send: the input with spaces and newlines trimmed at both ends.
    public var trimmedInput: String {
        var characters = Substring(input)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }

    /// Whether "Send" is enabled (greyed while the trimmed text is empty).
    public var canSend: Bool { !trimmedInput.isEmpty }
}

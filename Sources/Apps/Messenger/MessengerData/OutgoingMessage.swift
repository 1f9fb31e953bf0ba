import MessengerBackend

/// A message a phone sends: its id, kind, content and date, made by the chat screen.
public struct OutgoingMessage: Sendable, Equatable {
    public var id: String
    public var kind: ChatMessage.Kind
    public var content: String
    /// ISO 8601 with milliseconds.
    public var date: String

    public init(id: String, kind: ChatMessage.Kind, content: String, date: String) {
        self.id = id
        self.kind = kind
        self.content = content
        self.date = date
    }

    /// The message `sender` writes to `otherSafeEmail` at virtual time `time`, as the chat
    /// screen makes it: dated `time` (`2026-01-01T00:00:11.000Z`), with the id
    /// `<other-safe-email>_<own-safe-email>_<date>`, the date written with a decimal comma
    /// (`…_2026-01-01T00:00:11,000Z`) so that `conversation_<id>` is a valid database key.
    public init(from sender: ChatIdentity, to otherSafeEmail: String, kind: ChatMessage.Kind, content: String, at time: Double) {
        let id = "\(otherSafeEmail)_\(sender.safeEmail)_\(BackendDates.iso8601Key(at: time))"
        self.init(id: id, kind: kind, content: content, date: BackendDates.iso8601(at: time))
    }
}

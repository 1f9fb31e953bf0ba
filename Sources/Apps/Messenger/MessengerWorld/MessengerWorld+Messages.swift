import MessengerData
import MessengerModel

/// The data layer's messages as the phone's (M6), converted where they changed: the phone's
/// list is kept and the run of messages that differs from the new list is replaced, so that an
/// update of a chat converts and copies the new message, not the chat.
extension MessengerWorld {
    /// Makes `shown` (the conversion of an earlier list) `source.map(chatMessage)`: the messages
    /// both share at the start and at the end are kept, the run between them replaced. The first
    /// `unchanged` messages are known to be the same in both and are not compared.
    static func update(_ shown: inout [MessengerModel.ChatMessage], to source: [MessengerData.ChatMessage],
                       unchanged: Int = 0) {
        let common = min(shown.count, source.count)
        var start = min(max(unchanged, 0), common)
        while start < common, isConversion(shown[start], of: source[start]) { start += 1 }
        var end = 0
        while end < common - start, isConversion(shown[shown.count - 1 - end], of: source[source.count - 1 - end]) {
            end += 1
        }
        shown.replaceSubrange(start..<(shown.count - end),
                              with: source[start..<(source.count - end)].map(chatMessage))
    }

    /// Whether `shown` is `chatMessage(message)`, compared field by field without making it.
    static func isConversion(_ shown: MessengerModel.ChatMessage, of message: MessengerData.ChatMessage) -> Bool {
        guard shown.id == message.id, shown.senderEmail == message.senderEmail, shown.date == message.date else {
            return false
        }
        switch (shown.content, message.kind) {
        case (.text(let content), .text), (.photo(let content), .photo), (.video(let content), .video):
            return content == message.content
        default:
            return false
        }
    }

    static func chatMessage(_ message: MessengerData.ChatMessage) -> MessengerModel.ChatMessage {
        let content: MessageContent = switch message.kind {
        case .text: .text(message.content)
        case .photo: .photo(message.content)
        case .video: .video(message.content)
        }
        return MessengerModel.ChatMessage(id: message.id, senderEmail: message.senderEmail, content: content,
                                          date: message.date)
    }
}

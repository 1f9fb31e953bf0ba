import MessengerData

/// A message whose send reported success to its phone: who sent it, to which conversation, and
/// the message as the data layer was asked to store it.
public struct ConfirmedSend: Sendable, Equatable {
    /// The sender's index in `users:` order.
    public var user: Int
    /// The conversation's node, as the phone was told (`conversation_…`).
    public var conversation: String
    public var message: OutgoingMessage
}

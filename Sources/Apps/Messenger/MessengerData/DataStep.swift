import MessengerBackend

/// Where a running operation waits: the answer it waits for resumes it here. The tutorial's
/// operations go through several steps, each one request and its answer.
enum DataStep: Sendable, Equatable {
    // Either layer.
    /// A write whose completion finishes the operation.
    case finishingWrite
    case userExistsRead
    case userNameRead
    case usersRead
    case observingConversations
    case observingMessages
    case authenticating
    case uploading
    // The tutorial's steps.
    case insertWroteNode(ChatIdentity)
    case insertReadUsers(ChatIdentity)
    case conversationExistsRead(mine: String)
    case createReadMine(Conversation)
    /// The recipient's branch of `createNewConversation`, which nothing waits for.
    case createReadTheirs(entry: DatabaseValue)
    case createWroteMine(Conversation)
    /// A write whose completion nothing waits for.
    case ignoringWrite
    case sendReadMessages(Conversation)
    case sendWroteMessages(Conversation)
    case sendReadMine(Conversation)
    case sendWroteMine(Conversation)
    case sendReadTheirs(Conversation)
    case deleteRead(id: String)

    /// What the tutorial's create and send operations carry from step to step.
    struct Conversation: Sendable, Equatable {
        var me: ChatIdentity
        /// The conversation's node.
        var id: String
        /// The other user's safe e-mail and stored name.
        var otherEmail: String
        var name: String
        var message: OutgoingMessage

        /// The message as the conversation stores it.
        var messageEntry: DatabaseValue {
            ["id": .string(message.id), "type": .string(message.kind.rawValue), "content": .string(message.content),
             "date": .string(message.date), "sender_email": .string(me.safeEmail), "is_read": false, "name": .string(name)]
        }

        /// A conversations list's `latest_message` for the message.
        var latest: DatabaseValue {
            ["date": .string(message.date), "message": .string(message.content), "is_read": false]
        }

        /// This user's entry for the conversation.
        var myEntry: DatabaseValue {
            ["id": .string(id), "other_user_email": .string(otherEmail), "name": .string(name), "latest_message": latest]
        }

        /// The other user's entry for it.
        var theirEntry: DatabaseValue {
            ["id": .string(id), "other_user_email": .string(me.safeEmail), "name": .string(me.name), "latest_message": latest]
        }
    }
}

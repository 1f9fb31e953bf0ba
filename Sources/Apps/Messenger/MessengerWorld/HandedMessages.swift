import MessengerModel

/// A chat's message list as the world last handed it to a phone, and the ticket of the
/// observer whose answer it converts. The world keeps it to know, at the observer's next answer,
/// whether the phone's list is still exactly that one: then the messages the data layer reports
/// unchanged at the start need not be compared again (a chat of n messages then costs its
/// change, not n comparisons, at each update).
struct HandedMessages: Sendable, Equatable {
    var ticket: Int
    var messages: [ChatMessage]

    /// Whether `list` is this list itself: the same storage and length. A list the phone changed
    /// since is a copy (the world's reference keeps the storage shared, never reused).
    func isStorage(of list: [ChatMessage]) -> Bool {
        messages.count == list.count && messages.withUnsafeBufferPointer { mine in
            list.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

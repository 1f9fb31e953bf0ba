import MessengerBackend

/// The tutorial layer's reading of one observed messages list, kept from one value to the next.
/// The tutorial writes back the very maps it read, so an item that is the same version of a map
/// as the item at its index last time (``DatabaseMap/isIdentical(to:)``) gives the message read
/// then, instead of being read field by field again. It always gives what reading every item
/// gives: the items that are messages, in list order (`MessageListReadingTests`).
struct MessageListReading: Sendable, Equatable {
    /// The items last read, and what each read as (nil: not a message).
    private var items: [DatabaseMap] = []
    private var read: [ChatMessage?] = []

    /// The messages of `list`, as the tutorial's `compactMap` keeps them.
    mutating func messages(of list: [DatabaseMap]) -> [ChatMessage] {
        var now: [ChatMessage?] = []
        now.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            let isKnown = index < items.count && items[index].isIdentical(to: item)
            now.append(isKnown ? read[index] : DataSnapshot.message(item))
        }
        items = list
        read = now
        return now.compactMap { $0 }
    }
}

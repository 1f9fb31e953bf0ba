import MessengerBackend

/// The atomic layer's reading of one observed `messages` map, kept from one value to the next:
/// a child is read (its fields, its date written out) once while it stays the same value, and
/// the list by date, then key, is extended in place when the new value only adds later messages,
/// instead of being read and sorted whole again. It always gives what ``read(_:)`` of a fresh
/// reading gives: the children in key order that are messages, sorted by date with ties kept in
/// key order (`MessageReadingTests` compares the two on seeded random sequences of values).
struct MessageReading: Sendable, Equatable {
    /// A child that is a message, with what orders it.
    struct Entry: Sendable, Equatable {
        var key: String
        /// The stored date's milliseconds; 0 for a date that is not a timestamp.
        var time: Double
        var message: ChatMessage
    }

    /// The children of the value last read (its map, shared).
    private var children = DatabaseMap()
    /// The messages of `children`, by date then key.
    private var entries: [Entry] = []
    /// Whether each of `entries` strictly precedes the next (``precedes(_:_:)``): no date that
    /// is not a number and no two keys the database's order cannot tell apart. Only then is a
    /// message placed by bisection; otherwise the list is sorted whole at every change.
    private var isStrict = true
    /// `entries`' messages, handed out as they are (a copy shares their storage).
    private(set) var messages: [ChatMessage] = []
    /// How many messages at the start of the last read's list are those at the start of the
    /// read before it, unchanged: a reader that keeps a copy of the earlier list can keep them
    /// without comparing them.
    private(set) var unchanged = 0

    /// The messages of `value`, by date then key, as the atomic layer reads an observed map.
    /// Only the children that differ from the last value's are looked at
    /// (``DatabaseMap/differences(from:)``): a value made from the last by a few writes costs
    /// those children, not the conversation.
    mutating func read(_ value: DatabaseValue?) -> [ChatMessage] {
        let now = value?.mapChildren ?? DatabaseMap()
        let changed = now.differences(from: children)
        var placed: [Entry] = []
        var displaced: [String] = []
        var isRemoving = false
        for change in changed {
            if change.old != nil {
                if change.new == nil { isRemoving = true } else { displaced.append(change.key) }
            }
            if let child = change.new, let entry = Self.entry(change.key, child) { placed.append(entry) }
        }
        children = now
        if !isRemoving, isStrict, place(placed.count > 1 ? Self.sorted(placed) : placed, displacing: displaced) {
            return messages
        }
        unchanged = 0
        // Sorted whole: in the map's own order, as the straightforward reading takes it.
        var byKey: [String: Entry] = [:]
        for entry in entries { byKey[entry.key] = entry }
        for change in changed { byKey[change.key] = nil }
        for entry in placed { byKey[entry.key] = entry }
        entries = Self.sorted(now.compactMap { byKey[$0.key] })
        isStrict = zip(entries, entries.dropFirst()).allSatisfy { Self.precedes($0, $1) }
        messages = entries.map { $0.message }
        return messages
    }

    /// The child `value` at `key` read as a message; nil when it is not one.
    private static func entry(_ key: String, _ value: DatabaseValue) -> Entry? {
        value.mapChildren.flatMap { DataSnapshot.message($0, id: key) }
            .map { Entry(key: key, time: DataSnapshot.timestamp(value["date"]) ?? 0, message: $0) }
    }

    /// Takes the messages of the keys `displaced` out of the list and puts each of `placed`
    /// (sorted) where it goes; false, with the list left to be sorted whole, when a message does
    /// not strictly follow the one before it and precede the one after.
    /// ``unchanged`` is the first index either list changed at.
    private mutating func place(_ placed: [Entry], displacing displaced: [String]) -> Bool {
        unchanged = entries.count
        for key in displaced {
            // A child that was not a message is not in the list.
            guard let index = entries.lastIndex(where: { $0.key == key }) else { continue }
            entries.remove(at: index)
            messages.remove(at: index)
            unchanged = min(unchanged, index)
        }
        for entry in placed {
            var low = 0, high = entries.count
            while low < high {
                let middle = low + (high - low) / 2
                if Self.precedes(entries[middle], entry) { low = middle + 1 } else { high = middle }
            }
            guard low == 0 || Self.precedes(entries[low - 1], entry),
                  low == entries.count || Self.precedes(entry, entries[low])
            else { return false }
            entries.insert(entry, at: low)
            messages.insert(entry.message, at: low)
            unchanged = min(unchanged, low)
        }
        return true
    }

    /// Whether `a` comes before `b`: an earlier date, or the same date and an earlier key. Never
    /// true for a date that is not a number.
    static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.time != b.time ? a.time < b.time : DatabaseKeyOrder.precedes(a.key, b.key)
    }

    /// `entries` as the atomic layer orders a conversation's messages: in key order, then sorted
    /// by date with ties left in key order.
    static func sorted(_ entries: [Entry]) -> [Entry] {
        DatabaseKeyOrder.sorted(entries) { $0.key }.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map { $0.element }
    }
}

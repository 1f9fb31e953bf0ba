import MessengerBackend
@testable import MessengerData
import VirtualClock
import Testing

/// The atomic layer reads an observed conversation where it changed since the last value
/// (`MessageReading`): compared here with the whole reading, on seeded random sequences of
/// values, each made from the last by a write — messages added (mostly later, sometimes
/// earlier or at the same date), dates changed, children removed or not messages, string
/// dates, equal dates, keys that are integers.
@Suite("The atomic layer's reading of a conversation, kept between values")
struct MessageReadingTests {
    @Test("each value read as the whole reading reads it", arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as [UInt64])
    func randomSequences(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var reading = MessageReading()
        // Each value made from the one before by a write, sharing the rest, as a tree's are.
        var children = DatabaseMap()
        var clock = 1_000.0
        var previous: [ChatMessage] = []
        for step in 0..<300 {
            switch random.next() % 10 {
            case 0 where !children.isEmpty:
                children[children.keys.sorted()[Int(random.next() % UInt64(children.count))]] = nil
            case 1 where !children.isEmpty:
                let key = children.keys.sorted()[Int(random.next() % UInt64(children.count))]
                children[key] = Self.message(key, date: .number(clock - Double(random.next() % 3)))
            case 2:
                children["note-\(random.next() % 3)"] = ["text": "not a message"]
            case 3:
                let key = "\(random.next() % 40)"
                children[key] = Self.message(key, date: .string("2026-01-01T00:00:0\(random.next() % 3).000Z"))
            case 4:
                reading = MessageReading()
                previous = []
            default:
                clock += Double(random.next() % 3)
                let key = "k-\(step)-\(random.next() % 5)"
                children[key] = Self.message(key, date: .number(clock - Double(random.next() % 2)))
            }
            let value: DatabaseValue? = children.isEmpty ? nil : .map(children)
            let messages = reading.read(value)
            #expect(messages == MessageReading.readWhole(value), "seed \(seed), step \(step)")
            // The start it reports unchanged is the last list's start.
            let unchanged = reading.unchanged
            #expect(unchanged <= min(previous.count, messages.count), "seed \(seed), step \(step)")
            #expect(messages.prefix(unchanged) == previous.prefix(unchanged), "seed \(seed), step \(step)")
            previous = messages
        }
    }

    @Test("a message added at the end leaves the whole list before it unchanged; one changed, the list from it")
    func unchangedStart() {
        var reading = MessageReading()
        var children = DatabaseMap()
        for index in 0..<5 {
            children["m\(index)"] = Self.message("m\(index)", date: .number(Double(index)))
        }
        _ = reading.read(.map(children))
        #expect(reading.unchanged == 0)
        children["m5"] = Self.message("m5", date: .number(5))
        _ = reading.read(.map(children))
        #expect(reading.unchanged == 5)
        children["m2"] = Self.message("m2", date: .number(2.5))
        _ = reading.read(.map(children))
        #expect(reading.unchanged == 2)
        _ = reading.read(.map(children))
        #expect(reading.unchanged == 6)
    }

    @Test("dates that are not numbers, then numbers again")
    func notANumber() {
        var reading = MessageReading()
        var children: [String: DatabaseValue] = ["a": Self.message("a", date: .number(5))]
        for (index, date) in [Double.nan, 3, 7, .nan, 1, 9].enumerated() {
            children["m\(index)"] = Self.message("m\(index)", date: .number(date))
            let value = DatabaseValue.keyed(children)
            #expect(reading.read(value) == MessageReading.readWhole(value))
        }
    }

    static func message(_ key: String, date: DatabaseValue) -> DatabaseValue {
        ["id": .string(key), "type": "text", "content": .string("text of \(key)"), "date": date,
         "sender_email": "alice-example-com", "is_read": false, "name": "Bob"]
    }
}

extension MessageReading {
    /// The messages of `value` read whole: every child in key order read as a message, then
    /// sorted by date with ties left in key order. What `read(_:)` gives, computed from scratch,
    /// as the atomic layer read each value before it kept its reading.
    static func readWhole(_ value: DatabaseValue?) -> [ChatMessage] {
        let keyed = (value?.children ?? []).compactMap { child in
            child.value.mapChildren.flatMap { DataSnapshot.message($0, id: child.key) }
                .map { (message: $0, time: DataSnapshot.timestamp(child.value["date"]) ?? 0) }
        }
        let sorted = keyed.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }
        return sorted.map(\.element.message)
    }
}

@Suite("The atomic layer's conversations list")
struct ConversationListTests {
    static func entry(_ name: String, date: DatabaseValue) -> DatabaseValue {
        ["latest_message": ["date": date, "is_read": false, "message": .string("to \(name)")],
         "name": .string(name), "other_user_email": .string("\(name)-example-com")]
    }

    @Test("newest latest message first, equal dates in key order, a date that is no timestamp last; an entry missing a field left out")
    func order() {
        let value: DatabaseValue = [
            "c": Self.entry("Carol", date: 1_767_225_605_000), "a": Self.entry("Alice", date: 1_767_225_605_000),
            "d": Self.entry("Dan", date: 1_767_225_609_000),
            "b": Self.entry("Bob", date: "2026-01-01T00:00:00.000Z"), "e": ["name": "Eve"],
        ]
        let entries = DataSnapshot.keyedEntries(value)
        #expect(entries.map(\.id) == ["d", "a", "c", "b"])
        #expect(entries.first == ConversationEntry(id: "d", name: "Dan", otherUserEmail: "Dan-example-com",
                                                   latestMessage: "to Dan", latestDate: "2026-01-01T00:00:09.000Z", isRead: false))
        #expect(entries.last?.latestDate == "2026-01-01T00:00:00.000Z")
        #expect(DataSnapshot.keyedEntries(nil).isEmpty && DataSnapshot.keyedEntries("text").isEmpty)
        #expect(DataSnapshot.keyedEntries(["d": Self.entry("Dan", date: 1_767_225_609_000)]).map(\.id) == ["d"])
    }
}

import MessengerBackend
@testable import MessengerData
import Testing
import VirtualClock

/// The tutorial layer reads an observed messages list reusing what it read of the items that are
/// the same maps as last time (`MessageListReading`): compared here with reading every item, on
/// seeded sequences of lists made as the tutorial makes them — the last list's maps written back
/// with one appended — and lists with items replaced, removed, or not messages.
@Suite("The tutorial layer's reading of a messages list, kept between values")
struct MessageListReadingTests {
    static func message(_ index: Int, _ text: String) -> DatabaseMap {
        ["content": .string(text), "date": "2026-01-01T00:00:01.000Z", "id": .string("m\(index)"), "is_read": false,
         "name": "Alice", "sender_email": "alice-example-com", "type": "text"]
    }

    @Test("each list read as reading every item reads it", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomSequences(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var reading = MessageListReading()
        var list: [DatabaseMap] = []
        for step in 0..<200 {
            switch random.next() % 8 {
            case 0 where !list.isEmpty:
                // The same place, another map with the same text: read again, the same message.
                let index = Int(random.next() % UInt64(list.count))
                list[index] = Self.message(index, "message \(index)")
            case 1 where !list.isEmpty:
                let index = Int(random.next() % UInt64(list.count))
                list[index] = Self.message(index, "edited at \(step)")
            case 2 where !list.isEmpty:
                list.remove(at: Int(random.next() % UInt64(list.count)))
            case 3:
                list.append(["note": "not a message"])
            case 4:
                reading = MessageListReading()
            default:
                list.append(Self.message(list.count, "message \(list.count)"))
            }
            #expect(reading.messages(of: list) == list.compactMap { DataSnapshot.message($0) }, "seed \(seed), step \(step)")
        }
    }
}

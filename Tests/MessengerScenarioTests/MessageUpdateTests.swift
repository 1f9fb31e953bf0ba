import MessengerData
import MessengerModel
@testable import MessengerWorld
import Testing
import VirtualClock

/// The world hands a chat's new messages to the phone by changing the phone's list where it
/// differs (`MessengerWorld.update(_:to:)`): compared here with converting the whole list, on
/// seeded random sequences of lists — messages added at the end or anywhere, removed, changed
/// in one field, lists emptied, and the same message twice.
@Suite("A chat's messages handed to the phone where they changed")
struct MessageUpdateTests {
    @Test("each update gives the whole conversion", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomLists(seed: UInt64) {
        randomLists(seed: seed, toldUnchanged: false)
    }

    @Test("told how much of the start is unchanged, it still gives the whole conversion",
          arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomListsWithUnchangedStart(seed: UInt64) {
        randomLists(seed: seed, toldUnchanged: true)
    }

    /// With `toldUnchanged`, each update is told the length of the start the new list shares
    /// with the last one, as the atomic layer's reading reports it.
    func randomLists(seed: UInt64, toldUnchanged: Bool) {
        var random = SeededGenerator(seed: seed)
        var source: [MessengerData.ChatMessage] = []
        var shown: [MessengerModel.ChatMessage] = []
        for step in 0..<400 {
            let last = source
            let index = source.isEmpty ? 0 : Int(random.next() % UInt64(source.count))
            switch random.next() % 8 {
            case 0 where !source.isEmpty:
                source.remove(at: index)
            case 1 where !source.isEmpty:
                source[index] = Self.changed(source[index], &random)
            case 2:
                source.insert(Self.message(step, &random), at: index)
            case 3 where !source.isEmpty:
                source.append(source[index])
            case 4 where random.next() % 10 == 0:
                source = []
            default:
                source.append(Self.message(step, &random))
            }
            let unchanged = toldUnchanged ? zip(last, source).prefix { $0 == $1 }.count : 0
            MessengerWorld.update(&shown, to: source, unchanged: unchanged)
            #expect(shown == source.map(MessengerWorld.chatMessage), "seed \(seed), step \(step)")
        }
    }

    @Test("a list is known as the one handed only while it is that storage, untouched")
    func handedStorage() {
        var random = SeededGenerator(seed: 1)
        let list = [MessengerWorld.chatMessage(Self.message(1, &random))]
        let handed = HandedMessages(ticket: 3, messages: list)
        #expect(handed.isStorage(of: list))
        var changed = list
        changed[0].id += "'"
        #expect(!handed.isStorage(of: changed))
        #expect(!handed.isStorage(of: list + list))
        #expect(!handed.isStorage(of: list.map { $0 }))
    }

    static func message(_ step: Int, _ random: inout SeededGenerator) -> MessengerData.ChatMessage {
        let kind: MessengerData.ChatMessage.Kind = [.text, .text, .photo, .video][Int(random.next() % 4)]
        return MessengerData.ChatMessage(id: "m\(step % 7)", kind: kind, content: "c\(random.next() % 3)",
                                         date: "d\(random.next() % 3)", senderEmail: "s\(random.next() % 2)",
                                         isRead: false, name: "Bob")
    }

    /// `message` with one field changed (the read flag and name, which the phone does not show,
    /// included).
    static func changed(_ message: MessengerData.ChatMessage, _ random: inout SeededGenerator) -> MessengerData.ChatMessage {
        var message = message
        switch random.next() % 7 {
        case 0: message.id += "'"
        case 1: message.kind = message.kind == .text ? .photo : .text
        case 2: message.content += "'"
        case 3: message.date += "'"
        case 4: message.senderEmail += "'"
        case 5: message.isRead.toggle()
        default: message.name += "'"
        }
        return message
    }
}

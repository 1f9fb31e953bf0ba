import MessengerBackend
import MessengerData
import MessengerWorld
import Scenarios

/// The invariants of a world at rest (docs/explore.md, "Worlds"), true statements about the
/// atomic data layer's tree and the tutorial's alike: W1 one conversation per pair, W2 every
/// message reported sent stored once, W3 list entries agree with their conversations, W4 open
/// chats show the server's messages; W5 the world quiet. Each says what breaks it, nil when it
/// holds.
enum WorldInvariant {
    static func server(_ world: MessengerWorld, _ text: String) -> (DatabasePath, DatabaseValue?)? {
        guard case .success(let path) = DatabasePath.parse(text) else { return nil }
        return (path, world.data.backend.serverValue(at: path))
    }

    static func safe(_ world: MessengerWorld, _ index: Int) -> String {
        MessengerBackend.safeEmail(world.users[index].email)
    }

    /// A conversation's messages in the order its data layer shows them: a list in stored
    /// order; a map by `date`, then key.
    static func ordered(_ messages: DatabaseValue?) -> [(key: String, value: DatabaseValue)] {
        guard let messages else { return [] }
        let children = messages.children
        if messages.arrayValue != nil { return children }
        return children.enumerated().sorted { a, b in
            let (x, y) = (a.element.value["date"]?.numberValue ?? 0, b.element.value["date"]?.numberValue ?? 0)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// W1: no two `conversation_…` nodes name the same two users.
    static func oneConversationPerPair(_ world: MessengerWorld) -> String? {
        let ids = (world.data.backend.serverValue(at: .root)?.children ?? []).map(\.key)
            .filter { $0.hasPrefix("conversation_") }
        for first in world.users.indices {
            for second in world.users.indices where second > first {
                let (a, b) = (safe(world, first), safe(world, second))
                let both = ids.filter { DataLayer<Int>.conversation($0, names: a) && DataLayer<Int>.conversation($0, names: b) }
                guard both.count > 1 else { continue }
                return "\(world.users[first].key) and \(world.users[second].key) have \(both.count) conversations: "
                    + both.joined(separator: ", ")
            }
        }
        return nil
    }

    /// W2: each message whose send reported success is in its conversation's messages once.
    static func sentStoredOnce(_ world: MessengerWorld) -> String? {
        for send in world.confirmedSends {
            let sender = safe(world, send.user)
            let written = "\(send.conversation)/messages"
            guard let (_, stored) = server(world, written) else { continue }
            let matches = ordered(stored).filter {
                $0.value["content"]?.stringValue == send.message.content && $0.value["sender_email"]?.stringValue == sender
            }
            guard matches.count != 1 else { continue }
            return "\(world.users[send.user].key)'s message \"\(ScenarioText.escaped(send.message.content))\" was "
                + "reported sent but is stored \(matches.count == 0 ? "nowhere" : "\(matches.count) times") in \(written)"
        }
        return nil
    }

    /// W3: each entry of each user's list names a stored conversation whose last message (or
    /// one dated as the last) is the entry's `latest_message`.
    static func entriesAgree(_ world: MessengerWorld) -> String? {
        for index in world.users.indices {
            guard let list = world.data.backend.serverValue(at: .root)?[safe(world, index)]?["conversations"] else { continue }
            for (key, entry) in list.children {
                guard let id = list.arrayValue != nil ? entry["id"]?.stringValue : key,
                      let (_, stored) = server(world, "\(id)/messages") else { continue }
                let latest = entry["latest_message"]
                let messages = ordered(stored)
                let last = messages.last
                let tied = messages.filter { $0.value["date"] == last?.value["date"] }
                if tied.contains(where: { $0.value["content"] == latest?["message"] && $0.value["date"] == latest?["date"] }) {
                    continue
                }
                let shown = last.map { "\"\($0.value["content"]?.stringValue ?? "")\"" } ?? "none, the conversation is not stored"
                return "\(world.users[index].key)'s entry \(key) for \(id) has latest_message \(latest?.json ?? "null"); "
                    + "the conversation's last message is \(shown)"
            }
        }
        return nil
    }

    /// W4: a phone whose screen is a chat of a stored conversation shows its messages, in the
    /// data layer's order.
    static func chatsShowServer(_ world: MessengerWorld) -> String? {
        for index in world.users.indices {
            let phone = world.phone(index)
            guard phone.screen == .chat, let id = phone.chat?.conversationID,
                  let (_, stored) = server(world, "\(id)/messages") else { continue }
            let held = ordered(stored).map { message in
                let sender = message.value["sender_email"]?.stringValue ?? ""
                let key = world.users.indices.first { safe(world, $0) == sender }.map { world.users[$0].key } ?? sender
                let type = message.value["type"]?.stringValue ?? "text"
                return "\(key): " + (type == "text" ? message.value["content"]?.stringValue ?? "" : "[\(type)]")
            }
            let expectation = MessengerExpectation(participant: index, checks: [.messages(held)])
            guard let difference = Messenger.differences(expectation, in: world).first else { continue }
            return "\(world.users[index].key)'s chat \(id) shows \(difference.found); the server holds "
                + difference.expected
        }
        return nil
    }

    /// W5: the world is quiet, no message in flight or held and no write pending.
    static func quiet(_ world: MessengerWorld) -> String? {
        world.data.backend.isQuiet ? nil : "the world did not come to rest: messages are still in flight or writes pending"
    }
}

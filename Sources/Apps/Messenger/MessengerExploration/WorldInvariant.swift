import MessengerBackend
import MessengerData
import MessengerScenario
import MessengerWorld
import Scenarios

/// The invariants of a world at rest (docs/explore.md, "Worlds"), true statements about the
/// atomic data layer's tree and the tutorial's alike: W1 one conversation per pair, W2 every
/// message reported sent stored once, W3 list entries agree with their conversations, W4 open
/// chats show the server's messages.
enum WorldInvariant {
    /// The first invariant `world` breaks, or nil: W2 first (a lost message is the worst of
    /// them, and a world that also duplicates a conversation would otherwise hide it), then W1,
    /// W3, W4.
    static func check(_ world: MessengerWorld) -> WorldViolation? {
        sentStoredOnce(world) ?? oneConversationPerPair(world) ?? entriesAgree(world) ?? chatsShowServer(world)
    }

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
    static func oneConversationPerPair(_ world: MessengerWorld) -> WorldViolation? {
        let ids = (world.data.backend.serverValue(at: .root)?.children ?? []).map(\.key)
            .filter { $0.hasPrefix("conversation_") }
        for first in world.users.indices {
            for second in world.users.indices where second > first {
                let (a, b) = (safe(world, first), safe(world, second))
                let both = ids.filter { DataLayer<Int>.conversation($0, names: a) && DataLayer<Int>.conversation($0, names: b) }
                guard both.count > 1 else { continue }
                let names = [world.users[first].key, world.users[second].key]
                return WorldViolation(invariant: .w1, message: "\(names[0]) and \(names[1]) have \(both.count) "
                                      + "conversations: \(both.joined(separator: ", "))",
                                      expectation: [.conversations(between: names, count: 1)])
            }
        }
        return nil
    }

    /// W2: each message whose send reported success is in its conversation's messages once.
    static func sentStoredOnce(_ world: MessengerWorld) -> WorldViolation? {
        for send in world.confirmedSends {
            let sender = safe(world, send.user)
            let written = "\(send.conversation)/messages"
            guard let (path, stored) = server(world, written) else { continue }
            let matches = ordered(stored).filter {
                $0.value["content"]?.stringValue == send.message.content && $0.value["sender_email"]?.stringValue == sender
            }
            guard matches.count != 1 else { continue }
            let expected = onceStored(send, in: stored, matches: matches.map(\.key), world: world)
            return WorldViolation(invariant: .w2, message: "\(world.users[send.user].key)'s message "
                                  + "\"\(ScenarioText.escaped(send.message.content))\" was reported sent but is stored "
                                  + "\(matches.count == 0 ? "nowhere" : "\(matches.count) times") in \(written)",
                                  expectation: [.server(path, written: written, expected)])
        }
        return nil
    }

    /// `stored` with `send`'s message exactly once: appended when missing (as the data layer
    /// writes it), later copies removed.
    static func onceStored(_ send: ConfirmedSend, in stored: DatabaseValue?, matches: [String],
                           world: MessengerWorld) -> DatabaseValue? {
        let sender = safe(world, send.user)
        let other = world.users.indices.first { safe(world, $0) != sender && send.conversation.contains(safe(world, $0)) }
        let message: DatabaseValue = [
            "id": .string(send.message.id), "type": .string(send.message.kind.rawValue),
            "content": .string(send.message.content), "date": .string(send.message.date),
            "sender_email": .string(sender), "is_read": false,
            "name": .string(other.map { world.users[$0].identity.name } ?? ""),
        ]
        if let items = stored?.arrayValue ?? (stored == nil ? [] : nil) {
            var kept = items.enumerated().filter { !matches.dropFirst().contains(String($0.offset)) }.map(\.element)
            if matches.isEmpty { kept.append(message) }
            return DatabaseValue.list(kept)
        }
        var children: [String: DatabaseValue?] = [:]
        for child in stored?.children ?? [] where !matches.dropFirst().contains(child.key) { children[child.key] = child.value }
        if matches.isEmpty { children[send.message.id] = message }
        return DatabaseValue.keyed(children)
    }

    /// W3: each entry of each user's list names a stored conversation whose last message (or
    /// one dated as the last) is the entry's `latest_message`.
    static func entriesAgree(_ world: MessengerWorld) -> WorldViolation? {
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
                let at = "\(id)/messages/\(last?.key ?? "0")"
                guard let (content, _) = server(world, at + "/content"), let (date, _) = server(world, at + "/date") else {
                    continue
                }
                let shown = last.map { "\"\($0.value["content"]?.stringValue ?? "")\"" } ?? "none, the conversation is not stored"
                return WorldViolation(invariant: .w3, message: "\(world.users[index].key)'s entry \(key) for \(id) has "
                                      + "latest_message \(latest?.json ?? "null"); the conversation's last message is \(shown)",
                                      expectation: [.server(content, written: at + "/content", latest?["message"]),
                                                    .server(date, written: at + "/date", latest?["date"])])
            }
        }
        return nil
    }

    /// W4: a phone whose screen is a chat of a stored conversation shows its messages, in the
    /// data layer's order.
    static func chatsShowServer(_ world: MessengerWorld) -> WorldViolation? {
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
            return WorldViolation(invariant: .w4, message: "\(world.users[index].key)'s chat \(id) shows "
                                  + "\(difference.found); the server holds \(difference.expected)",
                                  expectation: [.messages(held)], participant: index)
        }
        return nil
    }
}

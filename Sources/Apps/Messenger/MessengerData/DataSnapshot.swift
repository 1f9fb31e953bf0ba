import MessengerBackend

/// How the app's Swift code takes a snapshot's value: the casts of the tutorial
/// (`snapshot.value as? [[String: Any]]`, `as? [String: Any]`, `as? [[String: String]]`) and
/// the readings of the atomic layer. A cast that fails is nil, as in Swift.
enum DataSnapshot {
    /// `as? [String: Any]`: a map that the SDK does not hand out as an array.
    static func dictionary(_ value: DatabaseValue?) -> DatabaseMap? {
        guard let value, value.arrayValue == nil else { return nil }
        return value.mapChildren
    }

    /// `as? [[String: Any]]`: an array (``DatabaseValue/arrayValue``) whose every item is a
    /// dictionary; a missing index (`NSNull`) fails the cast.
    static func listOfDictionaries(_ value: DatabaseValue?) -> [DatabaseMap]? {
        guard let items = value?.arrayValue else { return nil }
        var list: [DatabaseMap] = []
        for item in items {
            guard let dictionary = dictionary(item) else { return nil }
            list.append(dictionary)
        }
        return list
    }

    /// `as? [[String: String]]`: the same, with only strings inside.
    static func listOfStringDictionaries(_ value: DatabaseValue?) -> [[String: String]]? {
        guard let list = listOfDictionaries(value) else { return nil }
        var strings: [[String: String]] = []
        for dictionary in list {
            var entry: [String: String] = [:]
            for (key, item) in dictionary {
                guard let text = item.stringValue else { return nil }
                entry[key] = text
            }
            strings.append(entry)
        }
        return strings
    }

    /// A list as the tutorial writes it back (`setValue` of a Swift array).
    static func list(_ items: [DatabaseMap]) -> DatabaseValue? {
        DatabaseValue.list(items.map { .map($0) })
    }

    /// A conversations list entry with every field the list screen needs, as the tutorial's
    /// `compactMap` keeps it; `id` given for the atomic layer's keyed entries.
    static func entry(_ dictionary: DatabaseMap, id: String? = nil) -> ConversationEntry? {
        timedEntry(dictionary, id: id)?.entry
    }

    /// ``entry(_:id:)`` with its latest message's place in time (``timestamp(_:)``, 0 for a date
    /// that is not a timestamp), read from the one lookup of the date.
    static func timedEntry(_ dictionary: DatabaseMap, id: String?) -> (entry: ConversationEntry, time: Double)? {
        guard let id = id ?? dictionary["id"]?.stringValue,
              let name = dictionary["name"]?.stringValue,
              let other = dictionary["other_user_email"]?.stringValue,
              let latest = dictionary["latest_message"],
              let stored = latest["date"], let date = date(stored),
              let message = latest["message"]?.stringValue,
              let isRead = latest["is_read"]?.boolValue
        else { return nil }
        return (ConversationEntry(id: id, name: name, otherUserEmail: other, latestMessage: message,
                                  latestDate: date, isRead: isRead), timestamp(stored) ?? 0)
    }

    /// The atomic layer's conversations list, entries keyed by conversation id: newest latest
    /// message first, equal dates in key order. (Sorting stays out of the generic data layer:
    /// see docs/benchmarks.md, "Specialized across modules".)
    @inline(never)
    static func keyedEntries(_ value: DatabaseValue?) -> [ConversationEntry] {
        guard let children = value?.mapChildren else { return [] }
        var keyed: [(entry: ConversationEntry, time: Double)] = []
        keyed.reserveCapacity(children.count)
        _ = children.allChildren { key, child in
            if let map = child.mapChildren, let timed = timedEntry(map, id: key) { keyed.append(timed) }
            return true
        }
        guard keyed.count > 1 else { return keyed.map { $0.entry } }
        let sorted = keyed.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time > b.element.time : a.offset < b.offset
        }
        return sorted.map { $0.element.entry }
    }

    /// A message with every field the chat needs, as the tutorial's `compactMap` keeps it.
    static func message(_ dictionary: DatabaseMap, id: String? = nil) -> ChatMessage? {
        guard let id = id ?? dictionary["id"]?.stringValue,
              let name = dictionary["name"]?.stringValue,
              let isRead = dictionary["is_read"]?.boolValue,
              let content = dictionary["content"]?.stringValue,
              let sender = dictionary["sender_email"]?.stringValue,
              let type = dictionary["type"]?.stringValue, let kind = ChatMessage.Kind(rawValue: type),
              let date = date(dictionary["date"])
        else { return nil }
        return ChatMessage(id: id, kind: kind, content: content, date: date, senderEmail: sender, isRead: isRead, name: name)
    }

    /// A stored date: an ISO 8601 string as is, a server timestamp (milliseconds since 1970) as
    /// the ISO 8601 string of that instant.
    static func date(_ value: DatabaseValue?) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let milliseconds):
            return BackendDates.iso8601(at: (milliseconds - Double(BackendDates.epochMilliseconds)) / 1000)
        default: return nil
        }
    }

    /// A stored date's place in time, for ordering: a timestamp's milliseconds; nil for others.
    static func timestamp(_ value: DatabaseValue?) -> Double? {
        value?.numberValue
    }
}

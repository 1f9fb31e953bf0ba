/// Puts a page's WebSocket frames together into messages, keeping at most `limit` bytes of one.
/// A longer message is read to its last fragment without being kept and is reported once, so
/// its session goes on (docs/studio.md, "Limits"); memory stays at `limit` whatever a page sends.
struct MessageAssembler: Sendable {
    /// What a frame is: the first of a text or binary message, or a fragment continuing one.
    enum Opcode: Sendable, Equatable {
        case text, binary, continuation
    }

    /// A whole message.
    enum Message: Sendable, Equatable {
        case text(String)
        case binary
        /// A message of this many bytes, more than the limit (a count that would overflow
        /// stays at `Int.max`).
        case oversized(bytes: Int)
        /// A text message that is not UTF-8.
        case notUTF8
        /// A continuation with no message begun.
        case stray
    }

    let limit: Int
    private var kept: [UInt8] = []
    private var total = 0
    private var current: Opcode?

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes one frame; gives the message it completes, if its `fin` bit ends one.
    mutating func take(_ opcode: Opcode, _ payload: some Collection<UInt8>, fin: Bool) -> Message? {
        switch opcode {
        case .text, .binary:
            current = opcode
            kept.removeAll(keepingCapacity: true)
            total = 0
        case .continuation:
            guard current != nil else { return fin ? .stray : nil }
        }
        let count = payload.count
        total = total > Int.max - count ? Int.max : total + count
        if current == .text, total <= limit { kept.append(contentsOf: payload) }
        guard fin, let kind = current else { return nil }
        current = nil
        defer { kept.removeAll(keepingCapacity: kept.capacity <= limit) }
        if total > limit { return .oversized(bytes: total) }
        guard kind == .text else { return .binary }
        guard let text = String(validating: kept, as: UTF8.self) else { return .notUTF8 }
        return .text(text)
    }
}

import VirtualClock

/// A message between its sending and its delivery: on a link (in flight or held), or an
/// upload's work at the server.
struct MessageEnvelope: Sendable, Equatable {
    /// The message's number: unique, increasing in the order messages are made.
    let id: Int
    /// The phone whose link carries it.
    let client: Int
    let route: MessageRoute
    let content: BackendMessage
    /// When it was last sent: first sent, or released by its link coming back online.
    var sentAt: Double
    /// When it arrives; meaningless while held.
    var due: Double
    /// Kept by an offline link.
    var isHeld: Bool

    /// `due` on the clock's nanosecond grid (`VirtualTime`), where due times are compared.
    var dueInstant: Double { VirtualTime.snapped(due) }

    /// Whether this message is handled before `other` when both are due: earlier due first, then
    /// earlier sent, then the phone first in `users:` order, then the one made first. Times are
    /// compared on the clock's grid, so sums that are one instant tie. Nothing else breaks a tie.
    func precedes(_ other: MessageEnvelope) -> Bool {
        dueKey < other.dueKey
    }

    /// What ``precedes(_:)`` compares, in order: due, then sent (on the clock's grid), then
    /// the phone, then the number.
    struct DueKey: Sendable, Equatable, Comparable {
        var due: Double
        var sent: Double
        var client: Int
        var id: Int

        static func < (a: DueKey, b: DueKey) -> Bool {
            (a.due, a.sent, a.client, a.id) < (b.due, b.sent, b.client, b.id)
        }
    }

    var dueKey: DueKey {
        DueKey(due: dueInstant, sent: VirtualTime.snapped(sentAt), client: client, id: id)
    }

    func trace(_ kind: BackendTrace.Kind) -> BackendTrace {
        BackendTrace(kind: kind, message: id, client: client, route: route, content: content)
    }
}

import VirtualClock

// The links: sending, holding, releasing and delivering messages, in order, on the one clock.
//
// Every message in flight has one live timer, named by its number. When any timer fires, the
// message handled is the first due by `MessageEnvelope.precedes` — not necessarily the one the
// timer names; the two then swap timers, so ties are broken by the rule alone, never by the
// order the timers were scheduled in.

extension Backend {
    /// Makes message `content` on phone `client`'s link going `route` (or an upload's work for
    /// `.storage`), and puts it on its way: due one latency from now and never before the message
    /// before it on the same direction; held when the link is offline.
    mutating func send(_ content: BackendMessage, client: Int, route: MessageRoute) -> [BackendEffect<Tag>] {
        var effects: [BackendEffect<Tag>] = []
        send(content, client: client, route: route, into: &effects)
        return effects
    }

    /// ``send(_:client:route:)``, its effects appended to `effects`.
    mutating func send(_ content: BackendMessage, client: Int, route: MessageRoute,
                       into effects: inout [BackendEffect<Tag>]) {
        var envelope = MessageEnvelope(id: nextMessage, client: client, route: route, content: content,
                                       sentAt: now, due: now, isHeld: false)
        nextMessage += 1
        log(envelope.trace(.sent), into: &effects)
        if route != .storage, !phones[client].isOnline {
            envelope.isHeld = true
            log(envelope.trace(.held), into: &effects)
        } else {
            effects.append(dispatch(&envelope))
            due.push(envelope.dueKey)
        }
        messages.append(envelope)
    }

    /// Sets `envelope`'s due time from now and returns its timer.
    mutating func dispatch(_ envelope: inout MessageEnvelope) -> BackendEffect<Tag> {
        let client = envelope.client
        let latency: Double
        let earliest: Double
        switch envelope.route {
        case .storage:
            latency = uploadTime
            earliest = -.infinity
        case .up:
            latency = nextLatency(client: client)
            earliest = phones[client].lastUpDue
        case .down:
            latency = nextLatency(client: client)
            earliest = phones[client].lastDownDue
        }
        // The delay is what a driver adds to `now`; the due time is computed as the driver will,
        // and nudged up so rounding never puts it before the previous message's. Due times are
        // compared on the clock's grid (`MessageEnvelope.precedes`).
        var delay = max(latency, earliest - now)
        for _ in 0..<4 where now + delay < earliest { delay = delay.nextUp }
        envelope.due = now + delay
        switch envelope.route {
        case .up: phones[client].lastUpDue = envelope.due
        case .down: phones[client].lastDownDue = envelope.due
        case .storage: break
        }
        return .schedule(BackendTimer(message: envelope.id), after: delay)
    }

    mutating func nextLatency(client: Int) -> Double {
        if jitter != nil { return jitter?.next() ?? 0 }
        return phones[client].latency
    }

    /// Phone `client`'s link goes offline: every message on it, either way, is held, and its
    /// timer dropped.
    mutating func takeOffline(_ client: Int) -> [BackendEffect<Tag>] {
        guard phones[client].isOnline else { return [] }
        phones[client].isOnline = false
        phones[client].lastUpDue = -.infinity
        phones[client].lastDownDue = -.infinity
        var effects: [BackendEffect<Tag>] = []
        for index in messages.indices where messages[index].client == client
            && messages[index].route != .storage && !messages[index].isHeld {
            messages[index].isHeld = true
            effects.append(.cancel(BackendTimer(message: messages[index].id)))
            log(messages[index].trace(.held), into: &effects)
        }
        return effects
    }

    /// Phone `client`'s link comes back: every message it held is sent again now, in the order
    /// the messages were first made, and arrives one latency later, in that order.
    mutating func bringOnline(_ client: Int) -> [BackendEffect<Tag>] {
        guard !phones[client].isOnline else { return [] }
        phones[client].isOnline = true
        var effects: [BackendEffect<Tag>] = []
        for index in messages.indices where messages[index].client == client && messages[index].isHeld {
            messages[index].isHeld = false
            messages[index].sentAt = now
            var envelope = messages[index]
            log(envelope.trace(.released), into: &effects)
            effects.append(dispatch(&envelope))
            messages[index] = envelope
            due.push(envelope.dueKey)
        }
        return effects
    }

    /// A delivery timer fired: handles the first message due.
    mutating func wake(_ timer: BackendTimer) -> [BackendEffect<Tag>] {
        // The first message due by `precedes` is the queue's first key still standing for its
        // message, when that key is due.
        while let key = due.first {
            if let index = position(of: key.id), !messages[index].isHeld, messages[index].dueKey == key { break }
            due.removeFirst()
        }
        guard let key = due.first, key.due <= VirtualTime.snapped(now), let first = position(of: key.id) else { return [] }
        due.removeFirst()
        let envelope = messages.remove(at: first)
        var effects: [BackendEffect<Tag>] = []
        effects.reserveCapacity(8)
        if envelope.id != timer.message, let own = position(of: timer.message), !messages[own].isHeld {
            // The timer's own message is due too: it takes the delivered message's place.
            effects.append(.cancel(BackendTimer(message: envelope.id)))
            effects.append(.schedule(timer, after: 0))
        }
        log(envelope.trace(.delivered), into: &effects)
        switch envelope.route {
        case .up, .storage:
            serve(envelope, into: &effects)
        case .down:
            receive(envelope, into: &effects)
        }
        return effects
    }

    /// Where message `id` is in `messages` (kept in the order of their numbers), or nil.
    func position(of id: Int) -> Int? {
        var low = 0
        var high = messages.count
        while low < high {
            let middle = (low + high) / 2
            if messages[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < messages.count && messages[low].id == id ? low : nil
    }
}

import MessengerModel
import MessengerScenario
import MessengerWorld
import Scenarios
import VirtualClock

/// Draws a world's actions from its seed, each for the state the ones before left
/// (docs/explore.md, "Worlds"): a user, or the world, then one of the actions that user's
/// screen offers, with its weight.
struct WorldDrawing {
    var random: SeededGenerator
    let users: [String]
    /// Tells this world's messages apart: each send types `m` and this number (the inputs the
    /// world had when it was drawn), so every message of a world has its own text.
    var messageNumber: Int

    /// One action drawn and performed on a copy of `runner`; nil when it did not apply.
    mutating func next(on runner: ScenarioRunner<Messenger>) -> ActionBuilder? {
        let actor = random.int(in: 0...users.count)
        guard actor < users.count, runner.state.phone(actor).isAtRest else { return world(on: runner) }
        let phone = runner.state.phone(actor)
        var choices: [(WorldAction.Kind, Int)] = []
        switch phone.screen {
        case .chats:
            choices = [(.open, 3), (.logOut, 1)]
            if !phone.rowNames.isEmpty { choices += [(.openRow, 2), (.delete, 1)] }
        case .chat: choices = [(.send, 6), (.back, 2)]
        case .login: choices = [(.logIn, 4)]
        case .profile: choices = [(.chatsTab, 2), (.logOut, 1)]
        case .newConversation, .register: choices = [(.back, 1)]
        }
        let total = choices.reduce(0) { $0 + $1.1 }
        var pick = random.int(in: 1...total)
        var kind = WorldAction.Kind.wait
        for (choice, weight) in choices {
            if pick <= weight {
                kind = choice
                break
            }
            pick -= weight
        }
        var builder = ActionBuilder(kind, user: actor, on: runner)
        return perform(kind, phone: phone, on: &builder) ? builder : nil
    }

    /// A wait, or a user's link going offline or online.
    mutating func world(on runner: ScenarioRunner<Messenger>) -> ActionBuilder? {
        if random.chance(1, in: 4) {
            let user = random.int(in: 0...(users.count - 1))
            let online = !runner.state.data.backend.isOnline(client: user)
            var builder = ActionBuilder(online ? .online : .offline, user: nil, on: runner)
            return builder.perform(.app(.network([(user: user, name: users[user], online: online)]))) ? builder : nil
        }
        var builder = ActionBuilder(.wait, user: nil, on: runner)
        let seconds = random.chance(1, in: 2) ? random.value(0.01, 0.2, steps: 100) : random.value(0.2, 1.5, steps: 100)
        return builder.perform(.wait(seconds)) ? builder : nil
    }

    /// The steps of `kind` by the builder's user, performed; false when one does not apply.
    mutating func perform(_ kind: WorldAction.Kind, phone: MessengerPhone, on builder: inout ActionBuilder) -> Bool {
        guard let user = builder.user else { return false }
        switch kind {
        case .open:
            var others = Array(users.indices)
            others.remove(at: user)
            let other = users[random.element(others)]
            return builder.tap(.compose) && builder.perform(.app(.type(other.prefix(1).uppercased() + other.dropFirst(),
                                                                        replacing: false)))
                && builder.tap(.returnKey)
                && builder.wait(atMost: 2.5) { $0.frame(of: .result(1)) != nil && $0.isAtRest }
                && builder.tap(.result(1))
                && builder.wait(atMost: 3) { $0.screen == .chat && $0.isAtRest && $0.focusedTarget == .message }
        case .openRow:
            let row = random.int(in: 1...phone.rowNames.count)
            return builder.tap(.row(row)) && builder.wait(atMost: 1) { $0.screen == .chat && $0.isAtRest }
        case .send:
            return (phone.focusedTarget == .message || builder.tap(.message))
                && builder.perform(.app(.type("m\(messageNumber)", replacing: true))) && builder.tap(.send)
        case .back:
            let target: Target = phone.screen == .newConversation ? .cancel : .back
            return builder.tap(target) && builder.wait(atMost: 1) { $0.isAtRest }
        case .delete:
            let row = random.int(in: 1...phone.rowNames.count)
            guard let frame = phone.frame(of: .row(row)) else { return false }
            let start = frame.maxX - 20
            let samples = [(0.0, TouchSample.Phase.began, 0.0), (0.05, .moved, 30), (0.1, .moved, 80), (0.15, .moved, 130),
                           (0.2, .moved, 150), (0.3, .ended, 150)].map { time, phase, distance in
                TouchSample(time: time, id: 1, phase: phase, point: Point(x: start - distance, y: frame.midY))
            }
            return builder.perform(.touches(samples)) && builder.wait(atMost: 0.5) { $0.rowSwipe?.isOpen ?? false }
                && builder.tap(.delete) && builder.wait(atMost: 1) { $0.isAtRest }
        case .logOut:
            return (phone.screen == .profile || builder.tap(.profileTab)) && builder.tap(.logout)
                && builder.tap(.button("Log Out")) && builder.wait(atMost: 1) { $0.screen == .login && $0.isAtRest }
        case .logIn:
            let key = users[user]
            return builder.tap(.email) && builder.perform(.app(.type("\(key)@example.com", replacing: true)))
                && builder.tap(.password) && builder.perform(.app(.type("password1", replacing: true)))
                && builder.tap(.returnKey)
                && builder.wait(atMost: 3) { $0.screen != .login && $0.isAtRest }
        case .chatsTab:
            return builder.tap(.chatsTab)
        case .offline, .online, .wait:
            return false
        }
    }
}

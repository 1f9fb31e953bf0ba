import Devices
import MessengerBackend
import MessengerModel
@testable import MessengerScenario
import MessengerWorld
import Scenarios
import Testing

@Suite("Messenger worlds: users, phones and the backend on one clock")
struct MessengerWorldTests {
    static func parse(_ yaml: String) throws(ScenarioError) -> Scenario<Messenger> {
        try ScenarioParser<Messenger>.parse(yaml: yaml, path: "world.yaml")
    }

    static func run(_ yaml: String) throws -> ScenarioRun<Messenger> {
        ScenarioRunner.run(try parse(yaml), on: .iPhone8)
    }

    static func message(_ yaml: String) -> String {
        do {
            _ = try parse(yaml)
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test("a world replayed without its trace ends in the same state, its phones showing the same",
          arguments: ["tutorial", "atomic"])
    func untracedReplay(layer: String) throws {
        // Both races of the layer, a message sent offline, and a chat kept up to date in place.
        var yaml = Self.race(layer)
        yaml += "  - network: { bob: offline }\n  - bob: { type: Late }\n  - bob: { tap: send }\n  - wait: 1\n"
        yaml += "  - network: { bob: online }\n  - wait: 2\n"
        for index in 0..<6 {
            yaml += "  - \(index.isMultiple(of: 2) ? "alice" : "bob"): { type: \"m\(index)\" }\n"
            yaml += "  - \(index.isMultiple(of: 2) ? "alice" : "bob"): { tap: send }\n  - wait: 0.2\n"
        }
        yaml += "  - wait: 2\n"
        let scenario = try Self.parse(yaml)
        let traced = ScenarioRunner.run(scenario, on: .iPhone8, tracing: true)
        let untraced = ScenarioRunner.run(scenario, on: .iPhone8, tracing: false)
        #expect(!traced.trace.isEmpty && untraced.trace.isEmpty)
        #expect(untraced.finalState == traced.finalState)
        for index in 0..<2 {
            #expect(untraced.finalState.phone(index).chat?.messages == traced.finalState.phone(index).chat?.messages)
            #expect(untraced.finalState.phone(index).chat?.messages.isEmpty == false)
        }
        #expect(untraced.finalState.confirmedSends == traced.finalState.confirmedSends)
    }

    @Test("a world kept without its trace makes no log effects, and every other effect as with it",
          arguments: ["tutorial", "atomic"])
    func untracedEffects(layer: String) throws {
        let scenario = try Self.parse(Self.race(layer))
        var runner = ScenarioRunner(scenario: scenario, device: .iPhone8, tracing: false)
        for step in scenario.steps { runner.perform(step) }
        var quiet = runner.state, loud = runner.state
        quiet.traceKept(false)
        loud.traceKept(true)
        let send = try #require(runner.state.phone(0).frame(of: .send))
        let point = Point(x: send.x + send.width / 2, y: send.y + send.height / 2)
        // Typing, then a send: the phone's events, its request, and the backend's trace lines.
        for action in [MessengerWorldAction.phone(0, .type(" there", replacing: false)),
                       .phone(0, .touchBegan(id: 1, at: point)), .phone(0, .touchEnded(id: 1, at: point))] {
            let heard = loud.reduce(action), unheard = quiet.reduce(action)
            #expect(heard.contains { if case .log = $0 { true } else { false } }, "\(action)")
            #expect(unheard == heard.filter { if case .log = $0 { false } else { true } }, "\(action)")
            #expect(quiet == loud)
        }
    }

    @Test("users take their defaults from the key; accounts that exist are on the server at launch")
    func launch() throws {
        let run = try Self.run("""
            app: messenger
            users:
              alice: { name: Alice Martin }
              bob: { device: iphone-se, account: registered }
              carol: { account: none }
            steps:
              - wait: 1
              - alice: { expect: { screen: chats, signedIn: true, rows: [] } }
              - bob: { expect: { screen: login, signedIn: false } }
              - expect: { server: { users/0/name: Alice Martin, users/1/name: "Bob ", users/1/email: bob-example-com,
                                    users/2: null, bob-example-com/first_name: Bob }, quiet: true }
            """)
        #expect(run.failures.map(\.description) == [])
        let users = Messenger.worldUsers(run.scenario)
        #expect(users.map(\.email) == ["alice@example.com", "bob@example.com", "carol@example.com"])
        #expect(users.map(\.identity.name) == ["Alice Martin", "Bob ", "Carol "])
    }

    @Test("an unknown user with no near name is told the world's keys, each once, and no other app's steps")
    func unknownUserListsTheWorldsKeys() {
        #expect(Self.message("app: messenger\nusers: { alice: {}, bob: {} }\nsteps:\n  - carol: { tap: compose }\n")
            == "world.yaml:4:5: error: unknown key 'carol' in step; expected one of: wait, at, expect, snapshot, network, "
            + "alice, bob, tap, touches, type, keyboard, picker, swipe, rotate, double-tap, long-press, drag, flick, "
            + "edge-swipe, pinch, two-finger-tap")
    }

    @Test("a server path may write an id's date with its dot; it names the node whose key holds the comma",
          arguments: [("Hi", true), ("Hello", false)])
    func dottedDateInAServerPath(content: String, holds: Bool) throws {
        let path = "conversation_bob-example-com_alice-example-com_2026-01-01T00:00:05.100Z/messages/0/content"
        let run = try Self.run("""
            app: messenger
            users: { alice: { name: Alice Martin }, bob: { name: Bob Stone } }
            network: { alice: 0.1, bob: 0.2 }
            steps:
              - wait: 1
              - alice: { tap: compose }
              - wait: 0.5
              - alice: { type: Bo }
              - alice: { tap: search }
              - wait: 1.4
              - alice: { tap: result-1 }
              - at: 5
              - alice: { tap: message }
              - alice: { type: Hi }
              - alice: { tap: send }
              - at: 6
              - expect: { server: { "\(path)": \(content) } }
            """)
        #expect(run.failures.isEmpty == holds, "\(run.failures.map(\.description))")
        if !holds { #expect(run.failures.first?.description.contains(path) == true, "\(run.failures.map(\.description))") }
        // Not a date: the dot is refused as in any key.
        #expect(Self.message("app: messenger\nusers: { alice: {} }\nsteps:\n  - expect: { server: { a.b: 1 } }\n")
            .contains("world.yaml:4:25: error: 'a.b' is not a database path: key 'a.b' in path 'a.b' contains '.'"))
    }

    @Test("a first conversation is seen live on the other phone, a latency after the writes")
    func firstConversation() throws {
        let run = try Self.run("""
            app: messenger
            users: { alice: {}, bob: {} }
            network: { latency: 0.1 }
            steps:
            \(Self.aliceSearchesForBob)  - alice: { expect: { rows: ["Bob "] } }
              - alice: { tap: result-1 }
              - wait: 1
              - alice: { expect: { screen: chat, title: "Bob " } }
              - alice: { tap: message }
              - alice: { type: Hello }
              - alice: { tap: send }
              - wait: 2
              - alice: { expect: { messages: ["alice: Hello"], input: "" } }
              - bob: { expect: { rows: ["Alice "] } }
              - expect: { conversations: { between: [alice, bob], count: 1 }, quiet: true }
            """)
        #expect(run.failures.map(\.description) == [])
    }

    /// Alice and Bob each open a new chat with the other and send at the same instant.
    static func race(_ layer: String) -> String {
        var steps = ["  - wait: 1"]
        for (me, other) in [("alice", "Bo"), ("bob", "Al")] {
            steps += ["  - \(me): { tap: compose }", "  - wait: 0.5", "  - \(me): { type: \(other) }",
                      "  - \(me): { tap: search }", "  - wait: 0.5", "  - \(me): { tap: result-1 }", "  - wait: 1",
                      "  - \(me): { tap: message }", "  - \(me): { type: Hi }"]
        }
        steps += ["  - alice: { tap: send }", "  - bob: { tap: send }", "  - wait: 3"]
        return "app: messenger\nusers: { alice: {}, bob: {} }\noptions: { dataLayer: \(layer) }\nsteps:\n"
            + steps.joined(separator: "\n") + "\n"
    }

    @Test("two users who start a conversation with each other at once get two with the tutorial's layer, one with the atomic",
          arguments: [("tutorial", 2), ("atomic", 1)])
    func duplicateConversations(layer: String, count: Int) throws {
        let run = try Self.run(Self.race(layer) + "  - expect: { quiet: true }\n")
        #expect(run.failures.map(\.description) == [])
        let world = run.finalState
        let found = Messenger.compare(.conversations(between: ["alice", "bob"], count: count), participant: nil, in: world)
        #expect(found.1 == found.2, "\(layer): \(found)")
    }

    @Test("world words in the wrong place say where they belong", arguments: [
        ("  - expect: { screen: chats }\n", "world.yaml:5:15: error: 'screen' is an expect key of one participant's "
            + "phone; address it, e.g. 'alice: { expect: { screen: … } }'"),
        ("  - alice: { network: { bob: offline } }\n", "world.yaml:5:14: error: 'network' is a step of the world, "
            + "not of one phone; write it as its own list item, not inside 'alice: { … }'"),
        ("  - network: { carol: offline }\n", "world.yaml:5:16: error: unknown key 'carol' in 'network'; expected "
            + "one of: alice, bob"),
        ("  - expect: { server: { \"users/a.b\": 1 } }\n", "world.yaml:5:25: error: 'users/a.b' is not a database path"),
        ("  - alice: { tap: sned }\n", "world.yaml:5:19: error: unknown tap target 'sned'; did you mean 'send'?"),
    ])
    func misplaced(steps: String, expected: String) {
        #expect(Self.message("app: messenger\nusers: { alice: {}, bob: {} }\nnetwork: { latency: 0.1 }\nsteps:\n" + steps)
            .hasPrefix(expected))
    }

    @Test("a phone is read at the world's time: a keyboard dismissed a second ago is down, whatever its last input")
    func phoneAtWorldTime() throws {
        let run = try Self.run("""
            app: messenger
            users: { carol: { account: registered } }
            steps:
              - wait: 0.5
              - carol: { tap: email }
              - wait: 0.5
              - carol: { keyboard: dismiss }
              - wait: 1
            """)
        let world = run.finalState
        #expect(world.now == 2.05)
        #expect(world.phone(0).now == world.now)
        #expect(world.phone(0).keyboardVisibleHeight == 0)
        #expect(world.phones[0].keyboardVisibleHeight > 0, "the phone's own clock stopped at its last input")
    }

    @Test("the trace names the user of each input and shows the backend's messages with their link")
    func trace() throws {
        let run = try Self.run("app: messenger\nusers: { alice: {}, bob: {} }\nsteps:\n  - alice: { tap: compose }\n"
                               + "  - network: { bob: offline }\n  - wait: 1\n")
        let lines = run.traceLines(.text)
        #expect(lines.first?.contains("launch") == true)
        // Each backend message on a line of its own, under its input, with the user of its link.
        #expect(lines.contains("0           sent #1 up alice: listen alice-example-com/conversations"))
        #expect(lines.contains("0.05        held #2 up bob: listen bob-example-com/conversations"))
        #expect(!lines.contains { $0.contains("accepted") && $0.contains("sent #") })
        #expect(lines.contains { $0.contains("alice: touch 1 began (") })
        #expect(lines.contains { $0.contains("bob: offline") })
        let json = run.traceLines(.json)
        #expect(json.contains { $0.contains("\"input\":{\"user\":\"alice\",\"type\":\"touch\"") })
        #expect(json.contains { $0.contains("\"input\":{\"user\":\"bob\",\"type\":\"network\",\"network\":\"offline\"}") })
        #expect(json.contains {
            $0.contains("\"message\":{\"event\":\"sent\",\"id\":1,\"user\":\"alice\",\"link\":\"up\",\"content\":\"listen alice-example-com/conversations\"}")
        })
        // What the phones did is JSON's `did`.
        #expect(json.contains { $0.contains("\"did\":[\"alice: tapped(") })
    }

    @Test("'conversations' counts the ids that name both users as whole parts: al is not named by bal's id")
    func conversationsNameWholeEmails() throws {
        let run = try Self.run("""
            app: messenger
            users: { al: {}, bal: {}, bob: {} }
            steps:
              - wait: 1
              - bal: { tap: compose }
              - wait: 0.5
              - bal: { type: Bo }
              - bal: { tap: search }
              - wait: 0.5
              - bal: { tap: result-1 }
              - wait: 1
              - bal: { tap: message }
              - bal: { type: Hi }
              - bal: { tap: send }
              - wait: 2
              - expect: { conversations: { between: [al, bob], count: 0 } }
              - expect: { conversations: { between: [bal, bob], count: 1 } }
              - expect: { conversations: { between: [bob, bal], count: 1 } }
              - expect: { server: { users: { 0: { name: "Al ", email: al-example-com }, 1: { name: "Bal ", email: bal-example-com },
                                            2: { name: "Bob ", email: bob-example-com } } } }
              - expect: { server: { users/2/name: "Bob ", users/3: null } }

            """)
        #expect(run.failures.map(\.description) == [])
    }

    @Test("a target that is not on screen stops the run at its line")
    func targetNotOnScreen() throws {
        let run = try Self.run("app: messenger\nusers: { alice: { account: registered } }\nsteps:\n  - alice: { tap: send }\n")
        #expect(run.failures.map(\.description) == ["world.yaml:4:14: error: tap: send is not on screen (login)"])
    }

    /// Steps: a second in, Alice opens New Conversation and searches for "Bo".
    static let aliceSearchesForBob = "  - wait: 1\n  - alice: { tap: compose }\n  - wait: 0.5\n  - alice: { type: Bo }\n"
        + "  - alice: { tap: search }\n  - wait: 0.5\n"

    /// Bob's Chats with Alice's conversation on it.
    static let bobsChats = """
        app: messenger
        users: { alice: {}, bob: {} }
        options: { dataLayer: atomic }
        steps:
        \(aliceSearchesForBob)  - alice: { tap: result-1 }
          - wait: 1
          - alice: { tap: message }
          - alice: { type: Hi }
          - alice: { tap: send }
          - wait: 1

        """

    @Test("a swipe on a target is a straight track from its centre: 150 pt left opens the row, 20 pt closes it")
    func swipeOnATarget() throws {
        let opened = try Self.run(Self.bobsChats + "  - bob: { swipe: { on: row-1, to: left, distance: 150, duration: 0.3 } }\n"
                                  + "  - wait: 0.5\n")
        #expect(opened.failures.map(\.description) == [])
        #expect(opened.finalState.phone(1).rowSwipe?.isOpen == true)
        let moves = opened.traceLines(.text).filter { $0.contains("bob: touch 1 moved") }
        #expect(moves.count == 17, "a move at each 1/60 s before 0.3 s: 1/60 … 17/60")
        #expect(opened.traceLines(.text).contains { $0.contains("bob: touch 1 ended (37.5, 124)") },
                "from the row's centre (187.5, 124), 150 pt left, lifted at the end point")
        let closed = try Self.run(Self.bobsChats + "  - bob: { swipe: { on: row-1, to: left, distance: 20, duration: 0.3 } }\n"
                                  + "  - wait: 0.5\n")
        #expect(closed.finalState.phone(1).rowSwipe?.isOpen != true)
        #expect(closed.finalState.phone(1).rowNames == ["Alice "])
    }

    @Test("a swipe's target not on screen stops the run; a bad direction or distance is refused when read")
    func swipeErrors() throws {
        let run = try Self.run("app: messenger\nusers: { alice: {} }\nsteps:\n  - alice: { swipe: { on: row-1, to: left } }\n")
        #expect(run.failures.map(\.description) == ["world.yaml:4:14: error: swipe: row-1 is not on screen (chats)"])
        let header = "app: messenger\nusers: { alice: {} }\nsteps:\n"
        #expect(Self.message(header + "  - alice: { swipe: { on: row-1, to: lfet } }\n")
            == "world.yaml:4:38: error: unknown direction 'lfet'; did you mean 'left'?")
        #expect(Self.message(header + "  - alice: { swipe: { on: row-1, to: left, distance: 0 } }\n")
            == "world.yaml:4:54: error: 'distance' must be greater than 0, found 0")
        #expect(Self.message(header + "  - alice: { swipe: { to: left } }\n")
            == "world.yaml:4:21: error: missing 'on' in 'swipe'")
    }

    @Test("rotate is accepted and ignored: the app is portrait-only")
    func rotateIsIgnored() throws {
        let run = try Self.run("app: messenger\nusers: { alice: {} }\nsteps:\n  - wait: 0.5\n"
                               + "  - alice: { rotate: landscape-left }\n  - wait: 0.5\n"
                               + "  - alice: { expect: { screen: chats } }\n  - alice: { tap: compose }\n")
        #expect(run.failures.map(\.description) == [])
        #expect(run.traceLines(.text).allSatisfy { !$0.contains("rotate") })
        #expect(Self.message("app: messenger\nusers: { alice: {} }\nsteps:\n  - alice: { rotate: sideways }\n")
            .hasPrefix("world.yaml:4:22: error: unknown orientation 'sideways'"))
    }
}

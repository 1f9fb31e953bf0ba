import MessengerModel
@testable import MessengerScenario
import Scenarios
import Testing

/// What a world that cannot run says (docs/messenger.md, "Worlds: the scenario words";
/// docs/limits.md): each message names the line and column and what to write instead, and
/// nothing traps.
@Suite("Messenger worlds: bad input is refused at its line with a message that says what to change")
struct MessengerBadInputTests {
    static let header = "app: messenger\nusers: { alice: {}, bob: {} }\nsteps:\n"

    @Test("a step, a user or a value that cannot be read is refused while the scenario is parsed", arguments: [
        (header + "  - alcie: { tap: compose }\n",
         "world.yaml:4:5: error: unknown key 'alcie' in step; did you mean 'alice'?"),
        ("app: messenger\nusers: { \"al.ice\": {} }\nsteps:\n  - wait: 1\n",
         "world.yaml:2:10: error: participant name 'al.ice' must start with a letter and use only letters, digits, "
            + "'-' and '_' (it names the participant's golden folder)"),
        ("app: messenger\nusers: { \"../bob\": {} }\nsteps:\n  - wait: 1\n",
         "world.yaml:2:10: error: participant name '../bob' must start with a letter"),
        ("app: messenger\nusers: { alice: {}, world: {} }\nsteps:\n  - wait: 1\n",
         "world.yaml:2:21: error: participant name 'world' is the name of the world's golden folder; choose another"),
        (header + "  - alice: { zoom: 2 }\n",
         "world.yaml:4:14: error: unknown key 'zoom' in a step for 'alice'; expected one of: tap, touches, wait, at, "
            + "expect, snapshot, type, keyboard, picker, swipe, rotate, double-tap, long-press, drag, flick"),
        (header + "  - alice: { swipe: up }\n",
         "world.yaml:4:21: error: expected a mapping such as '{ on: row-1, to: left, distance: 150, duration: 0.3 }' "
            + "for 'swipe', found a string 'up'"),
        (header + "  - alice: { tpa: compose }\n",
         "world.yaml:4:14: error: unknown key 'tpa' in a step for 'alice'; did you mean 'tap'?"),
        ("app: messenger\nusers: { alice: {} }\nnetwork: { latency: -0.1 }\nsteps:\n  - wait: 1\n",
         "world.yaml:3:21: error: 'latency' must not be negative, found -0.1"),
        ("app: messenger\nusers: { alice: {} }\nnetwork: { alice: .nan }\nsteps:\n  - wait: 1\n",
         "world.yaml:3:19: error: 'alice' must be a finite number, found .nan"),
        ("app: messenger\nusers: { alice: {} }\nnetwork: { latency: .inf }\nsteps:\n  - wait: 1\n",
         "world.yaml:3:21: error: 'latency' must be a finite number, found .inf"),
        ("app: messenger\nusers: { alice: {} }\noptions: { uploadTime: -1 }\nsteps:\n  - wait: 1\n",
         "world.yaml:3:24: error: 'uploadTime' must not be negative, found -1"),
        (header + "  - expect: { server: { \"users//name\": 1 } }\n",
         "world.yaml:4:25: error: 'users//name' is not a database path: the path 'users//name' has an empty key "
            + "after 'users/'"),
        ("app: messenger\nusers: { a: {}, b: {}, c: {}, d: {}, e: {}, f: {}, g: {} }\nsteps:\n  - wait: 1\n",
         "world.yaml:2:52: error: a world has at most 6 participants; this is one more"),
    ])
    func refusedWhenRead(yaml: String, expected: String) {
        let message = MessengerWorldTests.message(yaml)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test("a user, a count, a number, a target or a jitter that cannot be meant is refused with what to write",
          arguments: Self.moreRefused)
    func refusedValues(yaml: String, expected: String) {
        let message = MessengerWorldTests.message(yaml)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    static let moreRefused: [(String, String)] = [
        (header + "  - expect: { conversations: { between: [alice, bbo], count: 0 } }\n",
         "world.yaml:4:49: error: unknown user 'bbo'; did you mean 'bob'?"),
        (header + "  - expect: { conversations: { between: [bob, bob], count: 0 } }\n",
         "world.yaml:4:41: error: 'between' names two different users"),
        (header + "  - alice: { expect: { pending: -1 } }\n",
         "world.yaml:4:33: error: a count must be from 0 to 1000000, found -1"),
        (header + "  - expect: { server: { users: .nan } }\n",
         "world.yaml:4:32: error: expected a finite number for 'server', found a number .nan"),
        (header + "  - alice: { tap: rw-1 }\n",
         "world.yaml:4:19: error: unknown tap target 'rw-1'; did you mean 'row-1'?"),
        (header + "  - alice: { tap: reslt-2 }\n",
         "world.yaml:4:19: error: unknown tap target 'reslt-2'; did you mean 'result-2'?"),
        (header + "  - alice: { tap: Photo Libary }\n",
         "world.yaml:4:19: error: unknown tap target 'Photo Libary'; did you mean 'Photo Library'?"),
        ("app: messenger\nusers: { alice: {} }\noptions: { jitter: { seed: 1, shortest: 0.5, longest: 0.2 } }\n"
            + "steps:\n  - wait: 1\n",
         "world.yaml:3:55: error: 'longest' (0.2 s) is shorter than 'shortest' (0.5 s)"),
    ]

    /// Another app's words, as the command line passes them.
    static let instagrid = Vocabulary(app: "instagrid", steps: Vocabulary.sharedSteps + ["share", "pick"],
                                      expectKeys: ["layout"], tapTargets: ["slot-1"])

    @Test("a step or target of another app says whose it is", arguments: [
        ("  - alice: { share: completed }\n", "world.yaml:4:14: error: 'share' is not an input of messenger; its "
            + "steps are: tap, touches, wait, at, expect, snapshot, type, keyboard, picker, swipe, rotate"),
        ("  - share: completed\n", "world.yaml:4:5: error: 'share' is not an input of messenger; its steps are: "
            + "wait, at, expect, snapshot, network, alice, bob"),
        ("  - alice: { tap: slot-1 }\n", "world.yaml:4:19: error: 'slot-1' is a target of instagrid, not of messenger"),
    ])
    func anotherAppsStep(steps: String, expected: String) {
        let message: String
        do {
            _ = try ScenarioParser<Messenger>.parse(yaml: Self.header + steps, path: "world.yaml", others: [Self.instagrid])
            message = "parsed"
        } catch {
            message = error.description
        }
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test("typing with no field focused stops the run at the step's line")
    func typeWithoutFocus() throws {
        let run = try MessengerWorldTests.run(Self.header + "  - wait: 1\n  - alice: { type: Hello }\n")
        #expect(run.failures.map(\.description) == ["world.yaml:5:14: error: type: no field is focused; tap a field first"])
    }

    @Test("a target of another screen stops the run at the step's line, naming the screen on top")
    func targetOfAnotherScreen() throws {
        let run = try MessengerWorldTests.run(Self.header + "  - wait: 1\n  - bob: { tap: delete }\n")
        #expect(run.failures.map(\.description) == ["world.yaml:5:12: error: tap: delete is not on screen (chats)"])
    }
}

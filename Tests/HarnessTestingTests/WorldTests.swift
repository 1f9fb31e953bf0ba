import Foundation
@testable import HarnessTesting
import Raster
import Testing

@Suite("Worlds: participants, addressed steps, one clock, pictures per phone and side by side")
struct WorldTests {
    static let header = """
        app: walkie
        users:
          alice: { device: iphone-8 }
          bob: { device: iphone-se }
        steps:

        """

    func parse(_ steps: String, header: String = WorldTests.header) throws(ScenarioError) -> Scenario<WalkieApp> {
        try ScenarioParser<WalkieApp>.parse(yaml: header + steps, path: "world.yaml")
    }

    func message(_ steps: String, header: String = WorldTests.header) -> String {
        do {
            _ = try parse(steps, header: header)
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test("participants in order with their devices; steps addressed to one of them or to the world")
    func participantsAndAddressedSteps() throws {
        let scenario = try parse("""
              - alice: { tap: talk }
              - wait: 0.5
              - bob: { expect: { heard: 1 } }
              - expect: { inFlight: 0 }
              - snapshot: both
              - bob: { snapshot: both }
            """)
        #expect(scenario.participants.map(\.name) == ["alice", "bob"])
        #expect(scenario.participants.map(\.device.id) == ["iphone-8", "iphone-se"])
        #expect(scenario.steps.map(\.participant) == [0, nil, 1, nil, nil, 1])
        #expect(scenario.steps[0].kind == .tap(.named(.talk)))
        #expect(scenario.steps[0].location == SourceLocation(path: "world.yaml", line: 6, column: 14))
        #expect(scenario.steps[2].kind == .expect(WalkieApp.Check(participant: 1, values: ["heard": 1])))
        #expect(scenario.steps[3].kind == .expect(WalkieApp.Check(participant: nil, values: ["inFlight": 0])))
        #expect(ScenarioHeader(scenario).participants == ["alice", "bob"])
        #expect(scenario.devices.map(\.id) == ["iphone-8"])
    }

    @Test("a participant with no entry takes the default device")
    func defaultDevice() throws {
        let scenario = try parse("  - wait: 1\n", header: "app: walkie\nusers:\n  carol:\nsteps:\n")
        #expect(scenario.participants == [Participant(name: "carol", device: .iPhone8, settings: NoSettings())])
    }

    @Test("misplaced and unknown steps say where they belong", arguments: [
        ("  - tap: talk\n", "world.yaml:6:5: error: 'tap' is a step of one participant's phone; address it, "
            + "e.g. 'alice: { tap: … }'"),
        ("  - alcie: { tap: talk }\n", "world.yaml:6:5: error: unknown key 'alcie' in step; did you mean 'alice'?"),
        ("  - alice: { latency: 0.2 }\n", "world.yaml:6:14: error: 'latency' is a step of the world, not of one "
            + "phone; write it as its own list item, not inside 'alice: { … }'"),
        ("  - alice: { bob: { tap: talk } }\n", "world.yaml:6:14: error: a step for 'alice' cannot hold a step for "
            + "'bob'; write 'bob: { … }' as its own list item"),
        ("  - expect: { heard: 1 }\n", "world.yaml:6:15: error: 'heard' is an expect key of one participant's "
            + "phone; address it, e.g. 'alice: { expect: { heard: … } }'"),
        ("  - alice: { expect: { inFlight: 0 } }\n", "world.yaml:6:24: error: 'inFlight' is an expect key of the "
            + "world, not of one phone; check it in an 'expect' step of its own, not inside 'alice: { … }'"),
        ("  - alice: { snapshot: a }\n  - alice: { snapshot: A }\n", "world.yaml:7:24: error: snapshot name 'A' "
            + "is used twice in this scenario for 'alice'"),
        ("  - alice: { tap: tlk }\n", "world.yaml:6:19: error: unknown tap target 'tlk'; did you mean 'talk'?"),
        ("  - alice: { zoom: 1 }\n", "world.yaml:6:14: error: unknown key 'zoom' in a step for 'alice'; expected "
            + "one of: tap, touches, wait, at, expect, snapshot, double-tap, long-press, drag, flick, edge-swipe, pinch, "
            + "rotate, two-finger-tap"),
        ("  - alice: { wiat: 1 }\n", "world.yaml:6:14: error: unknown key 'wiat' in a step for 'alice'; did you mean "
            + "'wait'?"),
    ])
    func misplacedSteps(steps: String, expected: String) {
        #expect(message(steps) == expected)
    }

    @Test("the same snapshot name may be used once per phone and once for the world")
    func snapshotNamesPerFolder() throws {
        let scenario = try parse("  - alice: { snapshot: a }\n  - bob: { snapshot: a }\n  - snapshot: a\n")
        #expect(scenario.steps.count == 3)
    }

    @Test("each phone has its own raw touches: the same id may be down on two phones")
    func touchesPerPhone() throws {
        let scenario = try parse("""
              - alice: { touches: [[0, 1, began, 10, 10]] }
              - bob: { touches: [[0, 1, began, 20, 20], [0.1, 1, ended, 20, 20]] }
              - alice: { touches: [[0, 1, ended, 10, 10]] }
            """)
        #expect(scenario.steps.count == 3)
        #expect(message("  - alice: { touches: [[0, 1, began, 10, 10]] }\n  - bob: { tap: talk }\n")
            == "world.yaml:6:24: error: touch 1 is still down when the scenario ends; finish it with 'ended' or "
                + "'cancelled' (in this step or a later 'touches' step)")
    }

    @Test("bad participant lists", arguments: [
        ("app: walkie\nsteps: []\n", "world.yaml:1:1: error: missing 'users': a scenario of walkie is a world; list "
            + "its participants, e.g. 'users: { alice: { device: iphone-8 } }'"),
        ("app: walkie\nusers: {}\nsteps: []\n", "world.yaml:2:8: error: 'users' is empty; name at least one "
            + "participant, e.g. 'users: { alice: { device: iphone-8 } }'"),
        ("app: walkie\nusers: { 1st: {} }\nsteps: []\n", "world.yaml:2:10: error: participant name '1st' must start "
            + "with a letter and use only letters, digits, '-' and '_' (it names the participant's golden folder)"),
        ("app: walkie\nusers: { wait: {} }\nsteps: []\n", "world.yaml:2:10: error: participant name 'wait' is the "
            + "name of a step; choose another"),
        ("app: walkie\nusers: { world: {} }\nsteps: []\n", "world.yaml:2:10: error: participant name 'world' is the "
            + "name of the world's golden folder; choose another"),
        ("app: walkie\nusers: { a: {}, A: {} }\nsteps: []\n", "world.yaml:2:17: error: participant 'A' is listed "
            + "twice (names differing only in case name the same golden folder)"),
        ("app: walkie\nusers: { a: {}, b: {}, c: {}, d: {} }\nsteps: []\n", "world.yaml:2:31: error: a world has "
            + "at most 3 participants; this is one more"),
        ("app: walkie\nusers: { a: { device: iphone-9 } }\nsteps: []\n", "world.yaml:2:23: error: unknown device "
            + "'iphone-9'"),
        ("app: walkie\nusers: { a: { color: red } }\nsteps: []\n", "world.yaml:2:15: error: unknown key 'color' in "
            + "participant 'a'; expected one of: device"),
        ("app: walkie\ndevices: iphone-8\nusers: { a: }\nsteps: []\n", "world.yaml:2:1: error: unknown key "
            + "'devices' at the top level"),
    ])
    func badParticipants(yaml: String, expected: String) {
        #expect(message("", header: yaml).hasPrefix(expected))
    }

    @Test("one clock: a press reaches the relay and the other phones a latency each later")
    func oneClock() throws {
        let scenario = try parse("""
              - alice: { tap: talk }
              - at: 0.24
              - bob: { expect: { heard: 0 } }
              - expect: { inFlight: 1 }
              - at: 0.26
              - bob: { expect: { heard: 1 } }
              - alice: { expect: { heard: 0, sent: 1 } }
              - expect: { inFlight: 0 }
            """, header: WorldTests.header.replacingOccurrences(of: "steps:", with: "latency: 0.1\nsteps:"))
        let run = ScenarioRunner.run(scenario, on: .iPhone8)
        #expect(run.failures == [])
        #expect(run.trace.map(\.events) == [[], [.pressed(0)], [.relayed(from: 0)], [.heard(1)]])
        #expect(run.trace.map(\.time) == [0, 0.05, 0.15000000000000002, 0.25])
    }

    @Test("a failed expectation for one phone points at the addressed step")
    func failedExpectation() throws {
        let run = ScenarioRunner.run(try parse("  - alice: { tap: talk }\n  - wait: 1\n  - bob: { expect: { heard: 2 } }\n"),
                                     on: .iPhone8)
        #expect(run.failures.map(\.description) == ["world.yaml:8:12: error: expect: heard: expected 2, found 1"])
    }

    @Test("presses at the same instant on two phones are relayed in the order the steps sent them",
          arguments: [(["bob", "alice"], [1, 0]), (["alice", "bob"], [0, 1])])
    func tiesInStepOrder(order: [String], relayedFrom: [Int]) throws {
        var steps = order.map { "  - \($0): { touches: [[0, 1, began, 160, 260]] }\n" }
        steps += order.map { "  - \($0): { touches: [[0, 1, ended, 160, 260]] }\n" }
        let run = ScenarioRunner.run(try parse(steps.joined() + "  - wait: 1\n"), on: .iPhone8)
        let relayed: [Int] = run.trace.flatMap(\.events).compactMap { event in
            if case .relayed(let from) = event { return from }
            return nil
        }
        #expect(relayed == relayedFrom)
        #expect(run.finalState.phones.map(\.heard) == [1, 1])
    }

    @Test("a world's images: each phone's snapshots and final in its folder, the world's side by side")
    func images() throws {
        let scenario = try parse("  - alice: { tap: talk }\n  - wait: 1\n  - bob: { snapshot: heard }\n  - snapshot: both\n")
        let run = HarnessRun(world: ScenarioRunner.run(scenario, on: .iPhone8), screen: { WalkieApp.screen($0, participant: $1) })
        #expect(run.images.map { "\($0.folder ?? "-")/\($0.name)" } == [
            "bob-iphone-se-portrait/heard", "world/both", "alice-iphone-8-portrait/final",
            "bob-iphone-se-portrait/final", "world/final",
        ])
        let bob = run.images[0].render()
        #expect((bob.width, bob.height) == (640, 1136))
        #expect(bob[2 * 25, 2 * 65] == RGBA(255, 255, 255))
        let world = run.images[1].render()
        // 16 + 375 + 16 + 320 + 16 wide; 16 + 30 + 667 + 16 high: each phone at 1×.
        #expect((world.width, world.height) == (743, 729))
        let left = 16 + 25, right = 16 + 375 + 16 + 25, top = 16 + 30 + 65
        #expect(world[right, top] == RGBA(255, 255, 255))
        #expect(world[left, top] == RGBA(60, 60, 60))
        #expect(run.summary.title == "world, a world of alice, bob")
    }

    @Test("a world written back reads as the same world")
    func writtenBack() throws {
        let scenario = try parse("""
              - alice: { tap: talk }
              - latency: 0.25
              - bob: { expect: { heard: 1 } }
              - snapshot: both
            """)
        let yaml = ScenarioWriter.yaml(scenario)
        #expect(yaml.contains("users:\n  alice: { device: iphone-8 }\n  bob: { device: iphone-se }\n"))
        #expect(yaml.contains("  - alice: { tap: talk }\n  - latency: 0.25\n  - bob: { expect: { heard: 1 } }\n"))
        let again = try ScenarioParser<WalkieApp>.parse(yaml: yaml, path: "world.yaml")
        #expect(again.participants == scenario.participants)
        #expect(again.steps.map(\.kind) == scenario.steps.map(\.kind))
        #expect(again.steps.map(\.participant) == scenario.steps.map(\.participant))
    }

    @Test("a world's goldens are verified at their paths")
    func goldens() {
        assertGoldens("Tests/HarnessTestingTests/Worlds/walkie-talk.yaml", apps: [.walkie],
                      goldens: "Tests/HarnessTestingTests/Worlds/Goldens")
    }
}

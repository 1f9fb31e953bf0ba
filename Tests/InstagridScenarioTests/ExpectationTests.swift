import InstagridModel
import InstagridScenario
import Testing

/// `expect` compares typed values and reports each differing key as `key: expected X, found Y`.
@Suite struct ExpectationTests {
    static let iPhone8 = Device.all[1]

    /// An expectation, a state, and the lines the comparison must give.
    struct Case: CustomTestStringConvertible, Sendable {
        let expectation: ScenarioExpectation
        let state: AppState
        let lines: [String]
        var testDescription: String { lines.first ?? "holds" }
    }

    static func expect(_ configure: (inout ScenarioExpectation) -> Void) -> ScenarioExpectation {
        var expectation = ScenarioExpectation()
        configure(&expectation)
        return expectation
    }

    static func state(_ configure: (inout AppState) -> Void = { _ in }) -> AppState {
        var state = AppState(device: iPhone8)
        configure(&state)
        return state
    }

    /// The grid parked 667 pt up, as while sharing.
    static let parked = Slide(vector: Point(x: 0, y: -667), stage: .parked, start: 0, duration: 0.5, curve: .linear)

    static let mismatches: [Case] = [
        Case(expectation: expect { $0.phase = .idle }, state: state { $0.phase = .sharing },
             lines: ["phase: expected idle, found sharing"]),
        Case(expectation: expect { $0.layout = .one }, state: state { $0.layout = .three },
             lines: ["layout: expected 1, found 3"]),
        Case(expectation: expect { $0.orientation = .portrait }, state: state { $0.rotate(to: .landscapeLeft) },
             lines: ["orientation: expected portrait, found landscape-left"]),
        Case(expectation: expect { $0.slots = [2: .empty, 1: .photo("beach"), 3: .photo("sea")] },
             state: state { $0.photos = [2: "beach", 3: "sea"] },
             lines: ["slots[1]: expected beach, found empty", "slots[2]: expected empty, found beach"]),
        Case(expectation: expect { $0.slots = [4: .photo("sea")] }, state: state { $0.photos = [4: "beach"] },
             lines: ["slots[4]: expected sea, found beach"]),
        Case(expectation: expect { $0.slots = [1: .empty] }, state: state { $0.photos = [1: "empty"] },
             lines: ["slots[1]: expected empty, found photo 'empty'"]),
        Case(expectation: expect { $0.visibleSlots = [1, 3, 4] }, state: state { $0.layout = .two },
             lines: ["visibleSlots: expected [1, 3, 4], found [1, 2, 3]"]),
        Case(expectation: expect { $0.gridOffset = Point(x: 0, y: 0) }, state: state { $0.slide = parked },
             lines: ["gridOffset: expected [0, 0] ±0.01, found [0, -667]"]),
        Case(expectation: expect { $0.gridOffset = Point(x: 0, y: -666.98) }, state: state { $0.slide = parked },
             lines: ["gridOffset: expected [0, -666.98] ±0.01, found [0, -667]"]),
        Case(expectation: expect { $0.picker = .hidden }, state: state { $0.picker = 2 },
             lines: ["picker: expected none, found slot 2"]),
        Case(expectation: expect { $0.picker = .shown(1) }, state: state(),
             lines: ["picker: expected slot 1, found none"]),
        Case(expectation: expect { $0.picker = .shown(1) }, state: state { $0.picker = 3 },
             lines: ["picker: expected slot 1, found slot 3"]),
        Case(expectation: expect { $0.alert = .shown(.gridIncomplete) }, state: state(),
             lines: ["alert: expected grid-incomplete, found none"]),
        Case(expectation: expect { $0.alert = .hidden }, state: state { $0.alert = .gridIncomplete },
             lines: ["alert: expected none, found grid-incomplete"]),
        Case(expectation: expect { $0.shares = [.completed] }, state: state { $0.shares = [.completed, .cancelled] },
             lines: ["shares: expected [completed], found [completed, cancelled]"]),
        Case(expectation: expect { $0.shares = [] }, state: state { $0.shares = [.failed] },
             lines: ["shares: expected [], found [failed]"]),
        Case(expectation: expect { $0.time = 1 }, state: state { $0.now = 1.05 },
             lines: ["time: expected 1 s, found 1.05 s"]),
        // Several keys: one line each, in the order of docs/scenarios.md.
        Case(expectation: expect {
                 $0.time = 0
                 $0.picker = .shown(2)
                 $0.phase = .picking
                 $0.layout = .two
             },
             state: state { $0.layout = .one; $0.now = 2 },
             lines: ["phase: expected picking, found idle", "layout: expected 2, found 1",
                     "picker: expected slot 2, found none", "time: expected 0 s, found 2 s"]),
    ]

    @Test(arguments: mismatches) func mismatch(_ c: Case) {
        #expect(c.expectation.differences(in: c.state).map(\.description) == c.lines)
    }

    static let holding: [Case] = [
        Case(expectation: expect { $0.phase = .idle; $0.layout = .two; $0.orientation = .portrait }, state: state(), lines: []),
        Case(expectation: expect { $0.slots = [1: .photo("beach"), 2: .empty] }, state: state { $0.photos = [1: "beach"] },
             lines: []),
        Case(expectation: expect { $0.gridOffset = Point(x: 0.01, y: -666.99) }, state: state { $0.slide = parked },
             lines: []),
        Case(expectation: expect { $0.picker = .hidden; $0.alert = .hidden; $0.shares = [] }, state: state(), lines: []),
        Case(expectation: expect { $0.picker = .shown(3); $0.alert = .shown(.gridIncomplete) },
             state: state { $0.picker = 3; $0.alert = .gridIncomplete }, lines: []),
        Case(expectation: expect { $0.time = 1.0000005 }, state: state { $0.now = 1 }, lines: []),
        Case(expectation: expect { $0.visibleSlots = [1, 2, 3, 4] }, state: state { $0.layout = .three }, lines: []),
    ]

    @Test(arguments: holding) func holds(_ c: Case) {
        #expect(c.expectation.differences(in: c.state).isEmpty)
    }

    @Test("The differences are typed values, not text")
    func typedDifferences() {
        let differences = Self.expect { $0.slots = [2: .empty]; $0.phase = .idle }
            .differences(in: Self.state { $0.photos = [2: "beach"]; $0.phase = .sharing })
        #expect(differences == [.phase(expected: .idle, found: .sharing),
                                .slot(2, expected: .empty, found: .photo("beach"))])
        #expect(differences.map(\.key) == ["phase", "slots[2]"])
    }

    @Test("`slots: {2: null}` is an empty slot, never a photo, and fails when slot 2 holds one")
    func nullIsAnEmptySlot() throws {
        let scenario = try Fixture.parse("""
            photos: { beach: Photos/landscape-4x3.png }
            steps:
              - pick: { slot: 2, photo: beach }
              - expect: { slots: { 1: null, 2: ~ } }
              - expect: { slots: { 2: Null, 3: beach } }
            """)
        var first = ScenarioExpectation()
        first.slots = [1: .empty, 2: .empty]
        #expect(scenario.steps[1].kind == .expect(first))
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        #expect(run.failures.map(\.description) == [
            "\(Fixture.scenarioPath):4:5: error: expect: slots[2]: expected empty, found beach",
            "\(Fixture.scenarioPath):5:5: error: expect: slots[2]: expected empty, found beach\n"
                + "\(Fixture.scenarioPath):5:5: error: expect: slots[3]: expected beach, found empty",
        ])
        #expect(run.failures.map(\.kind) == [.expectation, .expectation])
    }

    @Test("A photo alias that YAML reads as null cannot be declared, quoted or not")
    func nullAliasIsRefused() {
        for alias in ["null", "\"null\"", "'~'", "NULL"] {
            let yaml = "photos:\n  \(alias): Photos/landscape-4x3.png\nsteps:\n  - expect: { slots: { 2: null } }\n"
            #expect(Fixture.error(yaml)?.hasPrefix("s.yaml:2:3: error: photo alias ") == true, "\(alias)")
        }
    }

    @Test("Every differing key is its own line at the expect step's line, in the replay output")
    func linesAtTheStep() throws {
        let scenario = try Fixture.parse("""
            steps:
              - tap: layout-3
              - wait: 1
              - expect:
                  phase: picking
                  layout: 3
                  time: 2
            """)
        let run = ScenarioRunner<Instagrid>.run(scenario, on: scenario.devices[0])
        let failure = try #require(run.failures.first)
        #expect(failure.location == ScenarioLocation(path: Fixture.scenarioPath, line: 4, column: 5))
        #expect(failure.description.split(separator: "\n") == [
            "\(Fixture.scenarioPath):4:5: error: expect: phase: expected picking, found idle",
            "\(Fixture.scenarioPath):4:5: error: expect: time: expected 2 s, found 1.05 s",
        ])
    }
}

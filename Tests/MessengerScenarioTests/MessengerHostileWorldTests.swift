import MessengerBackend
import MessengerModel
@testable import MessengerScenario
import Scenarios
import Testing

/// Worlds written to cost as much as they can within the file's limits (docs/limits.md, "What a
/// world can cost"): each is refused at its line or runs with a trace that grows with the run,
/// not its square.
@Suite("Messenger worlds: hostile worlds are refused or bounded")
struct MessengerHostileWorldTests {
    static let header = "app: messenger\nusers: { alice: {}, bob: {} }\nsteps:\n"

    /// Nine levels of nine aliases under `expect: { server: … }`: 9⁹ leaves once expanded.
    static func aliasBomb(levels: Int) -> String {
        var yaml = header + "  - wait: 1\n  - expect: { server: { a: &l0 [x, x, x, x, x, x, x, x, x] } }\n"
        for level in 1..<levels {
            yaml += "  - expect: { server: { a: &l\(level) ["
                + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "] } }\n"
        }
        return yaml
    }

    @Test("an alias bomb in expect: server is refused at the value that goes over, before it is converted")
    func aliasBomb() {
        let message = MessengerWorldTests.message(Self.aliasBomb(levels: 9))
        // Level 5 (9⁶ = 531,441 leaves) is the first over 250,000 values in all: line 10.
        #expect(message.hasPrefix("world.yaml:10:23: error: 'server' brings the scenario past 250000 values once its "
                                  + "aliases are expanded; the values messenger reads from a scenario (its steps, checks "
                                  + "and settings) hold at most 250000 values and 16 MiB of text in all"), "\(message)")
        // Fewer levels, within the bound, are read (and checked when run).
        #expect(MessengerWorldTests.message(Self.aliasBomb(levels: 4)) == "parsed")
    }

    @Test("an alias of a long text typed again and again is refused once the texts pass 16 MiB")
    func aliasedTexts() {
        let text = String(repeating: "y", count: 900_000)
        var yaml = Self.header + "  - alice: { tap: compose }\n  - alice: { type: &t \"\(text)\" }\n"
        for _ in 0..<20 { yaml += "  - alice: { type: *t }\n" }
        let message = MessengerWorldTests.message(yaml)
        #expect(message.contains("'type' brings the scenario past 16 MiB of text once its aliases are expanded"),
                "\(message.prefix(300))")
    }

    @Test("a user named latency is refused where network: names latency, since the two cannot be told apart")
    func userNamedLatency() {
        let yaml = "app: messenger\nusers: { alice: {}, latency: {} }\nnetwork: { latency: 0.3 }\nsteps:\n  - wait: 1\n"
        let message = MessengerWorldTests.message(yaml)
        #expect(message.hasPrefix("world.yaml:3:12: error: 'latency' under 'network' is every link's latency, and also "
                                  + "the name of a user: the two cannot be told apart; rename the user to set its own "
                                  + "latency"), "\(message)")
        let plain = "app: messenger\nusers: { alice: {}, latency: {} }\nsteps:\n  - wait: 1\n"
        #expect(MessengerWorldTests.message(plain) == "parsed")
    }

    @Test("a trace repeats at most 4 KiB of any value and says so: a typed text and a chat that grow")
    func traceValuesAreCut() throws {
        var yaml = Self.header + "  - wait: 1\n  - alice: { tap: compose }\n  - wait: 0.5\n  - alice: { type: Bo }\n"
            + "  - alice: { tap: search }\n  - wait: 0.5\n  - alice: { tap: result-1 }\n  - wait: 1\n"
            + "  - alice: { tap: message }\n"
        let long = String(repeating: "z", count: 3000)
        for _ in 0..<4 { yaml += "  - alice: { type: \"\(long)\" }\n" }
        yaml += "  - alice: { tap: send }\n  - wait: 1\n"
        for index in 0..<60 { yaml += "  - alice: { type: \"message \(index) \(long)\" }\n  - alice: { tap: send }\n" }
        yaml += "  - wait: 5\n"
        let scenario = try MessengerWorldTests.parse(yaml)
        let run: ScenarioRun<Messenger> = ScenarioRunner.run(scenario, on: .iPhone8, tracing: true)
        var cut = 0
        for format in TraceFormat.allCases {
            for line in run.traceLines(format) {
                // A line holds a few values (input, events, state), each at most 4 KiB and the note.
                #expect(line.utf8.count < 6 * (TraceFormat.maxValueBytes + TraceFormat.cutNote.utf8.count), "\(format)")
                if line.contains(TraceFormat.cutNote) { cut += 1 }
            }
        }
        #expect(cut > 0, "the long texts and the chat were cut somewhere")
        let typed = run.trace.flatMap { $0.events }.compactMap { event -> String? in
            if case .phone(_, .typed(_, let text)) = event { return text }
            return nil
        }
        #expect(typed.count >= 64)
        #expect(typed.allSatisfy { $0.unicodeScalars.count <= MessengerEvent.loggedTextScalars })
    }

    @Test("a failed server check quotes a bounded value, whatever the database holds")
    func failedServerCheckIsBounded() throws {
        let big = String(repeating: "w", count: 200_000)
        let yaml = "app: messenger\nusers: { alice: {}, bob: {} }\nsteps:\n  - wait: 1\n"
            + "  - expect: { server: { a: \"\(big)\" } }\n"
        let run = ScenarioRunner.run(try MessengerWorldTests.parse(yaml), on: .iPhone8)
        let failures = run.failures.map(\.description)
        #expect(failures.count == 1)
        #expect(failures.allSatisfy { $0.utf8.count < 2 * 4 * ExpectationDifference.maxQuotedCharacters + 200 })
        #expect(failures.first?.contains("…") == true)
    }
}

import ArgumentParser
import Devices
import GestureLabApp
import GestureLabModel
import Gestures
import Harness
import HarnessBenchmarks
import Scenarios
import VirtualClock

/// The gesture kit (docs/gestures.md): a recording of touch events through eight recognizers on
/// nested views, handed to the arena alone (the arbitration) and through the lab's model on the
/// clock; and `explore --app gesture-lab`'s sequences a second.
struct GesturesBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gestures",
        abstract: "The gesture kit: touch events a second through 8 recognizers, and the lab's explore sequences a second.")

    @Option(parsing: .unconditional, help: "Touch events in the recording.")
    var events = 100_000

    @Option(parsing: .unconditional, help: "Sequences explore runs (of --steps steps).")
    var sequences = 200

    @Option(parsing: .unconditional, help: "Steps of each explored sequence.")
    var steps = 100

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 5

    @Option(help: "What to measure: arena, model, explore, or all.")
    var stage = "all"

    func validate() throws {
        guard (1_000...10_000_000).contains(events) else { throw ValidationError("--events must be 1000…10000000") }
        guard (1...100_000).contains(sequences) else { throw ValidationError("--sequences must be 1…100000") }
        guard (1...10_000).contains(steps) else { throw ValidationError("--steps must be 1…10000") }
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
        guard ["arena", "model", "explore", "all"].contains(stage) else {
            throw ValidationError("--stage must be arena, model, explore or all, found '\(stage)'")
        }
    }

    func run() throws {
        print(BenchHeader.line)
        let arena = try GestureRecording.arena()
        let recording = GestureRecording.events(count: events)
        if stage == "arena" || stage == "all" { measureArena(arena, recording) }
        if stage == "model" || stage == "all" { measureModel(arena, recording) }
        if stage == "explore" || stage == "all" { try measureExplore() }
    }

    /// The arbitration alone: the recording handed to the arena, its timers in a small queue.
    private func measureArena(_ arena: GestureArena, _ recording: [GestureRecording.Event]) {
        var reports = 0
        let alone = bestTime(repeats: repeats) { reports = GestureRecording.replay(recording, on: arena) }
        print("arena, 8 recognizers on nested views, \(grouped(Double(recording.count))) touch events "
              + "(\(grouped(Double(reports))) reports): \(ms(alone))  \(grouped(Double(recording.count) / alone)) a second")
    }

    /// The same recording through the lab's model on a driver (timers on its scheduler).
    private func measureModel(_ arena: GestureArena, _ recording: [GestureRecording.Event]) {
        let state = LabState(device: .iPhone8, arena: arena)
        let model = bestTime(repeats: repeats) {
            var driver = Driver(state: state, isTracing: false)
            for event in recording {
                driver.send(.touch(event.phase, id: event.id, at: event.point), at: event.time)
            }
        }
        print("the lab's model on the clock (history kept, no trace): \(ms(model))  "
              + "\(grouped(Double(recording.count) / model)) a second")
    }

    /// `explore --app gesture-lab`'s arrangements and checked sequences, through the harness's
    /// explorer on one thread.
    private func measureExplore() throws {
        let request = ExploreRequest(seed: 1, runs: sequences, inputs: steps, device: .iPhone8, orientation: .portrait,
                                     options: nil, command: { "\($0)" })
        let engine = ExploreEngine(plan: LabExploration.plan, request: request)
        var held = 0
        var failure: Error?
        let explored = bestTime(repeats: max(1, repeats / 2)) {
            held = 0
            do {
                for seed in 1...UInt64(sequences) where try engine.run(seed: seed).violation == nil { held += 1 }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        print("explore --app gesture-lab, \(sequences) sequences of \(steps) steps (\(held) held): \(ms(explored))  "
              + "\(grouped(Double(sequences) / explored)) sequences a second")
    }

    private func ms(_ seconds: Double) -> String {
        "\(grouped(seconds * 1000)) ms"
    }
}

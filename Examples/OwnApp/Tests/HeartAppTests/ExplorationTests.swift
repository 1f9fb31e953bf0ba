import Foundation
import Harness
import HarnessTesting
import HeartApp
import Testing

@Suite("Heart's explore")
struct ExplorationTests {
    /// The harness's explorer over Heart's plan, checking `invariants`.
    static func engine(runs: Int, inputs: Int, invariants: [AppInvariant<HeartState>] = Heart.invariants)
        -> ExploreEngine<Heart> {
        var plan = Heart.plan
        plan.invariants = invariants
        return ExploreEngine(plan: plan, request: ExploreRequest(seed: 1, runs: runs, inputs: inputs, device: .iPhone8,
                                                                orientation: .portrait, options: nil,
                                                                command: { "heart-sim explore --seed \($0)" }))
    }

    @Test("Heart's invariants hold on 30 sequences of 100 steps")
    func invariantsHold() throws {
        let (summary, outcome) = try Self.engine(runs: 30, inputs: 100).explore()
        #expect(summary.failure == nil, "\(summary.failure?.scenario ?? "")")
        #expect(outcome == nil)
        #expect(summary.sequences == 30)
    }

    @Test("the taps' 0.75 s timer never fires: the long press begins first, or a slide fails them all")
    func onlyHeartsTimersFire() throws {
        let engine = Self.engine(runs: 1, inputs: 200)
        for seed: UInt64 in 1...20 {
            let outcome = try engine.run(seed: seed)
            var scenario = outcome.scenario
            scenario.steps = outcome.actions.flatMap { $0 }
            let run = ScenarioRunner.run(scenario, on: .iPhone8)
            for case .fired(let timer) in run.trace.map(\.action) {
                #expect([.hold, .secondTap, .burst].contains(timer), "seed \(seed): \(timer) timer")
            }
        }
    }

    @Test("a broken invariant is found and shrunk to a scenario that breaks it again")
    func brokenInvariant() throws {
        let tagsNeverShow = AppInvariant<HeartState>("tags-never-show") { $0.showsTags ? "the tags show" : nil }
        let engine = Self.engine(runs: 5, inputs: 100, invariants: [tagsNeverShow])
        let (summary, found) = try engine.explore()
        let outcome = try #require(found)
        #expect(summary.failure?.invariant == "tags-never-show")
        let steps = outcome.actions.flatMap { $0 }
        #expect(steps.count <= 3, "a tap and the wait after it: \(steps.map(\.kind))")
        var scenario = outcome.scenario
        scenario.steps = steps + outcome.settle
        let yaml = ScenarioWriter.yaml(scenario)
        let reread = try ScenarioParser<Heart>.parse(yaml: yaml, path: "explore.yaml")
        #expect(ScenarioRunner.run(reread, on: .iPhone8).finalState.showsTags)
    }

    @Test("`explore` prints one line when every invariant holds; it refuses options")
    func explorer() throws {
        let explorer = try #require(HarnessApp.heart.explorer)
        let request = ExploreRequest(seed: 1, runs: 3, inputs: 50, device: .iPhone8, orientation: .portrait,
                                     options: nil, command: { "heart-sim explore --seed \($0)" })
        let report = try explorer.explore(request)
        #expect(!report.failed)
        #expect(report.text.hasPrefix("✔ explore heart on iphone-8 (portrait), seeds 1…3: 3 sequences of 50 steps, "
                                      + "3 invariants held after "), "\(report.text)")
        var withOptions = request
        withOptions.options = "{curve: spring}"
        #expect(throws: ScenarioError.self) { try explorer.explore(withOptions) }
    }

    @Test("a repro that fails: with the burst kept, explore prints a scenario whose replay fails at its last line")
    func reproFails() throws {
        let mutant = ["INSTAGRID_SIM_MUTANT": "heart-burst-kept"]
        let found = try HeartSim.run(["explore", "--seed", "1", "--runs", "50"], environment: mutant)
        #expect(found.status == 1, "\(found.stdout)\(found.stderr)")
        #expect(found.stdout.contains("invariant 'burst-lasts-0-6-s' failed"), "\(found.stdout)")
        let lines = found.stdout.split(separator: "\n")
        #expect(lines.last == "  - expect: { invariants: [burst-lasts-0-6-s] }")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("heart-repro-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("found.yaml").path
        try found.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let replayed = try HeartSim.run(["replay", file], environment: mutant)
        #expect(replayed.status == 1, "\(replayed.stdout)\(replayed.stderr)")
        let output = replayed.stdout + replayed.stderr
        #expect(output.contains("found.yaml:\(lines.count):"), "\(output)")
        #expect(output.contains("'burst-lasts-0-6-s' to hold"), "\(output)")
        let fixed = try HeartSim.run(["replay", file])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
    }
}

/// Runs the built `heart-sim` beside the test bundle.
enum HeartSim {
    static var binary: String {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return candidates.map { $0.appendingPathComponent("heart-sim").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "heart-sim"
    }

    /// `heart-sim arguments…` with `environment` added; its status and output.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}

import ArgumentParser
import Devices
import Dispatch
import Foundation
import Harness
import Support

extension HarnessCommand {
    struct Explore: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explore",
            abstract: "Run random input sequences with the rules' invariants checked after every input.",
            discussion: "A failing sequence is shrunk and printed as a scenario that reproduces it (exit 1). "
                + "See docs/explore.md.")

        @Option(help: "The app to explore (its `app:` value); the program's first app that can be explored by default.")
        var app: String?

        @Option(help: "The first sequence's seed; sequence i uses seed + i.")
        var seed: UInt64 = 1

        @Option(help: "How many sequences to run (1…\(Explore.maxRuns)).")
        var runs: Int = 100

        @Option(help: "Threads to run the seeds on; the report is the same whatever their number (default: the cores).")
        var jobs: Int?

        @Option(help: ArgumentHelp("Run only this machine's part I of N (0-based): the runs I, I + N, I + 2N, …",
                                   valueName: "I/N"))
        var shard: String?

        @Option(name: .customLong("for"), help: ArgumentHelp(
            "Run seeds from --seed on until this time is up (e.g. 90s, 10m, 2h), --runs at most.", valueName: "duration"))
        var duration: String?

        @Option(help: ArgumentHelp("Write what the run covered and found as JSON (merge-explore-reports combines them).",
                                   valueName: "file"))
        var report: String?

        @Option(help: "Steps per sequence: taps, swipes, touches, rotations, answers, waits (1…\(Explore.maxInputs)).")
        var inputs: Int = 200

        @Option(name: .customLong("device"), help: "The device (see `instagrid-sim devices`).")
        var deviceID: String = Device.defaultID

        @Option(help: "The orientation at the start: portrait, landscape-left or landscape-right.")
        var orientation: String = Orientation.portrait.rawValue

        @Option(help: ArgumentHelp("App options as a scenario's `options` mapping, e.g. '{incompleteGrid: alert}'.",
                                   valueName: "yaml"))
        var options: String?

        @Option(help: "Participants per world, for an app whose scenarios are worlds; the app chooses per sequence by default.")
        var users: Int?

        @Flag(help: "Give each message between a participant and a service a latency drawn from the seed (worlds only).")
        var jitter = false

        @Flag(help: "Keep the sequences that showed something new and mutate them, as coverage-guided fuzzers do.")
        var guided = false

        static let maxRuns = Int.max

        /// The most inputs a sequence may have: the explored app's bound, 10,000 when none is known.
        static var maxInputs: Int { HarnessCommand.apps.compactMap(\.explorer).map(\.maxInputs).min() ?? 10_000 }

        /// The app `--app` names, or the first that can be explored.
        func explored() throws -> (id: String, explorer: Explorer) {
            let explorable = HarnessCommand.apps.compactMap { app in app.explorer.map { (app.id, $0) } }
            guard let app else {
                guard let first = explorable.first else {
                    throw ValidationError("no app of this program can be explored")
                }
                return first
            }
            guard let named = explorable.first(where: { $0.0 == app }) else {
                let ids = explorable.map(\.0)
                throw ValidationError("unknown app '\(echo(app))' for explore; expected "
                                      + (ids.isEmpty ? "none: no app can be explored" : ids.joined(separator: ", ")))
            }
            return named
        }

        func validate() throws {
            guard (1...Self.maxRuns).contains(runs) else {
                throw ValidationError("--runs must be between 1 and \(Self.maxRuns), found \(runs)")
            }
            if let jobs, !(1...1024).contains(jobs) {
                throw ValidationError("--jobs must be between 1 and 1024, found \(jobs)")
            }
            _ = try parsedShard()
            _ = try budget()
            let (id, explorer) = try explored()
            let maxInputs = explorer.maxInputs
            guard (1...maxInputs).contains(inputs) else {
                throw ValidationError("--inputs must be between 1 and \(maxInputs), found \(inputs)")
            }
            try validateWorld(app: id, participants: explorer.participants)
            if guided, !explorer.guides {
                throw ValidationError("--guided needs an app explored by the harness's engine; '\(echo(id))' is not")
            }
            if Device.named(deviceID) == nil {
                throw ValidationError(Device.unknownMessage(deviceID))
            }
            if Orientation(rawValue: orientation) == nil {
                throw ValidationError("unknown orientation '\(echo(orientation))'; expected "
                                      + Orientation.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }

        func run() throws {
            guard let device = Device.named(deviceID), let start = Orientation(rawValue: orientation) else {
                throw CommandFailure.invalid("error: unknown device or orientation")
            }
            let explorer = try explored().explorer
            let stop = ExploreStop.install()
            let request = ExploreRequest(seed: seed, runs: runs, inputs: inputs, device: device, orientation: start,
                                         options: options, users: users, jitter: jitter,
                                         command: { command(seed: $0) },
                                         jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                         shard: try parsedShard(), budget: try budget(),
                                         shouldStop: { stop.isSet }, guided: guided)
            let report: ExploreReport
            do {
                report = try explorer.explore(request)
            } catch {
                throw CommandFailure.invalid("\(error)")
            }
            if let path = self.report {
                guard let summary = report.summary else {
                    throw CommandFailure.invalid("error: this app's explore writes no report")
                }
                do {
                    try AtomicFile.write(summary.json, to: path)
                } catch {
                    throw CommandFailure.invalid("error: \(error)")
                }
            }
            printLine(report.text, terminator: report.failed ? "" : "\n")
            if report.failed { throw ExitCode(1) }
        }

        /// `--shard I/N`, 0 ≤ I < N.
        func parsedShard() throws -> ExploreRequest.Shard? {
            guard let shard else { return nil }
            let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1_000_000,
                  index >= 0, index < count else {
                throw ValidationError("--shard must be I/N with 0 ≤ I < N (N at most 1000000), e.g. 0/4; found "
                                      + "'\(echo(shard))'")
            }
            return ExploreRequest.Shard(index: index, count: count)
        }

        /// `--for`: seconds, minutes or hours, more than 0 and at most a week.
        func budget() throws -> Double? {
            guard let duration else { return nil }
            var text = Substring(duration)
            var unit = 1.0
            for (suffix, seconds) in [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)] where text.hasSuffix(suffix) {
                text = text.dropLast(suffix.count)
                unit = seconds
                break
            }
            guard let value = Double(text), value.isFinite, value > 0, value * unit <= 7 * 24 * 3600 else {
                throw ValidationError("--for must be a time more than 0 and at most a week, e.g. 90s, 10m or 2h; found "
                                      + "'\(echo(duration))'")
            }
            return value * unit
        }

        /// The command that draws the sequence of `seed` again, each word quoted for a shell
        /// (``shellCommand(_:)``), so it can be copied and pasted as printed. A guided run's
        /// sequence follows from the runs before it too: its command runs them again, up to it.
        func command(seed: UInt64) -> String {
            let runs = guided ? [shard.map { "--shard=\($0)" } ?? "", "--seed", "\(self.seed)", "--runs",
                                 "\(seed &- self.seed &+ 1)", "--guided"].filter { !$0.isEmpty }
                : ["--seed", "\(seed)", "--runs", "1"]
            var words = [HarnessCommand.commandName, "explore"] + (app.map { ["--app", $0] } ?? []) + runs
                + ["--inputs", "\(inputs)", "--device", deviceID]
            if orientation != Orientation.portrait.rawValue { words += ["--orientation", orientation] }
            if let options { words += ["--options", options] }
            if let users { words += ["--users", "\(users)"] }
            if jitter { words.append("--jitter") }
            return shellCommand(words)
        }

        /// `--users` within the app's bounds, and `--users` and `--jitter` only for an app whose
        /// scenarios are worlds.
        func validateWorld(app id: String, participants: ClosedRange<Int>?) throws {
            guard let participants else {
                if users != nil || jitter {
                    throw ValidationError("\(users != nil ? "--users" : "--jitter") is for an app whose scenarios are "
                                          + "worlds; '\(echo(id))' has one phone")
                }
                return
            }
            if let users, !participants.contains(users) {
                throw ValidationError("--users must be between \(participants.lowerBound) and "
                                      + "\(participants.upperBound) for '\(echo(id))', found \(users)")
            }
        }
    }
}

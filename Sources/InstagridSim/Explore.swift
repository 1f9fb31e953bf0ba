import ArgumentParser
import Exploration
import InstagridModel
import InstagridScenario
import Support

extension InstagridSim {
    struct Explore: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explore",
            abstract: "Run random input sequences with the rules' invariants checked after every input.",
            discussion: "A failing sequence is shrunk and printed as a scenario that reproduces it (exit 1). "
                + "See docs/explore.md.")

        @Option(help: "The first sequence's seed; sequence i uses seed + i.")
        var seed: UInt64 = 1

        @Option(help: "How many sequences to run (1…\(Explore.maxRuns)).")
        var runs: Int = 100

        @Option(help: "Steps per sequence: taps, swipes, touches, rotations, answers, waits (1…\(Exploration.maxInputs)).")
        var inputs: Int = 200

        @Option(name: .customLong("device"), help: "The device (see `instagrid-sim devices`).")
        var deviceID: String = Device.defaultID

        @Option(help: "The orientation at the start: portrait, landscape-left or landscape-right.")
        var orientation: String = Orientation.portrait.rawValue

        @Option(help: ArgumentHelp("App options as a scenario's `options` mapping, e.g. '{incompleteGrid: alert}'.",
                                   valueName: "yaml"))
        var options: String?

        static let maxRuns = 10_000

        func validate() throws {
            guard (1...Self.maxRuns).contains(runs) else {
                throw ValidationError("--runs must be between 1 and \(Self.maxRuns), found \(runs)")
            }
            guard (1...Exploration.maxInputs).contains(inputs) else {
                throw ValidationError("--inputs must be between 1 and \(Exploration.maxInputs), found \(inputs)")
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
            var appOptions = AppOptions()
            if let options {
                do {
                    appOptions = try ScenarioParser<Instagrid>.parseOptions(yaml: options, path: "--options")
                } catch {
                    throw CommandFailure.invalid("\(error)")
                }
            }
            let exploration = Exploration(device: device, orientation: start, options: appOptions, inputs: inputs)
            let result = exploration.explore(firstSeed: seed, runs: runs)
            if let (seed, outcome) = result.failure {
                printLine(exploration.failureReport(outcome, seed: seed, drawn: inputs, command: command(seed: seed)),
                      terminator: "")
                throw ExitCode(1)
            }
            printLine(exploration.passedLine(runs: runs, firstSeed: seed, inputs: result.inputs))
        }

        /// The command that draws the sequence of `seed` again, each word quoted for a shell
        /// (``shellCommand(_:)``), so it can be copied and pasted as printed.
        func command(seed: UInt64) -> String {
            var words = ["instagrid-sim", "explore", "--seed", "\(seed)", "--runs", "1", "--inputs", "\(inputs)", "--device", deviceID]
            if orientation != Orientation.portrait.rawValue { words += ["--orientation", orientation] }
            if let options { words += ["--options", options] }
            return shellCommand(words)
        }
    }
}

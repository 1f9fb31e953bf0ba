import Support
import ArgumentParser
import Scenarios
import Harness

extension HarnessCommand {
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Replay scenarios, check their expect steps and print the trace.")

        @Argument(help: "Scenario files (.yaml).")
        var files: [String]

        @OptionGroup var selection: DeviceSelection
        @OptionGroup var limits: InputLimitOptions

        @Option(help: "Print the trace: text, or json (JSON Lines: one object per input).")
        var trace: TraceFormat?

        func run() throws {
            let scenarios = try loadScenarios(files, limits: limits)
            var failed = 0
            var runs = 0
            for loaded in scenarios {
                let scenario = loaded.header
                for device in try selection.devices(for: scenario) {
                    let result = HarnessApp.run(loaded, on: device, tracing: trace != nil)
                    let run = result.summary
                    runs += 1
                    if let trace {
                        if trace == .text { printLine("# \(run.title)") }
                        let context = [("scenario", scenario.name), ("device", device.id)]
                        for line in result.traceLines(trace, context) { printLine(line) }
                    }
                    let lines = [run.summaryLine] + run.failures.map(\.description)
                    for line in lines {
                        if trace == .json { printError(line) } else { printLine(line) }
                    }
                    if !run.passed { failed += 1 }
                }
            }
            let summary = "\(counted(runs, "run")): \(runs - failed) passed, \(failed) failed"
            trace == .json ? printError(summary) : printLine(summary)
            if failed > 0 { throw ExitCode(1) }
        }
    }
}

extension TraceFormat: ExpressibleByArgument {}

import Support
import ArgumentParser
import Scenarios
import Harness

extension HarnessCommand {
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Replay scenarios, check their expect steps and print the trace.",
            discussion: "--timeline draws one run as lanes (docs/timeline.md); the exit status stays the replay's.")

        @Argument(help: "Scenario files (.yaml).")
        var files: [String]

        @OptionGroup var selection: DeviceSelection
        @OptionGroup var limits: InputLimitOptions

        @Option(help: "Print the trace: text, or json (JSON Lines: one object per input).")
        var trace: TraceFormat?

        @Option(help: ArgumentHelp(
            "Write the run as an SVG timeline: a lane per participant and service, the steps on each phone's lane, "
                + "every message an arrow from send to arrival (one scenario on one device).",
            valueName: "file.svg"))
        var timeline: String?

        func validate() throws {
            if timeline != nil, files.count != 1 {
                throw ValidationError("--timeline draws one run: give one scenario file, not \(files.count)")
            }
        }

        func run() throws {
            if let timeline {
                try Self.checkTimelineFolder(timeline)
                try Self.checkTimelineIsNoInput(timeline, inputs: files)
            }
            let scenarios = try loadScenarios(files, limits: limits)
            var failed = 0
            var runs = 0
            for loaded in scenarios {
                let scenario = loaded.header
                let devices = try selection.devices(for: scenario)
                if timeline != nil { try Self.checkOneRun(scenario, devices: devices) }
                for device in devices {
                    let result = HarnessApp.run(loaded, on: device, tracing: trace != nil || timeline != nil)
                    let written = try timeline.map { try Self.writeTimeline(of: result, app: loaded.app.id, to: $0) }
                    let run = result.summary
                    runs += 1
                    if let trace {
                        if trace == .text { printLine("# \(run.title)") }
                        let context = [("scenario", scenario.name), ("device", device.id)]
                        for line in result.traceLines(trace, context) { printLine(line) }
                    }
                    let lines = [run.summaryLine] + run.failures.map(\.description) + (written.map { [$0] } ?? [])
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

import Devices
import ArgumentParser
import ImageCodec
import Scenarios
import Harness
import Support

extension HarnessCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Render the state at the end of a scenario (or at a time) to a PNG.",
            discussion: "A scenario that lists several devices needs --device to say which one to draw.")

        @Argument(help: "A scenario file.")
        var file: String

        @Option(help: "Where to write the PNG.")
        var out: String

        @OptionGroup var choice: DeviceChoice
        @OptionGroup var limits: InputLimitOptions

        @Option(parsing: .unconditional, help: "Render the state at this time in seconds instead of at the end.")
        var at: Double?

        func validate() throws {
            if let at, !(at >= 0 && at.isFinite) {
                throw ValidationError("--at \(formatSeconds(at)): the time must be finite and at least 0 "
                                      + "(seconds from the scenario's start)")
            }
        }

        func run() throws {
            let loaded = try loadScenarios([file], limits: limits)[0]
            let device = try choice.device(for: loaded.header, command: "render")
            let result = HarnessApp.run(loaded, on: device, tracing: false)
            let run = result.summary
            let (image, now, phase) = result.screen(at)
            try checkDrawnFiles(result.drawFailures())
            do {
                try ImageFile.writePNG(image, to: out)
            } catch {
                throw CommandFailure.invalid("error: \(error)")
            }
            printLine("\(out): \(image.width)×\(image.height), \(run.title) at \(formatSeconds(now)) s, phase \(phase)")
            for failure in run.failures { printError(failure.description) }
        }
    }
}

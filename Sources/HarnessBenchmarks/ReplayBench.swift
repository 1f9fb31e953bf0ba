import ArgumentParser
import Devices

/// Replays each app's generated scenario of about 100,000 inputs and prints inputs per second
/// (``AppBenchmarks/replay``).
struct ReplayBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay",
                                                    abstract: "Inputs per second of the model and runner, for each app.")

    @Option(parsing: .unconditional, help: "Approximate number of inputs to generate.")
    var inputs = 100_000

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 5

    func validate() throws {
        guard inputs >= 1 else { throw ValidationError("--inputs must be 1 or more, found \(inputs)") }
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
    }

    func run() {
        print(BenchHeader.line)
        guard let device = Device.named("iphone-8") else { return }
        for replay in BenchCommand.benchmarks.compactMap(\.replay) {
            replay(device, inputs, repeats)
        }
    }
}

import ArgumentParser
import ImageCodec

/// Encode and decode times of every PNG setting in the matrix on a synthetic noisy screenshot
/// (the table in docs/png-encoding.md).
struct PNGBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "png",
                                                    abstract: "PNG settings matrix: encode/decode ms and bytes.")

    func run() throws {
        let rows = try PNGBenchmark.measure(PNGBenchmark.screenshot(), settings: PNGBenchmark.matrix)
        print(PNGBenchmark.markdown(rows))
    }
}

import Foundation
import ImageCodec
import Testing

/// Runs only with IMAGECODEC_BENCH=1; prints the table for docs/png-encoding.md.
/// `IMAGECODEC_BENCH=1 swift test -c release --filter PNGBenchmarkTests`
@Suite struct PNGBenchmarkTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["IMAGECODEC_BENCH"] == "1"))
    func measureSettings() throws {
        let rows = try PNGBenchmark.measure(PNGBenchmark.screenshot(), settings: PNGBenchmark.matrix)
        print(PNGBenchmark.markdown(rows))
    }
}

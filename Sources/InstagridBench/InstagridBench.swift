import ArgumentParser
import Harness
import PixelDiff
import CountOnMeApp
import InstagridApp

/// `instagrid-bench`: per-stage timings of the product's hot paths. Build in release:
/// `swift run -c release instagrid-bench <stage>` (`assertion` is meant for debug builds too).
@main
struct InstagridBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instagrid-bench",
        abstract: "Measure instagrid-sim's stages (run with -c release).",
        subcommands: [ReplayBench.self, RenderBench.self, VerifyBench.self, AssertionBench.self, FramesBench.self,
                      PNGBench.self, ScalingBench.self, DiffBench.self, MessengerBench.self])

    /// The apps measured: the first is the default of a scenario that names none.
    static let apps: [HarnessApp] = [.instagrid, .countOnMe]
}

/// Runs `body` `repeats` times and returns the best wall time in seconds.
func bestTime(repeats: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<repeats {
        let elapsed = clock.measure(body)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        best = min(best, seconds)
    }
    return best
}

/// A number with thousands separators.
func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var out = ""
    for (index, character) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { out.append(",") }
        out.append(character)
    }
    return String(out.reversed())
}

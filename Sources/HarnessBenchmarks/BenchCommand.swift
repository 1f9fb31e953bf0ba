import ArgumentParser
import Harness

/// The benchmarks' command line (`instagrid-bench`): the harness's benchmarks — `replay`,
/// `verify`, `assertion`, `frames`, `png`, `scaling`, `diff` — over the apps a program gives
/// it, then the apps' own subcommands. The root command is configuration only; work happens in
/// subcommands.
///
/// A program's `main` is one line:
///
/// ```swift
/// BenchCommand.main(apps: [.myApp], benchmarks: [.myApp])
/// ```
public struct BenchCommand: ParsableCommand {
    /// The harness's benchmarks, then the apps' own subcommands in the order of their apps.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "instagrid-bench",
            abstract: "Measure instagrid-sim's stages (run with -c release).",
            subcommands: [ReplayBench.self, VerifyBench.self, AssertionBench.self, FramesBench.self, PNGBench.self,
                          ScalingBench.self, DiffBench.self] + benchmarks.flatMap(\.commands))
    }

    /// The command before parsing; `main(apps:benchmarks:)` parses it.
    public init() {}

    /// The apps measured: a scenario names its app with `app:`, the first is the default. Set
    /// once by ``main(apps:benchmarks:)`` before any command is parsed, and only read after.
    nonisolated(unsafe) static var apps: [HarnessApp] = []

    /// The apps' parts of the benchmarks, in the program's order. Set with ``apps``.
    nonisolated(unsafe) static var benchmarks: [AppBenchmarks] = []

    /// Runs the command line for `apps` with their `benchmarks`: a failure prints `Error: …` and
    /// exits with status 1, a usage error with 64.
    public static func main(apps: [HarnessApp], benchmarks: [AppBenchmarks]) {
        Self.apps = apps
        Self.benchmarks = benchmarks
        main()
    }
}

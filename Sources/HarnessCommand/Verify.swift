import ArgumentParser
import Foundation
import Devices
import Golden
import Support

extension HarnessCommand {
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Replay scenarios and compare every snapshot, final state and shared image with its golden.")

        @Argument(help: "Scenario files or folders (default: Scenarios/).")
        var paths: [String] = []

        @Option(help: "The goldens folder (default: Goldens).")
        var goldens: String?

        @Option(help: "Which goldens to write (default: INSTAGRID_RECORD when set, else never when CI is set, else missing).")
        var record: RecordMode?

        @Option(parsing: .unconditional, help: "Threads to render and compare on (default: the number of cores).")
        var jobs: Int?

        @Option(parsing: .unconditional, help: "Run only shard I of N (1-based), e.g. 2/4.", transform: parseShard)
        var shard: VerifyShard?

        @Option(help: "Where to write the actual image, diff and summary of each failed check.")
        var artifacts = ".build/instagrid-artifacts"

        @Option(help: ArgumentHelp("Where to keep the digests of decoded goldens, so goldens that match are not decoded "
                                   + "again (default: the user's cache, $XDG_CACHE_HOME or ~/.cache, instagrid-sim/<project key>).",
                                   valueName: "folder"))
        var cache: String?

        @Flag(help: "Decode and compare every golden; read and write no cache.")
        var noCache = false

        @Option(help: "Write a JUnit XML report to this file.")
        var junit: String?

        @Option(help: "Write an HTML report into this folder.")
        var report: String?

        @Option(help: "Output format: text, or github to also print failures as GitHub Actions annotations.")
        var format: OutputFormat = .text

        @OptionGroup var selection: DeviceSelection
        @OptionGroup var compare: ComparisonOptions
        @OptionGroup var limits: InputLimitOptions

        func validate() throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
        }

        func run() throws {
            var run = VerifyRun(apps: HarnessCommand.apps, paths: paths.isEmpty ? ["Scenarios"] : paths,
                                goldens: goldens ?? "Goldens", record: record,
                                environment: ProcessInfo.processInfo.environment, comparison: compare.comparison,
                                artifacts: artifacts, cache: noCache ? nil : GoldenCache(folder: cache), jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: shard,
                                device: selection.deviceID.flatMap(Device.named), junit: junit, htmlReport: report,
                                scenarioLimits: limits.scenario, photoLimits: limits.photos)
            run.project = limits.project
            run.goldensGiven = goldens != nil
            let report: VerifyReport
            do {
                report = try run.execute()
            } catch {
                throw CommandFailure(error)
            }
            for line in report.lines { printLine(line) }
            if format == .github {
                for line in report.githubAnnotations { printAnnotation(line) }
            }
            // Checks first, then what could not be written: a write failure is exit status 2.
            for error in report.reportErrors { printError("error: \(error)") }
            let unwritten = report.results.filter(\.errored).count
            if unwritten > 0 {
                printError("error: \(counted(unwritten, "check")) could not write \(unwritten == 1 ? "its" : "their") files (see above)")
            }
            if report.hasWriteErrors { throw ExitCode(2) }
            if !report.succeeded { throw ExitCode(1) }
        }
    }
}

/// `--shard I/N`, with a message saying what is expected.
private func parseShard(_ text: String) throws -> VerifyShard {
    guard let shard = VerifyShard(text) else {
        throw ValidationError("expected I/N: whole numbers with 1 ≤ I ≤ N, e.g. 2/4")
    }
    return shard
}

extension RecordMode: ExpressibleByArgument {}

/// How `verify` prints its results.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// One line per check and a summary.
    case text
    /// The same, then a `::error` workflow command per failure.
    case github
}

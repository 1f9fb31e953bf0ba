import ArgumentParser
import Foundation
import Harness
import Support

extension HarnessCommand {
    /// `merge-explore-reports`: the `explore --report` files of a run's shards (or machines) as
    /// the report of one run of all their seeds (docs/explore.md, "On many machines").
    struct MergeExploreReports: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge-explore-reports",
            abstract: "Combine the reports of explore --shard I/N runs into the report of one run of all their seeds.",
            discussion: "Exit status: 0 every invariant held, 1 a failure (its shrunk scenario is printed), 2 the files "
                + "are not explore reports of one run.")

        @Argument(help: "The --report files of the shards, in any order.")
        var reports: [String]

        @Option(help: ArgumentHelp("Write the merged report as JSON.", valueName: "file"))
        var report: String?

        /// The largest report read (a report is a few kilobytes and a scenario).
        static let maxBytes = 16 << 20

        func validate() throws {
            guard !reports.isEmpty else { throw ValidationError("name at least one report") }
        }

        func run() throws {
            var parts: [ExploreSummary] = []
            for path in reports {
                let bytes: [UInt8]
                do {
                    bytes = try RegularFile.read(path, maxBytes: Self.maxBytes)
                } catch {
                    throw CommandFailure.invalid("\(escapedForTerminal(path)): error: \(error.reason)")
                }
                do {
                    parts.append(try ExploreSummary(json: Data(bytes)))
                } catch {
                    throw CommandFailure.invalid("\(escapedForTerminal(path)): error: \(error)")
                }
            }
            let merged: ExploreSummary
            do {
                merged = try ExploreSummary.merged(parts)
            } catch {
                throw CommandFailure.invalid("error: \(error)")
            }
            if let path = report {
                do {
                    try AtomicFile.write(merged.json, to: path)
                } catch {
                    throw CommandFailure.invalid("error: \(error)")
                }
            }
            if let failure = merged.failure {
                printLine(failure.scenario, terminator: "")
                throw ExitCode(1)
            }
            printLine(Explorer.line(merged))
        }
    }
}

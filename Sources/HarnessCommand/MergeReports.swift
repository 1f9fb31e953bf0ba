import ArgumentParser
import Golden

extension HarnessCommand {
    struct MergeReports: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge-reports",
            abstract: "Combine the reports of verify --shard I/N runs into the reports of the whole run.",
            discussion: """
            Reads the report.json that verify --report writes in each folder. Exit status: 0 every check \
            passed, 1 a check or a scenario run failed, 2 the folders are not the shards 1/N…N/N of one run \
            (or a report cannot be read or written).
            """)

        @Argument(help: "The --report folders of the shards, in any order.")
        var folders: [String]

        @Option(help: "Write the JUnit XML report of the whole run to this file.")
        var junit: String?

        @Option(help: "Write the HTML report of the whole run (and its report.json) into this folder.")
        var report: String?

        func validate() throws {
            if junit == nil && report == nil { throw ValidationError("give --junit FILE, --report DIR or both") }
        }

        func run() throws {
            let merged: MergedReport
            do {
                merged = try MergedReport.read(folders)
                if let junit { try merged.writeJUnit(to: junit) }
                if let report { try merged.writeHTML(to: report) }
            } catch {
                throw CommandFailure(error)
            }
            for line in merged.lines { printLine(line) }
            if !merged.succeeded { throw ExitCode(1) }
        }
    }
}

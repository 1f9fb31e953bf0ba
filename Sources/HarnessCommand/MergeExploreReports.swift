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

        @Argument(help: "The --report files of the shards, in any order, or folders of them (their *.json files).")
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
            for (path, folder) in try files() {
                let bytes: [UInt8]
                do {
                    if let folder {
                        bytes = try RegularFile.read(path, maxBytes: Self.maxBytes, inside: folder,
                                                     rootName: "the report folder")
                    } else {
                        bytes = try RegularFile.read(path, maxBytes: Self.maxBytes)
                    }
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

        /// The files named, each with the folder it was found in (a folder named stands for its
        /// `*.json` files, in name order; none may lead out of it by a link).
        func files() throws -> [(path: String, folder: String?)] {
            var files: [(String, String?)] = []
            for path in reports {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    files.append((path, nil))
                    continue
                }
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
                } catch {
                    throw CommandFailure.invalid("\(escapedForTerminal(path)): error: the folder cannot be read")
                }
                guard !names.isEmpty else {
                    throw CommandFailure.invalid("\(escapedForTerminal(path)): error: the folder holds no .json report")
                }
                files += names.map { (path + "/" + $0, path) }
            }
            return files
        }
    }
}

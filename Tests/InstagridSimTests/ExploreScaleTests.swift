import Foundation
import Testing

/// `explore` on every core and many machines (docs/explore.md, "On many machines"): the same
/// report whatever `--jobs`, shards run as separate processes and merged equal to one run,
/// `--for`, and bad input refused with nothing written.
@Suite("explore --jobs, --shard, --for, --report and merge-explore-reports")
struct ExploreScaleTests {
    /// `explore ARGUMENTS --report FILE` in `folder`: its status, output and report.
    static func explore(_ arguments: [String], report name: String, in folder: String,
                        environment: [String: String] = [:]) throws -> (result: CLI.Result, report: String) {
        let path = folder + "/" + name
        let result = try CLI.run(["explore"] + arguments + ["--report", path], environment: environment, timeout: 600)
        return (result, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    @Test("--jobs 1 and --jobs 2 print the same report for the same seeds, passing or failing at the smallest seed")
    func jobs() throws {
        let folder = try CLI.temporaryFolder()
        for (arguments, mutant) in [(["--app", "countonme", "--seed", "3", "--runs", "60", "--inputs", "80"], nil),
                                    (["--app", "gesture-lab", "--seed", "1", "--runs", "200", "--inputs", "30"],
                                     "gesture-lab-cancel-lost")] {
            let environment = mutant.map { ["INSTAGRID_SIM_MUTANT": $0] } ?? [:]
            let one = try Self.explore(arguments + ["--jobs", "1"], report: "one.json", in: folder, environment: environment)
            let two = try Self.explore(arguments + ["--jobs", "2"], report: "two.json", in: folder, environment: environment)
            #expect(one.result.status == (mutant == nil ? 0 : 1), "\(one.result.stdout)\(one.result.stderr)")
            #expect(one.result.stdout == two.result.stdout)
            #expect(one.report == two.report)
            #expect(one.report.hasPrefix("{\"format\":\"instagrid-explore-report/1\""), "\(one.report)")
        }
    }

    @Test("Three shards run as separate processes and merged give the report of one run of all their seeds")
    func shards() throws {
        let folder = try CLI.temporaryFolder()
        let arguments = ["--app", "countonme", "--seed", "10", "--runs", "31", "--inputs", "60", "--jobs", "1"]
        let whole = try Self.explore(arguments, report: "whole.json", in: folder)
        #expect(whole.result.status == 0, "\(whole.result.stdout)\(whole.result.stderr)")
        try FileManager.default.createDirectory(atPath: folder + "/shards", withIntermediateDirectories: true)
        for index in 0..<3 {
            let part = try Self.explore(arguments + ["--shard", "\(index)/3"], report: "shards/\(index).json", in: folder)
            #expect(part.result.status == 0, "\(part.result.stdout)\(part.result.stderr)")
            #expect(part.result.stdout.contains(" every 3: "), "\(part.result.stdout)")
        }
        let merged = try CLI.run(["merge-explore-reports", folder + "/shards/2.json", folder + "/shards/0.json",
                                  folder + "/shards/1.json", "--report", folder + "/merged.json"])
        #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout == whole.result.stdout)
        #expect(try String(contentsOfFile: folder + "/merged.json", encoding: .utf8) == whole.report)
        let byFolder = try CLI.run(["merge-explore-reports", folder + "/shards"])
        #expect(byFolder.stdout == whole.result.stdout, "\(byFolder.stderr)")
    }

    @Test("Shards of a failing run merge to the failure of the smallest seed, as one run reports it")
    func failingShards() throws {
        let folder = try CLI.temporaryFolder()
        let mutant = ["INSTAGRID_SIM_MUTANT": "gesture-lab-cancel-lost"]
        let arguments = ["--app", "gesture-lab", "--seed", "1", "--runs", "200", "--inputs", "30", "--jobs", "1"]
        let whole = try Self.explore(arguments, report: "whole.json", in: folder, environment: mutant)
        #expect(whole.result.status == 1)
        var parts: [String] = []
        for index in 0..<3 {
            _ = try Self.explore(arguments + ["--shard", "\(index)/3"], report: "\(index).json", in: folder, environment: mutant)
            parts.append(folder + "/\(index).json")
        }
        let merged = try CLI.run(["merge-explore-reports"] + parts)
        #expect(merged.status == 1)
        #expect(merged.stdout == whole.result.stdout)
    }

    @Test("--for runs seeds until the time is up and says which ran")
    func timeBudget() throws {
        let folder = try CLI.temporaryFolder()
        let run = try Self.explore(["--app", "countonme", "--seed", "1", "--runs", "100000000", "--inputs", "50",
                                    "--for", "2s", "--jobs", "1"], report: "for.json", in: folder)
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.result.stdout.hasPrefix("✔ explore countonme on iphone-8 (portrait), seeds 1…"), "\(run.result.stdout)")
        #expect(run.result.stdout.hasSuffix(" inputs (stopped when the time was up)\n"), "\(run.result.stdout)")
        #expect(run.report.contains("\"stopped\":\"time\""))
    }

    @Test("Bad flags exit 2 with a clear error and write nothing", arguments: [
        (["--runs", "0"], "--runs must be between 1 and 9223372036854775807, found 0"),
        (["--runs=-3"], "--runs must be between 1 and 9223372036854775807, found -3"),
        (["--shard", "3/2"], "--shard must be I/N with 0 ≤ I < N"),
        (["--shard=-1/2"], "--shard must be I/N with 0 ≤ I < N"),
        (["--for", "0"], "--for must be a time more than 0 and at most a week"),
        (["--for=-5s"], "--for must be a time more than 0 and at most a week"),
        (["--jobs", "0"], "--jobs must be between 1 and 1024, found 0"),
        (["--jobs=-2"], "--jobs must be between 1 and 1024, found -2"),
        (["--inputs=-1"], "--inputs must be between 1 and"),
    ])
    func badFlags(arguments: [String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(["explore", "--app", "countonme", "--report", folder + "/r.json"] + arguments)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/r.json"))
    }

    @Test("merge-explore-reports refuses what is not an explore report, too large, or a link out of its folder")
    func badReports() throws {
        let folder = try CLI.temporaryFolder()
        let good = try Self.explore(["--app", "countonme", "--runs", "2", "--inputs", "10", "--jobs", "1"],
                                    report: "good.json", in: folder)
        #expect(good.result.status == 0)
        let other = try CLI.write("{\"format\": \"something-else/1\"}\n", to: "other.json", in: folder)
        let text = try CLI.write("not json at all\n", to: "text.json", in: folder)
        let large = folder + "/large.json"
        #expect(FileManager.default.createFile(atPath: large, contents: Data(repeating: 0x20, count: (16 << 20) + 1)))
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/reports/link.json", withDestinationPath: folder + "/good.json")
        let cases: [([String], String)] = [
            ([other], "not an explore report (instagrid-explore-report/1)"),
            ([text], "not an explore report"),
            ([large], "larger than the limit of 16 MiB"),
            ([folder + "/reports"], "a symbolic link out of the report folder"),
            ([folder + "/good.json", folder + "/missing.json"], "missing.json: error:"),
        ]
        for (files, message) in cases {
            let result = try CLI.run(["merge-explore-reports"] + files + ["--report", folder + "/merged.json"])
            #expect(result.status == 2, "\(files): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(message), "\(files): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/merged.json"))
        }
    }

    @Test("A report is written atomically: no temporary file is left beside it, and a report over a folder fails whole")
    func atomicReport() throws {
        let folder = try CLI.temporaryFolder()
        let run = try Self.explore(["--app", "countonme", "--runs", "2", "--inputs", "10", "--jobs", "1"],
                                   report: "r.json", in: folder)
        #expect(run.result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["r.json"])
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: true)
        let refused = try CLI.run(["explore", "--app", "countonme", "--runs", "2", "--inputs", "10", "--report", folder + "/taken"])
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/taken").isEmpty)
        #expect(refused.stdout.isEmpty)
    }
}

import ArgumentParser
import Foundation
import Golden
import Harness

/// How `verify` scales: the time of a whole run against the number of scenarios (generated
/// variants of one journey, ``AppBenchmarks/scaling``) and against `--jobs`, with and without
/// the golden cache.
struct ScalingBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaling",
        abstract: "Verify time against the number of scenarios and --jobs (generated variants, iPhone XS Max 3×).")

    @OptionGroup var project: ProjectOptions

    @Option(parsing: .unconditional, help: "Numbers of generated scenarios, comma-separated.")
    var counts = "10,100,1000"

    @Option(parsing: .unconditional, help: "Job counts, comma-separated.")
    var jobs = "1,2"

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 1

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
        guard let counts = Self.numbers(counts), counts.allSatisfy({ (1...10_000).contains($0) }) else {
            throw ValidationError("--counts takes numbers from 1 to 10000, comma-separated, found '\(counts)'")
        }
        guard let jobs = Self.numbers(jobs), jobs.allSatisfy({ (1...64).contains($0) }) else {
            throw ValidationError("--jobs takes numbers from 1 to 64, comma-separated, found '\(jobs)'")
        }
    }

    static func numbers(_ list: String) -> [Int]? {
        let numbers = list.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.isEmpty || numbers.contains(nil) ? nil : numbers.compactMap { $0 }
    }

    func run() throws {
        print(BenchHeader.line)
        guard let scaling = BenchCommand.benchmarks.lazy.compactMap(\.scaling).first else {
            throw BenchError("no app generates scenarios for scaling")
        }
        let scenarios = try project.scenarios()
        let device = try VerifyBench.device()
        let jobCounts = Self.numbers(jobs) ?? [1]
        print(scaling.description + ", "
              + "iPhone XS Max 3×; best of \(repeats); a check is a screen compared with its golden")
        print("| scenarios | checks | --jobs | no cache s | checks/s | cache s | checks/s | checks/s per core |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for count in Self.numbers(counts) ?? [] {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("instagrid-scaling-bench-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let prepared = try scaling.generate(count, folder, scenarios)
            let make = { VerifyPlan.make(prepared, device: device).checks }
            let goldens = folder + "/Goldens"
            let recorder = Verifier(goldens: goldens, mode: .all, artifacts: nil, jobs: jobCounts.max() ?? 1)
            let recorded = recorder.run(make())
            guard recorded.allSatisfy({ FileManager.default.fileExists(atPath: $0.goldenPath) }) else {
                throw BenchError("recording the goldens of \(count) generated scenarios failed")
            }
            for jobCount in jobCounts {
                var seconds: [Double] = []
                for cached in [false, true] {
                    var verifier = Verifier(goldens: goldens, mode: .never, artifacts: nil, jobs: jobCount)
                    verifier.cache = cached ? GoldenCache(folder: folder + "/cache") : nil
                    if cached { _ = verifier.run(make()) }
                    var passed = true
                    seconds.append(bestTime(repeats: repeats) {
                        passed = verifier.run(make()).allSatisfy(\.outcome.passes) && passed
                    })
                    guard passed else { throw BenchError("a generated check did not pass against its fresh golden") }
                }
                let checks = Double(recorded.count)
                print("| \(grouped(Double(count))) | \(grouped(checks)) | \(jobCount) | "
                      + String(format: "%.2f | %.1f | %.2f | %.1f | %.1f |", seconds[0], checks / seconds[0],
                               seconds[1], checks / seconds[1], checks / seconds[1] / Double(jobCount)))
            }
        }
    }
}

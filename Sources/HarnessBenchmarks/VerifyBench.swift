import ArgumentParser
import Devices
import Foundation
import Golden
import Harness
import Support

/// Verify throughput for iPhone XS Max 3× screens: the apps' screens and scenario folders
/// (``AppBenchmarks/screens``, ``AppBenchmarks/scenarios``). Records goldens for a set of checks into a
/// temporary folder, then times `verify` (record mode `never`) on one job and on all cores, without
/// and with a golden cache (filled by one untimed run first).
struct VerifyBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "verify",
                                                    abstract: "Golden checks per second on iPhone XS Max screens, for each app.")

    @OptionGroup var project: ProjectOptions

    @Option(help: "Folder holding the test photos (default: Scenarios/Photos of the checkout).")
    var photos: String?

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 3

    @Option(parsing: .unconditional, help: "Jobs for the parallel run (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Folder of scenarios whose checks are also timed; \"\" skips them (default: Scenarios/ of the checkout).")
    var scenarios: String?

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
    }

    /// The job count of the parallel run.
    var parallelJobs: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func run() throws {
        print(BenchHeader.line)
        let photos = try self.photos ?? project.scenarios() + "/Photos"
        let device = try Self.device()
        for screens in BenchCommand.benchmarks.compactMap(\.screens) {
            let make = try screens(photos, device)
            try measure("screens", device: device) { Self.checks(make()) }
        }
        let scenarios = try self.scenarios ?? project.scenarios()
        guard !scenarios.isEmpty else { return }
        for part in BenchCommand.benchmarks.compactMap(\.scenarios) {
            let folder = part.folder.isEmpty ? scenarios : scenarios + "/" + part.folder
            if !part.folder.isEmpty, !FileManager.default.fileExists(atPath: folder) { continue }
            let files = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".yaml") }.sorted()
            let prepared = try files.map { try HarnessApp.load(folder + "/" + $0, apps: BenchCommand.apps) }
            try measure(part.title(files.count), device: device) {
                VerifyPlan.make(prepared, device: device).checks
            }
        }
    }

    /// The device of every check: iPhone XS Max, 3×.
    static func device() throws -> Device {
        guard let device = Device.named("iphone-xs-max") else { throw BenchError("no device iphone-xs-max") }
        return device
    }

    /// The checks of an app's screens, as `verify` compares snapshots.
    static func checks(_ screens: [AppBenchmarks.Screen]) -> [GoldenCheck] {
        screens.map { screen in
            GoldenCheck(scenario: "bench", variant: screen.variant, name: screen.name, kind: .snapshot, render: screen.render)
        }
    }

    /// Records goldens for the checks `make` returns, then times verifying fresh ones.
    func measure(_ title: String, device: Device, make: () -> [GoldenCheck]) throws {
        let checks = make()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-verify-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let recorder = Verifier(goldens: folder, mode: .all, artifacts: nil, jobs: parallelJobs)
        let recorded = recorder.run(checks)
        guard recorded.allSatisfy({ FileManager.default.fileExists(atPath: $0.goldenPath) }) else {
            throw ValidationError("recording the goldens failed")
        }
        let count = Double(checks.count)
        let cache = GoldenCache(folder: folder + "-cache")
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        print("\(counted(checks.count, "check")): \(title), iPhone XS Max 3×; best of \(repeats)")
        for cached in [false, true] {
            for jobCount in Set([1, parallelJobs]).sorted() {
                var verifier = Verifier(goldens: folder, mode: .never, artifacts: nil, jobs: jobCount)
                verifier.cache = cached ? cache : nil
                // The first run after recording fills the cache, as the first `verify` after a change does.
                if cached { _ = verifier.run(make()) }
                var passed = true
                // Fresh checks each pass, as a `verify` run makes them (no grid drawn yet).
                let seconds = bestTime(repeats: repeats) {
                    let fresh = make()
                    passed = verifier.run(fresh).allSatisfy(\.outcome.passes) && passed
                }
                guard passed else { throw ValidationError("a check did not pass against its fresh golden") }
                let perSecond = count / seconds
                let perCore = perSecond / Double(jobCount)
                let target = jobCount == 1 ? "≥ 200 per core" : "≥ 350 with \(jobCount) jobs"
                let met = jobCount == 1 ? perCore >= 200 : perSecond >= 350
                print("--jobs \(jobCount) \(cached ? "cache   " : "no cache"): \(String(format: "%8.1f", seconds * 1000)) ms  "
                    + "\(String(format: "%6.1f", perSecond)) checks/s  \(String(format: "%5.1f", perCore)) checks/s per core"
                    + (cached ? "   target \(target)  \(met ? "met" : "NOT met")" : ""))
            }
        }
    }
}

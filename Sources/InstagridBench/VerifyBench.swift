import Harness
import PixelDiff
import Support
import InstagridModel
import ArgumentParser
import Foundation
import Golden
import InstagridRender
import InstagridScenario

/// Verify throughput for iPhone XS Max 3× screens: records goldens for a set of checks into a
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
        let library = try BenchPhotos.load(from: photos ?? project.scenarios() + "/Photos")
        let device = try BenchPhotos.device()
        try measure("screens", device: device) { Self.checks(device: device, photos: library) }
        let scenarios = try self.scenarios ?? project.scenarios()
        if !scenarios.isEmpty {
            let files = try FileManager.default.contentsOfDirectory(atPath: scenarios)
                .filter { $0.hasSuffix(".yaml") }.sorted()
            let prepared = try files.map { try HarnessApp.load(scenarios + "/" + $0, apps: InstagridBench.apps) }
            try measure("\(counted(files.count, "scenario")), animations as contact sheets", device: device) {
                VerifyPlan.make(prepared, device: device).checks
            }
        }
        // The second app's screens at the same size: the calculator's scenarios (CountOnMe).
        let calculator = scenarios.isEmpty ? "" : scenarios + "/CountOnMe"
        if !calculator.isEmpty, FileManager.default.fileExists(atPath: calculator) {
            let files = try FileManager.default.contentsOfDirectory(atPath: calculator)
                .filter { $0.hasSuffix(".yaml") }.sorted()
            let prepared = try files.map { try HarnessApp.load(calculator + "/" + $0, apps: InstagridBench.apps) }
            try measure("\(counted(files.count, "CountOnMe scenario"))", device: device) {
                VerifyPlan.make(prepared, device: device).checks
            }
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

    /// Screens across layouts, orientations, fill levels and phases: what scenarios snapshot.
    static func checks(device: Device, photos: PhotoLibrary) -> [GoldenCheck] {
        let screen = Snapshotting.screen(photos: photos)
        var checks: [GoldenCheck] = []
        for orientation in Orientation.allCases {
            for layout in Layout.allCases {
                for filled in [0, 2, 4] {
                    var state = BenchPhotos.busyState(on: device, orientation: orientation, layout: layout)
                    state.photos = state.photos.filter { $0.key <= filled }
                    if filled == 2 && layout == .two { state.phase = .picking; state.picker = 3 }
                    let name = "layout\(layout.rawValue)-filled\(filled)"
                    let frozen = state
                    checks.append(GoldenCheck(scenario: "bench", variant: "\(device.id)-\(orientation.rawValue)",
                                              name: name, kind: .snapshot) { screen.snapshot(frozen) })
                }
            }
        }
        return checks
    }
}

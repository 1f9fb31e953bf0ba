import ArgumentParser
import Foundation
import Geometry
import Golden
import Render
import Scenario

extension InstagridSim {
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay scenarios and compare every snapshot, final state and shared image with its golden.")

        @Argument(help: "Scenario files or folders (default: Scenarios/).")
        var paths: [String] = []

        @Option(help: "The goldens folder.")
        var goldens = "Goldens"

        @Option(help: "never | missing | failed | all (default: missing; never when CI is set; or INSTAGRID_RECORD).")
        var record: RecordMode?

        @Option(help: "Threads to render and compare on (default: the number of cores).")
        var jobs = ProcessInfo.processInfo.activeProcessorCount

        @Option(help: "Run only shard I of N (1-based), e.g. 2/4.")
        var shard: Shard?

        @Option(help: "Where to write the actual image, diff and summary of each failed check.")
        var artifacts = ".build/instagrid-artifacts"

        @Option(help: "Write a JUnit XML report to this file.")
        var junit: String?

        @Option(help: "Write an HTML report into this folder.")
        var report: String?

        @OptionGroup var selection: DeviceSelection
        @OptionGroup var compare: ComparisonOptions

        func validate() throws {
            if jobs < 1 { throw ValidationError("--jobs must be 1 or more, found \(jobs)") }
        }

        func run() throws {
            let clock = ContinuousClock()
            let start = clock.now
            let mode: RecordMode
            do {
                mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw CommandFailure.invalid("error: \(error)")
            }
            let files = try scenarioFiles(paths.isEmpty ? ["Scenarios"] : paths)
            let scenarios = try loadScenarios(files)
            let device = try selection.deviceID.map { id in
                guard let device = Device.named(id) else { throw CommandFailure.invalid(ScenarioParser.unknownDeviceMessage(id)) }
                return device
            }
            let plan = VerifyPlan.make(scenarios, device: device)
            let shard = self.shard ?? Shard(index: 1, count: 1)
            let checks = plan.shard(shard.index, of: shard.count)
            let verifier = Verifier(goldens: goldens, mode: mode, comparison: compare.comparison,
                                    artifacts: artifacts, jobs: jobs)
            let results = verifier.run(checks)
            // Whole-run findings are reported once, by the first shard.
            let firstShard = shard.index == 1
            let produced = Set(plan.checks.map { $0.goldenPath(in: goldens) })
            let orphans = firstShard && device == nil
                ? VerifyReport.orphans(goldens: goldens, scenarios: plan.scenarioNames, produced: produced) : []
            let report = VerifyReport(results: results, failedRuns: firstShard ? plan.failedRuns : [],
                                      orphans: orphans, seconds: Verifier.seconds(clock.now - start))
            print("verify: \(scenarios.count) scenarios, \(plan.runCount) runs, record mode \(mode.rawValue)"
                  + (self.shard.map { ", shard \($0.index)/\($0.count)" } ?? ""))
            for result in results { print(VerifyReport.line(result)) }
            for run in report.failedRuns {
                print("✘ \(run.title): expectations failed")
                for failure in run.failures { print(failure.description) }
            }
            for orphan in orphans { print("orphaned: \(orphan) (no scenario produces it)") }
            if let junit { try report.writeJUnit(to: junit) }
            if let dir = self.report { try report.writeHTML(to: dir, comparison: compare.comparison) }
            if report.failed > 0 { print("artifacts: \(artifacts)") }
            print(report.summary)
            if !report.succeeded { throw ExitCode(1) }
        }
    }
}

/// `I/N`: one shard of a split run.
struct Shard: ExpressibleByArgument {
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }
}

extension RecordMode: ExpressibleByArgument {}

/// Scenario files under `paths`: files as given, folders searched for `.yaml`/`.yml` files,
/// each folder's files sorted by path.
func scenarioFiles(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure.invalid("\(path): error: no such file or folder")
        }
        guard isDirectory.boolValue else {
            files.append(path)
            continue
        }
        let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
            .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        files += found
    }
    return files
}

import Devices
import Foundation
import Harness
import ImageCodec
import PixelDiff
import Scenarios
import Support

/// One whole verify run, as `instagrid-sim verify` and ``GoldenAssertion`` do it: resolves the
/// record mode, finds and loads the scenarios, replays them, compares every image with its golden
/// (recording goldens and writing artifacts as the mode says), looks for orphaned goldens and
/// writes the requested reports.
///
/// ```swift
/// let report = try VerifyRun(apps: apps, paths: ["Scenarios"], goldens: "Goldens").execute()
/// for line in report.lines { print(line) }
/// ```
package struct VerifyRun: Sendable {
    /// The apps whose scenarios it reads (a file names its app with `app:`; the first is the
    /// default).
    package var apps: [HarnessApp]
    /// Scenario files or folders (searched for `.yaml`/`.yml` files).
    package var paths: [String]
    /// The goldens folder.
    package var goldens: String
    /// The record mode; `nil` takes it from `environment` (see ``RecordMode/resolve(flag:environment:)``).
    package var record: RecordMode?
    /// Where `INSTAGRID_RECORD` and `CI` are looked up when `record` is `nil`.
    package var environment: [String: String]
    package var comparison: ImageComparison
    /// Where artifacts of failed checks go; `nil` writes none.
    package var artifacts: String?
    /// Where decoded goldens' digests are kept between runs (``GoldenCache``); `nil` decodes
    /// every golden. The report is the same either way.
    package var cache: GoldenCache?
    /// Threads to render and compare on.
    package var jobs: Int
    /// Run only this shard of the checks; `nil` runs them all.
    package var shard: VerifyShard?
    /// Run every scenario on this device only, instead of on its own devices.
    package var device: Device?
    /// Write a JUnit XML report to this file.
    package var junit: String?
    /// Write an HTML report into this folder.
    package var htmlReport: String?
    /// The bounds scenario files are read with.
    package var scenarioLimits: ScenarioLimits
    /// The bounds photos are read and decoded with.
    package var photoLimits: ImageLimits
    /// Called with each check's result as soon as it is done (in any order, from any thread),
    /// with the number of checks the run makes.
    package var progress: (@Sendable (CheckResult, Int) -> Void)?
    /// The folder the repository's files must stay in once symbolic links are followed
    /// (docs/security.md): every photo, every golden and golden folder (inside the goldens
    /// folder), and the goldens folder itself unless it was given explicitly. Nil follows links
    /// anywhere (`--allow-outside-links`).
    package var project: String?
    /// Whether the goldens folder was given explicitly (`--goldens`), and so is trusted wherever
    /// it leads.
    package var goldensGiven = false

    package init(apps: [HarnessApp], paths: [String] = ["Scenarios"], goldens: String = "Goldens", record: RecordMode? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                comparison: ImageComparison = .exact, artifacts: String? = ".build/instagrid-artifacts",
                cache: GoldenCache? = GoldenCache(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: VerifyShard? = nil,
                device: Device? = nil, junit: String? = nil, htmlReport: String? = nil,
                scenarioLimits: ScenarioLimits = .default, photoLimits: ImageLimits = .default) {
        self.apps = apps
        self.paths = paths
        self.goldens = goldens
        self.record = record
        self.environment = environment
        self.comparison = comparison
        self.artifacts = artifacts
        self.cache = cache
        self.jobs = max(1, jobs)
        self.shard = shard
        self.device = device
        self.junit = junit
        self.htmlReport = htmlReport
        self.scenarioLimits = scenarioLimits
        self.photoLimits = photoLimits
    }

    /// Runs everything and returns what was found. Failed checks are not errors: they are in the
    /// report (``VerifyReport/succeeded`` is then false), and so are reports that could not be
    /// written (``VerifyReport/reportErrors``).
    ///
    /// Before any check, temporary files that processes which died left in the goldens and
    /// artifacts folders are removed (see ``TemporaryFiles/sweep(_:markers:recursive:)``).
    ///
    /// - Throws: ``GoldenError/invalidRecordMode(value:source:)``,
    ///   ``GoldenError/goldensNotAFolder(_:)``, ``GoldenError/noSuchScenarioPath(_:)``,
    ///   ``GoldenError/invalidScenarios(_:)``; nothing has been checked or written then.
    package func execute() throws(GoldenError) -> VerifyReport {
        let clock = ContinuousClock()
        let start = clock.now
        let mode = try RecordMode.resolve(flag: record, environment: environment)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: goldens, isDirectory: &isFolder), !isFolder.boolValue {
            throw .goldensNotAFolder(goldens)
        }
        if let project, !goldensGiven, Confinement.leaves(goldens, root: project) {
            throw .goldensOutsideProject(goldens)
        }
        let scenarios = try Self.load(Self.scenarioFiles(paths), apps: apps, scenarioLimits: scenarioLimits,
                                      photoLimits: photoLimits, project: project)
        try Self.checkDistinctNames(scenarios)
        if device != nil {
            // A world named on the command line with --device is refused; worlds found in a
            // folder run as written, beside the other scenarios on the device given.
            let named = Set(paths)
            let problems = scenarios.filter { named.contains($0.header.path) }.compactMap(\.header.deviceOptionProblem)
            if !problems.isEmpty { throw .invalidScenarios(problems) }
        }
        try Self.decodeFiles(of: scenarios, apps: apps, jobs: jobs)
        for folder in [goldens] + (artifacts.map { [$0] } ?? []) {
            TemporaryFiles.sweep(folder, recursive: true)
        }
        if let cache { TemporaryFiles.sweep(cache.folder) }
        let plan = VerifyPlan.make(scenarios, device: device)
        let shard = self.shard ?? VerifyShard.whole
        let checks = plan.shard(shard.index, of: shard.count)
        var verifier = Verifier(goldens: goldens, mode: mode, comparison: comparison, artifacts: artifacts, jobs: jobs)
        verifier.allowsOutsideLinks = project == nil
        verifier.keepsFailedImages = htmlReport != nil
        if let progress {
            let total = checks.count
            verifier.progress = { progress($0, total) }
        }
        verifier.cache = cache
        let results = verifier.run(checks)
        // Whole-run findings are reported once, by the first shard; orphans only when every
        // device ran, since a one-device run leaves the others' goldens untouched.
        let firstShard = shard.index == 1
        let produced = Set(plan.checks.map { $0.goldenPath(in: goldens) })
        let orphans = firstShard && device == nil
            ? VerifyReport.orphans(goldens: goldens, scenarios: plan.scenarioNames, produced: produced) : []
        var report = VerifyReport(results: results, failedRuns: firstShard ? plan.failedRuns : [],
                                  orphans: orphans, seconds: 0)
        report.mode = mode
        report.scenarioCount = scenarios.count
        report.runCount = plan.runCount
        report.shard = self.shard
        report.artifacts = artifacts
        report.plan = plan.checks.map(\.id)
        if let junit {
            do throws(GoldenError) { try report.writeJUnit(to: junit) } catch { report.reportErrors.append(error) }
        }
        if let htmlReport {
            do throws(GoldenError) { try report.writeHTML(to: htmlReport, comparison: comparison) } catch {
                report.reportErrors.append(error)
            }
        }
        report.seconds = (clock.now - start).seconds
        return report
    }

    /// Scenario files under `paths`: files as given, folders searched (recursively) for
    /// `.yaml`/`.yml` files, each folder's files sorted by path.
    ///
    /// - Throws: ``GoldenError/noSuchScenarioPath(_:)``.
    package static func scenarioFiles(_ paths: [String]) throws(GoldenError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .noSuchScenarioPath(path)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            // The folder itself may be a symbolic link: list what it points to, name what was given.
            let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let entries = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
            // A run that checks nothing must not look like a run that passed.
            guard !entries.isEmpty else { throw .noScenarioFiles(path) }
            // A file found in the folder is the repository's, not the command line's: one that is
            // a symbolic link out of the folder is refused before a byte of it is read, so its
            // content (a secret it points to) never reaches a message (docs/security.md).
            var outside: [String] = []
            for entry in entries {
                let shown = path.hasSuffix("/") ? path + entry : path + "/" + entry
                if Self.leavesFolder(folder + "/" + entry, folder: folder) {
                    outside.append("\(shown): error: the scenario file is a symbolic link out of \(path); it is not "
                                   + "read (link to a file inside the folder, or give the file itself on the command "
                                   + "line)")
                } else {
                    files.append(shown)
                }
            }
            if !outside.isEmpty { throw .invalidScenarios(outside) }
        }
        return files
    }

    /// Whether `file` resolves (every symbolic link followed) to a path outside `folder`, which
    /// is already resolved. A link that resolves to nothing stays for the reader to report.
    static func leavesFolder(_ file: String, folder: String) -> Bool {
        let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: target) else { return false }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return !target.hasPrefix(prefix)
    }

    /// Parses every file with the app it names and checks the files it names (photos), within
    /// `scenarioLimits` and `photoLimits`.
    ///
    /// - Throws: ``GoldenError/invalidScenarios(_:)`` with the message of every file that failed.
    package static func load(_ files: [String], apps: [HarnessApp], scenarioLimits: ScenarioLimits = .default,
                             photoLimits: ImageLimits = .default, project: String? = nil)
        throws(GoldenError) -> [LoadedScenario] {
        var scenarios: [LoadedScenario] = []
        var errors: [String] = []
        let options = LoadOptions(scenarioLimits: scenarioLimits, imageLimits: photoLimits, project: project)
        for file in files {
            do {
                scenarios.append(try HarnessApp.load(file, apps: apps, options: options))
            } catch {
                errors.append("\(error)")
            }
        }
        if !errors.isEmpty { throw .invalidScenarios(errors) }
        return scenarios
    }

    /// Checks that no two scenario files have the same name, ignoring case as some file
    /// systems do: their goldens would share one folder, each overwriting the other's.
    ///
    /// - Throws: ``GoldenError/invalidScenarios(_:)`` naming each file whose name is taken.
    static func checkDistinctNames(_ scenarios: [LoadedScenario]) throws(GoldenError) {
        var owners: [String: String] = [:]
        var errors: [String] = []
        for loaded in scenarios {
            let scenario = loaded.header
            let key = scenario.name.lowercased()
            guard let owner = owners[key] else {
                owners[key] = scenario.path
                continue
            }
            if owner != scenario.path {
                // Both paths through the one escaping rule: a newline in a file name would
                // otherwise start a line of its own in the message.
                errors.append("\(echo(scenario.path, limit: echoPathLimit)): error: the scenario name "
                              + "'\(echo(scenario.name))' is taken by \(echo(owner, limit: echoPathLimit)); "
                              + "their goldens would share a folder; rename one of them or set name:")
            }
        }
        if !errors.isEmpty { throw .invalidScenarios(errors) }
    }

    /// Decodes every file `scenarios` draw (photos) before any check draws one, so a photo whose
    /// header is valid but whose pixels are not is an input error (nothing checked or written),
    /// never an empty slot in a recorded golden; then lets each app's scenarios share what they
    /// decoded alike.
    static func decodeFiles(of scenarios: [LoadedScenario], apps: [HarnessApp], jobs: Int) throws(GoldenError) {
        let failures = ParallelWork.map(scenarios.indices, jobs: jobs) { (index: Int) throws(Never) -> [String] in
            return scenarios[index].decode()
        }
        let errors = failures.flatMap { $0 }
        if !errors.isEmpty { throw .invalidScenarios(errors) }
        for app in apps {
            app.shareDecoded(scenarios.filter { $0.app.id == app.id })
        }
    }
}

/// `I/N`: shard `index` (1-based) of `count`, for splitting a verify run over machines. Together
/// the shards of a count run every check exactly once (see ``VerifyPlan/shard(_:of:)``).
package struct VerifyShard: Sendable, Equatable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    /// The whole run: shard 1 of 1.
    package static let whole = VerifyShard(uncheckedIndex: 1, count: 1)

    /// The most shards a run is split into (docs/limits.md): `verify --shard` and the
    /// `report.json` files `merge-reports` reads give at most this `N`.
    package static let maxCount = 1000

    /// A shard; `nil` unless `1 ≤ index ≤ count ≤ maxCount`.
    package init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maxCount, (1...count).contains(index) else { return nil }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses `I/N`, e.g. `2/4`; `nil` for anything else or an index out of range.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }
}

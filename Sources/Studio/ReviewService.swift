import Dispatch
import Foundation
import Golden
import Harness
import Support

/// Runs `verify` on the project with the studio's apps (record mode never, artifacts in a
/// temporary folder), keeps the last run's failed and missing checks, and accepts their actual
/// images as goldens, whatever app drew them.
actor ReviewService {
    /// One check that did not pass.
    struct Finding: Sendable, Equatable {
        var id: String
        var outcome: String
        var message: String
        /// The actual image verify wrote (artifacts folder), if any.
        var actual: String?
        var diff: String?
        var accepted = false
    }

    let project: StudioProject
    let apps: [HarnessApp]
    let environment: [String: String]
    private let artifactsRoot: String
    private(set) var runNumber = 0
    private var running = false
    private var findings: [Finding] = []
    private var summary = ""

    init(project: StudioProject, apps: [HarnessApp], environment: [String: String], artifactsRoot: String) {
        self.project = project
        self.apps = apps
        self.environment = environment
        self.artifactsRoot = artifactsRoot
    }

    /// Whether accepting is refused: `CI` is set (to anything but empty, `0` or `false`).
    var isCI: Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Starts a run; `progress` gets one JSON line per check and a last `done` line.
    func start(progress: @escaping @Sendable (String) -> Void) throws(StudioError) -> Int {
        guard !running else { throw .refused("a verify run is under way") }
        running = true
        runNumber += 1
        findings = []
        let number = runNumber
        var run = VerifyRun(apps: apps, paths: [project.scenarios], goldens: project.goldens, record: .never,
                            environment: [:], artifacts: artifactsRoot + "/run-\(number)")
        let counter = Counter()
        run.progress = { result, total in
            let done = counter.next()
            progress(StudioJSON.object([
                "type": .string("progress"), "done": .number(Double(done)), "total": .number(Double(total)),
                "check": .string(result.check.id), "outcome": .string(result.outcome.rawValue),
            ]))
        }
        let frozen = run
        DispatchQueue.global().async {
            let outcome: Result<VerifyReport, GoldenError>
            do throws(GoldenError) { outcome = .success(try frozen.execute()) } catch { outcome = .failure(error) }
            Task { await self.finish(number, outcome, progress: progress) }
        }
        return number
    }

    private func finish(_ number: Int, _ outcome: Result<VerifyReport, GoldenError>,
                        progress: @Sendable (String) -> Void) {
        running = false
        switch outcome {
        case .failure(let error):
            summary = "\(error)"
        case .success(let report):
            summary = report.summary
            findings = report.results.filter { !$0.outcome.passes }.map { result in
                Finding(id: result.check.id, outcome: result.outcome.rawValue, message: result.message,
                        actual: result.artifacts.first { $0.hasSuffix(".actual.png") },
                        diff: result.artifacts.first { $0.hasSuffix(".diff.png") })
            } + report.failedRuns.map { run in
                Finding(id: run.title, outcome: "run-failed",
                        message: run.failures.map(\.description).joined(separator: "\n"))
            }
        }
        progress(StudioJSON.object(["type": .string("done"), "run": .number(Double(number)),
                                    "summary": .string(summary)]))
    }

    /// The findings of run `number` as JSON.
    func report(_ number: Int) throws(StudioError) -> String {
        guard number == runNumber, !running else { throw .refused("run \(number) is not the run shown") }
        return StudioJSON.object([
            "type": .string("report"), "run": .number(Double(number)), "summary": .string(summary), "ci": .bool(isCI),
            "findings": .array(findings.map { finding in
                .dictionary([
                    "id": .string(finding.id), "outcome": .string(finding.outcome), "message": .string(finding.message),
                    "hasActual": .bool(finding.actual != nil), "hasDiff": .bool(finding.diff != nil),
                    "hasGolden": .bool(FileManager.default.fileExists(atPath: (try? project.goldenPath(check: finding.id)) ?? "")),
                    "accepted": .bool(finding.accepted),
                ])
            }),
        ])
    }

    /// An image of a finding: the golden, the actual image or the diff.
    func image(run number: Int, check id: String, kind: String) throws(StudioError) -> [UInt8] {
        let finding = try self.finding(run: number, check: id)
        let path: String?
        let folder: String
        switch kind {
        case "golden": (path, folder) = (try project.goldenPath(check: id), project.goldens)
        case "actual": (path, folder) = (finding.actual, artifactsRoot)
        case "diff": (path, folder) = (finding.diff, artifactsRoot)
        default: throw .badMessage("kind must be golden, actual or diff")
        }
        guard let path else { throw .file("no \(kind) image for \(id)") }
        return try project.readImage(path, inside: folder, named: "the \(kind) image of \(id)").bytes
    }

    /// Writes the actual image of `id` (a finding of run `number`) as its golden, atomically.
    func accept(run number: Int, check id: String) throws(StudioError) -> String {
        guard !isCI else { throw .refused("CI is set: goldens are not accepted on CI") }
        let finding = try self.finding(run: number, check: id)
        let golden = try project.goldenPath(check: id)
        guard let actual = finding.actual else { throw .refused("\(id) has no actual image to accept") }
        let image = try project.readImage(actual, inside: artifactsRoot, named: "the actual image of \(id)")
        guard image.kind == .png else { throw .refused("the actual image of \(id) is not a PNG") }
        do {
            try AtomicFile.write(image.bytes, to: golden, sync: true)
        } catch {
            throw .file("could not write \(golden): \(error)")
        }
        if let index = findings.firstIndex(where: { $0.id == id }) { findings[index].accepted = true }
        return "Goldens/\(id).png"
    }

    /// Accepts every finding of run `number` that has an actual image.
    func acceptAll(run number: Int) throws(StudioError) -> [String] {
        guard number == runNumber, !running else { throw .refused("run \(number) is not the run shown") }
        var written: [String] = []
        for finding in findings where finding.actual != nil && !finding.accepted {
            written.append(try accept(run: number, check: finding.id))
        }
        return written
    }

    private func finding(run number: Int, check id: String) throws(StudioError) -> Finding {
        guard number == runNumber, !running else { throw .refused("run \(number) is not the run shown") }
        _ = try project.goldenPath(check: id)
        guard let finding = findings.first(where: { $0.id == id }) else {
            throw .refused("\(id) is not a failed or missing check of run \(number)")
        }
        return finding
    }
}

/// A thread-safe counter for progress from the verify threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

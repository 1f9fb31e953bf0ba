import Harness
import ArgumentParser
import Foundation
import Golden
import Support

/// What a user's golden test costs: `GoldenAssertion.verify` on one scenario of any of the
/// program's apps, record mode `never`, against goldens recorded first into a temporary folder.
/// Meant to be run in both configurations: the package builds the same way here as when it is another package's
/// dependency, so `swift run instagrid-bench assertion` shows what a user's debug `swift test`
/// pays and `swift run -c release instagrid-bench assertion` what a release run pays.
struct AssertionBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assertion",
        abstract: "Time GoldenAssertion.verify on one scenario (run in debug and in release).")

    @OptionGroup var project: ProjectOptions

    @Option(help: "The scenario file (default: Scenarios/layouts.yaml of the checkout).")
    var scenario: String?

    @Option(parsing: .unconditional, help: "Repetitions; the best time is kept.")
    var repeats = 5

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be 1 or more, found \(repeats)") }
    }

    func run() throws {
        print(BenchHeader.line)
        let scenario = try self.scenario ?? project.scenarios() + "/layouts.yaml"
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("instagrid-assertion-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let goldens = folder + "/goldens", artifacts = folder + "/artifacts"
        // Recording reports every check as recorded, so its message is expected; the goldens count.
        _ = GoldenAssertion.verify(scenario: scenario, apps: BenchCommand.apps, goldens: goldens, artifacts: artifacts, record: .all,
                                   environment: [:])
        let checks = (FileManager.default.enumerator(atPath: goldens)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.count
        guard checks > 0 else { throw BenchError("recording the goldens of \(scenario) failed") }
        var failure: String?
        let verify = {
            failure = GoldenAssertion.verify(scenario: scenario, apps: BenchCommand.apps, goldens: goldens, artifacts: artifacts,
                                             record: .never, environment: [:]) ?? failure
        }
        // Recording has decoded the glyph tables already: a test process pays that once more.
        let best = bestTime(repeats: repeats, verify)
        if let failure { throw BenchError("a check failed against its fresh golden:\n\(failure)") }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        print("\(scenario): \(counted(checks, "golden check")), \(build) build, one job: "
            + "\(String(format: "%.1f", best * 1000)) ms (best of \(repeats))")
    }
}

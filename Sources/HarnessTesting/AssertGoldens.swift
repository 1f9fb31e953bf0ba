import Devices
import Foundation
import Golden
import Harness
import PixelDiff

/// Replays a scenario of any of `apps` and compares every image it produces with its golden,
/// exactly as `verify` does, and records a test issue at the caller for each problem.
///
/// ```swift
/// import HarnessTesting
/// import Testing
///
/// @Test func layouts() {
///     assertGoldens("Scenarios/likes.yaml", apps: [.likeButton])
/// }
/// ```
///
/// Under Swift Testing the issues are recorded with `Issue.record`, under XCTest with `XCTFail`;
/// either way they point at the line that called `assertGoldens`. One issue is recorded
///
/// - per check that did not pass, with the verify line (`✘ <scenario>/<device>-<orientation>/<name>
///   [failed] — 3 pixels differ …`), the golden's path, the artifacts written (actual, diff,
///   side-by-side, summary) and how to accept the new image;
/// - per scenario run whose `expect` steps failed, with `path:line:column: error: …` per failure;
/// - when the run cannot start: a missing scenario, a malformed one (`path:line:column: error: …`),
///   an unreadable photo, an invalid `INSTAGRID_RECORD`, an unknown device.
///
/// Relative paths are resolved against the package root: the first folder holding
/// `Package.swift` above the calling test file (`filePath`), whatever the working directory.
///
/// - Parameters:
///   - scenario: a scenario file, or a folder searched for `.yaml`/`.yml` files.
///   - apps: the apps whose scenarios it may read (a file names its app with `app:`; the first
///     is the default).
///   - devices: device ids (`iphone-8`, …); when given, every scenario runs on each of these
///     devices instead of its own, as with `instagrid-sim verify --device`. `nil` runs each
///     scenario on the devices it lists.
///   - goldens: the goldens folder; `Goldens` by default.
///   - artifacts: where the files of failed checks go; `.build/instagrid-artifacts` by default.
///   - record: when goldens are written (see `RecordMode`); `nil` takes `INSTAGRID_RECORD`, else
///     `never` when `CI` is set, else `missing`. A check that records or rewrites a golden
///     still fails, so a changed image is always looked at.
///   - comparison: how images are compared; exact by default.
///   - fileID: the caller's file ID, for the issue's location; leave the default.
///   - filePath: the caller's file path: the package root is found from it; leave the default.
///   - line: the caller's line, for the issue's location; leave the default.
///   - column: the caller's column, for the issue's location; leave the default.
public func assertGoldens(
    _ scenario: String,
    apps: [HarnessApp],
    devices: [String]? = nil,
    goldens: String? = nil,
    artifacts: String? = nil,
    record: RecordMode? = nil,
    comparison: ImageComparison = .exact,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let root = site.packageRoot() else { return }
    let path = root.resolve(scenario)
    var selected: [Device?] = [nil]
    if let devices {
        let unknown = devices.filter { Device.named($0) == nil }
        guard unknown.isEmpty else {
            let valid = Device.all.map(\.id).joined(separator: ", ")
            site.record("unknown device \(unknown.map { "'\($0)'" }.joined(separator: ", ")); valid devices are: \(valid)")
            return
        }
        selected = devices.compactMap(Device.named)
    }
    for device in selected {
        var run = VerifyRun(apps: apps, paths: [path], goldens: root.goldens(goldens), record: record, comparison: comparison,
                            artifacts: root.artifacts(artifacts),
                            cache: GoldenCache(folder: GoldenCache.defaultFolder(project: root.path)), device: device)
        // The package's photos and goldens stay in the package (docs/security.md); a goldens
        // folder given explicitly is trusted.
        run.project = root.path
        run.goldensGiven = goldens != nil
        let report: VerifyReport
        do {
            report = try run.execute()
        } catch {
            site.record("golden check of \(path) could not run: \(error)")
            return
        }
        for result in report.results where !result.outcome.passes {
            site.record(GoldenIssue.message(for: result))
        }
        for failed in report.failedRuns {
            site.record(GoldenIssue.message(for: failed))
        }
    }
}

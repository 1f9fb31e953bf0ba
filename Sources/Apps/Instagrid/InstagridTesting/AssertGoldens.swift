import Foundation
import HarnessTesting
import InstagridApp
import CountOnMeApp

/// Replays a scenario of the project's apps (Instagrid and, with `app: countonme`, the
/// calculator) and compares every image it produces with its golden, exactly as
/// `instagrid-sim verify` does, and records a test issue at the caller for each problem: the
/// harness's `assertGoldens(_:apps:…)` with those two apps.
///
/// ```swift
/// import InstagridTesting
/// import Testing
///
/// @Test func layouts() {
///     assertGoldens("Scenarios/layouts.yaml")
/// }
/// ```
///
/// - Parameters:
///   - scenario: a scenario file, or a folder searched for `.yaml`/`.yml` files.
///   - devices: device ids; when given, every scenario runs on each of these devices instead of
///     its own.
///   - goldens: the goldens folder; `Goldens` by default.
///   - artifacts: where the files of failed checks go; `.build/instagrid-artifacts` by default.
///   - record: when goldens are written (see `RecordMode`).
///   - comparison: how images are compared; exact by default.
///   - fileID: the caller's file ID, for the location; leave the default.
///   - filePath: the caller's file path: the package root is found from it; leave the default.
///   - line: the caller's line, for the location; leave the default.
///   - column: the caller's column, for the location; leave the default.
public func assertGoldens(
    _ scenario: String,
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
    assertGoldens(scenario, apps: [.instagrid, .countOnMe], devices: devices, goldens: goldens, artifacts: artifacts,
                  record: record, comparison: comparison, fileID: fileID, filePath: filePath, line: line,
                  column: column)
}

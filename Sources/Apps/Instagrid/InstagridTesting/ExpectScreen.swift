import InstagridModel
import InstagridRender
import InstagridScenario

/// Draws `state` with the project's renderer and compares the screen with its golden, recording
/// a test issue at the caller when they differ (with the record-mode rules of ``assertGoldens(_:devices:goldens:artifacts:record:comparison:fileID:filePath:line:column:)``).
///
/// ```swift
/// var state = AppState(device: .iPhone8)
/// state.layout = .three
/// expectScreen(state, matches: "layout-3")
/// // Goldens/LayoutTests/iphone-8-portrait/layout-3.png
/// ```
///
/// The golden is `<goldens>/<test file>/<device>-<orientation>/<golden>.png`: grouped by the
/// calling test file (as swift-snapshot-testing groups by file), then by the state's device and
/// current orientation (as `verify` names its variants), so one golden name serves a test that
/// runs on several devices.
///
/// - Parameters:
///   - state: the state to draw, on its device in its orientation.
///   - golden: the golden's name, without `.png`; may contain `/`.
///   - photos: photo files by alias, relative to the package root, for the slots' photos.
///   - goldens: the goldens folder; `Goldens` by default (relative to the package root).
///   - artifacts: where the files of a failed check go; `.build/instagrid-artifacts` by default.
///   - record: the record mode; `nil` takes it from the environment as `assertGoldens` does.
///   - comparison: how images are compared; exact by default.
///   - fileID: the caller's file ID, for the location; leave the default.
///   - filePath: the caller's file path: the package root is found from it; leave the default.
///   - line: the caller's line, for the location; leave the default.
///   - column: the caller's column, for the location; leave the default.
public func expectScreen(
    _ state: AppState,
    matches golden: String,
    photos: [String: String] = [:],
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
    let scenario = Scenario<Instagrid>(
        name: site.fileName, path: "\(filePath)", devices: [state.device],
        settings: InstagridSettings(photos: PhotoAliases.sources(photos, root: root, site: site)), steps: [])
    let screen = AppScreen(state, photos: PhotoAliases.load(scenario, site: site))
    ScreenCheck(golden: golden, goldens: goldens, artifacts: artifacts, record: record, comparison: comparison)
        .verify(screen, root: root, site: site)
}

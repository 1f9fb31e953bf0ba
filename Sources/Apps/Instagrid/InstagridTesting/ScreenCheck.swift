import Foundation
import Golden

/// One screen compared with its golden by the verify run's `Verifier`.
struct ScreenCheck {
    var golden: String
    var goldens: String?
    var artifacts: String?
    var record: RecordMode?
    var comparison: ImageComparison

    /// Compares `screen` with its golden; records an issue at `site` unless it passed.
    func verify(_ screen: AppScreen, root: PackageRoot, site: CallSite) {
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
        } catch {
            site.record("\(error)")
            return
        }
        let failures = screen.decodePhotos()
        guard failures.isEmpty else {
            for failure in failures { site.record(failure) }
            return
        }
        let state = screen.state
        let check = GoldenCheck(scenario: site.fileName, variant: "\(state.device.id)-\(state.orientation.rawValue)",
                                name: golden, kind: .snapshot) { screen.render() }
        let verifier = Verifier(goldens: root.goldens(goldens), mode: mode, comparison: comparison,
                                artifacts: root.artifacts(artifacts), jobs: 1)
        let result = verifier.verify(check)
        if !result.outcome.passes { site.record(GoldenIssue.message(for: result)) }
    }
}

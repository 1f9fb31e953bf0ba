import HarnessTesting

/// One screen compared with its golden as `verify` compares a snapshot.
struct ScreenCheck {
    var golden: String
    var goldens: String?
    var artifacts: String?
    var record: RecordMode?
    var comparison: ImageComparison

    /// Compares `screen` with its golden; records an issue at `site` unless it passed.
    func verify(_ screen: AppScreen, root: PackageRoot, site: CallSite) {
        let failures = screen.decodePhotos()
        guard failures.isEmpty else {
            for failure in failures { site.record(failure) }
            return
        }
        let state = screen.state
        site.checkGolden(scenario: site.fileName, variant: "\(state.device.id)-\(state.orientation.rawValue)",
                         name: golden, root: root, goldens: goldens, artifacts: artifacts, record: record,
                         comparison: comparison) { screen.render() }
    }
}

import Foundation
import Golden
import PixelDiff
import Raster

extension CallSite {
    /// Compares one image with its golden, `<goldens>/<scenario>/<variant>/<name>.png`, as
    /// `verify` compares a snapshot (the record modes, the artifacts of a failed check), and
    /// records an issue here unless it passed: what an app's own assertion over one screen calls
    /// (Instagrid's `expectScreen`).
    ///
    /// - Parameters:
    ///   - scenario: the golden's scenario folder, e.g. the test file's name (``fileName``).
    ///   - variant: the folder below it, e.g. `iphone-8-portrait`.
    ///   - name: the golden's name, without `.png`.
    ///   - root: the package root the folders are resolved against (``packageRoot()``).
    ///   - goldens: the goldens folder; `Goldens` by default.
    ///   - artifacts: where the files of a failed check go; `.build/instagrid-artifacts` by default.
    ///   - record: the record mode; `nil` takes it from the environment as `assertGoldens` does.
    ///   - comparison: how the images are compared.
    ///   - render: draws the image; called at most once.
    public func checkGolden(scenario: String, variant: String, name: String, root: PackageRoot,
                            goldens: String? = nil, artifacts: String? = nil, record: RecordMode? = nil,
                            comparison: ImageComparison = .exact, render: @escaping @Sendable () -> RGBAImage) {
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
        } catch {
            self.record("\(error)")
            return
        }
        let check = GoldenCheck(scenario: scenario, variant: variant, name: name, kind: .snapshot, render: render)
        let verifier = Verifier(goldens: root.goldens(goldens), mode: mode, comparison: comparison,
                                artifacts: root.artifacts(artifacts), jobs: 1)
        let result = verifier.verify(check)
        if !result.outcome.passes { self.record(GoldenIssue.message(for: result)) }
    }
}

import PixelDiff
import InstagridModel
import InstagridRender
import InstagridScenario

/// Everything one `verify` run will check, in a fixed order: scenarios as given, each on its
/// devices in order, and per run its snapshots, then `final`, then `shared-1`, `shared-2`, …
package struct VerifyPlan: Sendable {
    /// Image checks, in order.
    package var checks: [GoldenCheck]
    /// Runs whose `expect` steps failed or whose steps could not apply.
    package var failedRuns: [ScenarioRun]
    /// Every run, in order.
    package var runCount: Int
    /// Scenario names covered, for orphan detection.
    package var scenarioNames: [String]

    /// Replays every scenario on each of its devices and lists the images to check.
    package static func make(_ scenarios: [PreparedScenario], device: Device? = nil) -> VerifyPlan {
        var checks: [GoldenCheck] = []
        var failed: [ScenarioRun] = []
        var runs = 0
        for prepared in scenarios {
            let scenario = prepared.scenario
            // One renderer per scenario: its grid cache serves every check of every device.
            let renderer = ScreenRenderer(photos: prepared.photos)
            for device in device.map({ [$0] }) ?? scenario.devices {
                let run = ScenarioRunner.run(scenario, on: device, tracing: false)
                runs += 1
                if !run.passed { failed.append(run) }
                checks += Self.checks(for: run, renderer: renderer)
            }
        }
        return VerifyPlan(checks: checks, failedRuns: failed, runCount: runs,
                          scenarioNames: scenarios.map(\.scenario.name))
    }

    /// The checks of one run, all drawn by `renderer` (so each grid is drawn once).
    package static func checks(for run: ScenarioRun, renderer: ScreenRenderer) -> [GoldenCheck] {
        let scenario = run.scenario.name
        let variant = "\(run.device.id)-\(run.startOrientation.rawValue)"
        let file = SourceLocation(path: run.scenario.path, line: 0, column: 0)
        let screen = Snapshotting.screen(renderer)
        let sheet = Snapshotting.contactSheet(renderer)
        var checks: [GoldenCheck] = []
        for capture in run.snapshots {
            if let window = capture.window {
                let timeline = run.timeline
                checks.append(GoldenCheck(scenario: scenario, variant: variant, name: capture.name, kind: .animation,
                                          source: capture.location) {
                    let times = (0..<window.frameCount).map(window.time(ofFrame:))
                    return sheet.snapshot(timeline.states(at: times))
                })
            } else {
                let state = capture.state
                checks.append(GoldenCheck(scenario: scenario, variant: variant, name: capture.name, kind: .snapshot,
                                          source: capture.location) {
                    screen.snapshot(state)
                })
            }
        }
        let final = run.finalState
        checks.append(GoldenCheck(scenario: scenario, variant: variant, name: "final", kind: .final, source: file) {
            screen.snapshot(final)
        })
        let export = Snapshotting.export(renderer, exportScale: run.scenario.options.exportScale,
                                         deviceScale: run.device.scale)
        for record in final.exports {
            checks.append(GoldenCheck(scenario: scenario, variant: variant, name: "shared-\(record.number)", kind: .shared,
                                      source: file) {
                export.snapshot(record)
            })
        }
        return checks
    }

    /// The checks of shard `index` (1-based) of `count`: every `count`-th check starting at
    /// `index − 1` (``VerifyShard/positions(inPlanOf:)``), so the shards together run each check
    /// exactly once. None when `index` is not in `1...count`.
    package func shard(_ index: Int, of count: Int) -> [GoldenCheck] {
        guard let shard = VerifyShard(index: index, count: count) else { return [] }
        return shard.positions(inPlanOf: checks.count).map { checks[$0] }
    }
}

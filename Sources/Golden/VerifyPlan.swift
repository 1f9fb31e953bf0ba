import Support
import Devices
import Harness
import PixelDiff
import Scenarios

/// Everything one `verify` run will check, in a fixed order: scenarios as given, each on its
/// devices in order, and per run its snapshots, then `final`, then `shared-1`, `shared-2`, …
package struct VerifyPlan: Sendable {
    /// Image checks, in order.
    package var checks: [GoldenCheck]
    /// Runs whose `expect` steps failed or whose steps could not apply.
    package var failedRuns: [RunSummary]
    /// Every run, in order.
    package var runCount: Int
    /// Scenario names covered, for orphan detection.
    package var scenarioNames: [String]

    /// Replays every scenario on each of its devices, each with its app (``HarnessApp``), and
    /// lists the images to check.
    package static func make(_ scenarios: [LoadedScenario], device: Device? = nil) -> VerifyPlan {
        var checks: [GoldenCheck] = []
        var failed: [RunSummary] = []
        var runs = 0
        // One session per app for the whole run: its caches (Instagrid's grids, keyed by the
        // photos' pixels) serve every scenario and device, whichever shows a grid first.
        var sessions: [String: HarnessApp.Preparation] = [:]
        for loaded in scenarios {
            let scenario = loaded.header
            let app = loaded.app
            let prepare = sessions[app.id] ?? app.session()
            sessions[app.id] = prepare
            let run = prepare(loaded)
            // A world's phones run on the devices its users name, whatever `device` says.
            let devices = scenario.participants.isEmpty ? device.map { [$0] } : nil
            for device in devices ?? scenario.devices {
                let result = run(device, false)
                runs += 1
                if !result.summary.passed { failed.append(result.summary) }
                checks += Self.checks(for: result)
            }
        }
        return VerifyPlan(checks: checks, failedRuns: failed, runCount: runs,
                          scenarioNames: scenarios.map(\.header.name))
    }

    /// The checks of one run: its images, under `<scenario>/<device>-<orientation>/` (or the
    /// folder an image names: a world's participant's or `world`).
    package static func checks(for run: HarnessRun) -> [GoldenCheck] {
        let scenario = run.summary.scenario.name
        let variant = "\(run.summary.device.id)-\(run.summary.startOrientation.rawValue)"
        return run.images.map { image in
            GoldenCheck(scenario: scenario, variant: image.folder ?? variant, name: image.name,
                        kind: GoldenCheck.Kind(rawValue: image.kind.rawValue) ?? .snapshot,
                        source: image.source, render: image.render)
        }
    }

    /// The checks of shard `index` (1-based) of `count`: every `count`-th check starting at
    /// `index − 1` (``VerifyShard/positions(inPlanOf:)``), so the shards together run each check
    /// exactly once. None when `index` is not in `1...count`.
    package func shard(_ index: Int, of count: Int) -> [GoldenCheck] {
        guard let shard = VerifyShard(index: index, count: count) else { return [] }
        return shard.positions(inPlanOf: checks.count).map { checks[$0] }
    }
}

extension ScenarioHeader {
    /// Why `--device` cannot apply to this scenario, or nil: a world's phones each run on the
    /// device its participant names (docs/worlds.md), so one device for the run means nothing,
    /// and the option is refused rather than left unsaid.
    package var deviceOptionProblem: String? {
        guard !participants.isEmpty else { return nil }
        return "\(echo(path, limit: echoPathLimit)): error: --device does not apply to a world: each user's phone runs "
            + "on the device its entry under 'users:' names (\(devices.first?.id ?? "its default")"
            + (participants.count > 1 ? " for \(echo(participants[0]))" : "") + "); leave --device out, or set "
            + "'device:' under the user"
    }
}

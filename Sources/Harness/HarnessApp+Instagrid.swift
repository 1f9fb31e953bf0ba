import Frames
import Support
import InstagridModel
import InstagridRender
import InstagridScenario

extension HarnessApp {
    /// Instagrid: `ScenarioRunner`, `ScreenRenderer` (one per scenario, all of a session sharing
    /// one grid cache, so that a grid is drawn once per run, and one cache of reduced chromes for
    /// contact sheets), exports as shared images.
    package static let instagrid = HarnessApp(id: .instagrid) {
        var first: ScreenRenderer?
        let chromes = ThumbnailChromes()
        return { prepared in
            var renderer = ScreenRenderer(photos: prepared.photos)
            if let first { renderer = renderer.sharingGrids(with: first) } else { first = renderer }
            let shared = renderer
            return { device, tracing in
                HarnessRun(ScenarioRunner.run(prepared.scenario, on: device, tracing: tracing), renderer: shared,
                           chromes: chromes)
            }
        }
    }
}

extension HarnessRun {
    /// An Instagrid run, its images drawn by `renderer` (contact sheets keeping reduced chromes
    /// in `chromes`).
    init(_ run: ScenarioRun, renderer: ScreenRenderer, chromes: ThumbnailChromes) {
        let file = SourceLocation(path: run.scenario.path, line: 0, column: 0)
        let screen = Snapshotting.screen(renderer)
        let sheet = Snapshotting.contactSheet(renderer, chromes: chromes)
        let timeline = run.timeline
        var images: [HarnessImage] = []
        for capture in run.snapshots {
            if let window = capture.window {
                images.append(HarnessImage(name: capture.name, kind: .animation, source: capture.location) {
                    let times = (0..<window.frameCount).map(window.time(ofFrame:))
                    return sheet.snapshot(timeline.states(at: times))
                })
            } else {
                let state = capture.state
                images.append(HarnessImage(name: capture.name, kind: .snapshot, source: capture.location) {
                    screen.snapshot(state)
                })
            }
        }
        let final = run.finalState
        images.append(HarnessImage(name: "final", kind: .final, source: file) { screen.snapshot(final) })
        let export = Snapshotting.export(renderer, exportScale: run.scenario.options.exportScale,
                                         deviceScale: run.device.scale)
        for record in final.exports {
            images.append(HarnessImage(name: "shared-\(record.number)", kind: .shared, source: file) {
                export.snapshot(record)
            })
        }
        let trace = run.trace
        self.init(
            summary: run.summary,
            traceLines: { format, context in trace.map { format.line($0, context: context) } },
            images: images, end: timeline.end,
            screen: { time in
                let state = time.map { timeline.state(at: $0) } ?? final
                return (screen.snapshot(state), state.now, state.phase.rawValue)
            },
            dumpFrames: { plan, directory, jobs, scale, progress throws(FramesError) in
                try FrameDump.run(plan: plan, timeline: timeline, directory: directory, jobs: jobs, scale: scale,
                                  sheet: true, thumbnail: { renderer.thumbnail($0, width: $1, height: $2, chromes: chromes) },
                                  render: { screen.snapshot($0) }, progress: progress)
            })
    }
}

extension AppState: FrameState {
    package var phaseName: String { phase.rawValue }

    /// The grid's slide offset, in points.
    package var manifestFields: [ManifestField] {
        [ManifestField("gridOffset", json: "[\(formatPoints(gridOffset.x)), \(formatPoints(gridOffset.y))]")]
    }
}

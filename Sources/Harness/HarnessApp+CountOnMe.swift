import CountOnMeModel
import CountOnMeRender
import Frames
import InstagridModel
import InstagridRender
import InstagridScenario

extension HarnessApp {
    /// CountOnMe (docs/countonme.md): `CountOnMeRunner`, `CountOnMeRenderer` (one for a whole session, so
    /// that each device's buttons are drawn once per run); no shared images.
    package static let countOnMe = HarnessApp(id: .countonme) {
        let renderer = CountOnMeRenderer()
        return { prepared in
            { device, tracing in
                HarnessRun(CountOnMeRunner.run(prepared.scenario, on: device, tracing: tracing), renderer: renderer)
            }
        }
    }
}

extension HarnessRun {
    /// A CountOnMe run, its images drawn by `renderer`.
    init(_ run: CountOnMeRun, renderer: CountOnMeRenderer) {
        let file = SourceLocation(path: run.scenario.path, line: 0, column: 0)
        let timeline = run.timeline
        var images: [HarnessImage] = []
        for capture in run.snapshots {
            if let window = capture.window {
                images.append(HarnessImage(name: capture.name, kind: .animation, source: capture.location) {
                    let times = (0..<window.frameCount).map(window.time(ofFrame:))
                    return ContactSheet.compose(timeline.states(at: times)) {
                        ContactSheet.Tile(image: renderer.render($0), label: ContactSheet.label(now: $0.now, phase: "idle"))
                    }
                })
            } else {
                let state = capture.state
                images.append(HarnessImage(name: capture.name, kind: .snapshot, source: capture.location) {
                    renderer.render(state)
                })
            }
        }
        let final = run.finalState
        images.append(HarnessImage(name: "final", kind: .final, source: file) { renderer.render(final) })
        let trace = run.trace
        self.init(
            summary: run.summary,
            traceLines: { format, context in trace.map { format.line($0, context: context) } },
            images: images, end: timeline.end,
            screen: { time in
                let state = time.map { timeline.state(at: $0) } ?? final
                return (renderer.render(state), state.now, state.phase.rawValue)
            },
            dumpFrames: { plan, directory, jobs, scale, progress throws(FramesError) in
                try FrameDump.run(plan: plan, timeline: timeline, directory: directory, jobs: jobs, scale: scale,
                                  sheet: true, render: { renderer.render($0) }, progress: progress)
            })
    }
}

import Frames
import Raster
import Scenarios
import VirtualClock

extension HarnessRun {
    /// The run of any app, its pictures drawn by the app's closures: `screen` draws a state,
    /// `sheet` draws the states of an animation snapshot as one contact sheet, `thumbnail`
    /// (optional) draws a frame dump's sheet tile faster than resizing the screen; `extra` are
    /// the app's own images after `final`, and `drawFailures` the files that failed to decode
    /// while drawing.
    public init<App: ScenarioApp>(
        _ run: ScenarioRun<App>, screen: @escaping @Sendable (App.Model) -> RGBAImage,
        sheet: @escaping @Sendable ([App.Model]) -> RGBAImage,
        thumbnail: (@Sendable (App.Model, Int, Int) -> RGBAImage)? = nil,
        extra: [HarnessImage] = [], drawFailures: @escaping @Sendable () -> [String] = { [] }
    ) where App.Model: FrameState {
        let file = SourceLocation(path: run.scenario.path, line: 0, column: 0)
        let timeline = run.timeline
        var images: [HarnessImage] = []
        for capture in run.snapshots {
            if let window = capture.window {
                images.append(HarnessImage(name: capture.name, kind: .animation, source: capture.location) {
                    sheet(timeline.states(at: (0..<window.frameCount).map(window.time(ofFrame:))))
                })
            } else {
                let state = capture.state
                images.append(HarnessImage(name: capture.name, kind: .snapshot, source: capture.location) {
                    screen(state)
                })
            }
        }
        let final = run.finalState
        images.append(HarnessImage(name: "final", kind: .final, source: file) { screen(final) })
        images += extra
        self.init(run, images: images, screen: screen, thumbnail: thumbnail, drawFailures: drawFailures)
    }

    /// The run of `run` with `images`, whose `render` and `frames` draw each state with `screen`;
    /// a frame dump's manifest names `deviceID`, or the state's device (a world's phone drawn
    /// alone names its own).
    init<App: ScenarioApp>(
        _ run: ScenarioRun<App>, images: [HarnessImage], screen: @escaping @Sendable (App.Model) -> RGBAImage,
        thumbnail: (@Sendable (App.Model, Int, Int) -> RGBAImage)?, drawFailures: @escaping @Sendable () -> [String],
        deviceID: String? = nil
    ) where App.Model: FrameState {
        let trace = run.trace
        let timeline = run.timeline
        let final = run.finalState
        self.init(
            summary: run.summary,
            traceLines: { format, context in trace.flatMap { format.lines(App.traceLine($0), context: context) } },
            images: images, end: timeline.end,
            screen: { time in
                let state = time.map { timeline.state(at: $0) } ?? final
                return (screen(state), state.now, state.phaseName)
            },
            dumpFrames: { plan, directory, jobs, scale, progress throws(FramesError) in
                try FrameDump.run(plan: plan, timeline: DeviceNamedTimeline(base: timeline, deviceID: deviceID),
                                  directory: directory, jobs: jobs, scale: scale, sheet: true, thumbnail: thumbnail,
                                  render: { screen($0) }, progress: progress)
            },
            drawFailures: drawFailures)
    }
}

/// A run's timeline whose frame manifests name `deviceID` when it is given.
private struct DeviceNamedTimeline<Base: FrameTimeline>: FrameTimeline {
    var base: Base
    var named: String?

    init(base: Base, deviceID: String?) {
        self.base = base
        self.named = deviceID
    }

    var end: Double { base.end }
    var deviceID: String { named ?? base.deviceID }
    func states(at times: [Double]) -> [Base.State] { base.states(at: times) }
}

import Devices
import Frames
import Raster
import Scenarios
import Timelines

extension HarnessApp {
    /// An app of one phone made from its words and a drawing (docs/plugins.md): its scenario files
    /// read by `App`'s parser, each run on `App`'s runner and drawn by `draw` — a still per
    /// snapshot, a contact sheet per animation window, the frames of `frames`.
    ///
    /// ```swift
    /// public static let heart = HarnessApp(Heart.self, draw: HeartRenderer.render, explorer: .heart)
    /// ```
    ///
    /// - Parameters:
    ///   - app: the app's scenario words.
    ///   - draw: the screen of a state, at the device's scale; the same state gives the same bytes.
    ///   - timeline: a finished run drawn as lanes (`replay --timeline`); nil for none.
    ///   - explorer: what `explore` does for the app; nil when it is not explored.
    ///   - live: the app driven live in the studio; nil when it has none.
    public init<App: ScenarioApp>(
        _ app: App.Type, draw: @escaping @Sendable (App.Model) -> RGBAImage,
        timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)? = nil,
        explorer: Explorer? = nil, live: LiveApp? = nil
    ) where App.Model: FrameState {
        self.init(app, drawing: { draw }, timeline: timeline, explorer: explorer, live: live)
    }

    /// As ``init(_:draw:timeline:explorer:live:)``, with a drawing made once per session and
    /// shared by its runs (a renderer's caches: a calculator's buttons drawn once per run).
    ///
    /// - Parameters:
    ///   - app: the app's scenario words.
    ///   - drawing: makes the drawing of a session's runs.
    ///   - timeline: a finished run drawn as lanes (`replay --timeline`); nil for none.
    ///   - explorer: what `explore` does for the app; nil when it is not explored.
    ///   - live: the app driven live in the studio; nil when it has none.
    public init<App: ScenarioApp>(
        _ app: App.Type, drawing: @escaping @Sendable () -> @Sendable (App.Model) -> RGBAImage,
        timeline: (@Sendable (ScenarioRun<App>) -> TimelineChart)? = nil,
        explorer: Explorer? = nil, live: LiveApp? = nil
    ) where App.Model: FrameState {
        self.init(
            app, load: { document, options in try ScenarioParser<App>.parse(document, others: options.others) },
            scenario: { $0 },
            session: {
                let draw = drawing()
                return { scenario in
                    { device, tracing in
                        let run = ScenarioRunner.run(scenario, on: device, tracing: tracing)
                        var result = HarnessRun(run, screen: draw, sheet: { states in
                            ContactSheet.compose(states) {
                                ContactSheet.Tile(image: draw($0), label: ContactSheet.label(now: $0.now, phase: $0.phaseName))
                            }
                        })
                        if let timeline { result.timeline = { timeline(run) } }
                        return result
                    }
                }
            },
            explorer: explorer, live: live)
    }

    /// An app whose reader prepares more than its scenario (the photos it names, decoded): the
    /// app's value of a file, `Prepared`, is kept typed from the reader to the run.
    ///
    /// - Parameters:
    ///   - app: the app's scenario words.
    ///   - load: reads a document and the files it names, within the options' limits; errors
    ///     read `path:line:column: error: …`.
    ///   - scenario: the typed scenario of a prepared file.
    ///   - decode: decodes every file the prepared scenario draws; the error of each that failed.
    ///   - session: starts a session: prepares the runs of one prepared scenario after another,
    ///     sharing what they can, and returns for each the run on a device (the flag keeps the trace).
    ///   - shareDecoded: lets the prepared scenarios of a run share what they decoded.
    ///   - explorer: what `explore` does for the app; nil when it is not explored.
    ///   - live: the app driven live in the studio; nil when it has none.
    public init<App: ScenarioApp, Prepared: Sendable>(
        _ app: App.Type, load: @escaping @Sendable (ScenarioDocument, LoadOptions) throws -> Prepared,
        scenario: @escaping @Sendable (Prepared) -> Scenario<App>,
        decode: @escaping @Sendable (Prepared) -> [String] = { _ in [] },
        session: @escaping @Sendable () -> (Prepared) -> @Sendable (Device, Bool) -> HarnessRun,
        shareDecoded: @escaping @Sendable ([Prepared]) -> Void = { _ in },
        explorer: Explorer? = nil, live: LiveApp? = nil
    ) {
        let name = App.vocabulary.app
        self.init(
            vocabulary: App.vocabulary,
            load: { document, options in
                let prepared = try load(document, options)
                let typed = scenario(prepared)
                return LoadedScenario.Content(header: ScenarioHeader(typed), payload: prepared, scenario: typed,
                                              decode: { decode(prepared) })
            },
            session: {
                let prepare = session()
                return { loaded in
                    // The one place the app's value is read back: a loaded scenario's content
                    // comes from its own app's reader, so it is always `Prepared` here.
                    guard let prepared = loaded.payload as? Prepared else {
                        return { device, _ in HarnessRun(foreign: loaded.header, of: name, on: device) }
                    }
                    return prepare(prepared)
                }
            },
            shareDecoded: { loaded in shareDecoded(loaded.compactMap { $0.payload as? Prepared }) },
            explorer: explorer, live: live)
    }
}

extension HarnessRun {
    /// The run of a scenario another app read, made by hand with the wrong app: no input, a
    /// blank screen, and a failure saying so.
    init(foreign header: ScenarioHeader, of app: String, on device: Device) {
        let file = SourceLocation(path: header.path, line: 0, column: 0)
        let failure = StepFailure(inapplicableAt: file, step: "run", "the scenario was not read by \(app), which cannot run it")
        let blank = RGBAImage(width: 1, height: 1)
        self.init(summary: RunSummary(scenario: header, device: device, inputCount: 0, failures: [failure]),
                  traceLines: { _, _ in [] }, images: [], end: 0, screen: { _ in (blank, 0, "idle") },
                  dumpFrames: { _, _, _, _, _ throws(FramesError) in [] }, drawFailures: { [] })
    }
}

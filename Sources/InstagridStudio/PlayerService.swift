import ImageCodec
import InstagridModel
import InstagridRender
import InstagridScenario

/// Opens scenarios of `Scenarios/` and draws their state at any instant, as
/// `instagrid-sim render --at` does.
actor PlayerService {
    /// A loaded scenario on one device.
    struct Opened: Sendable {
        var prepared: PreparedScenario
        var device: Device
        var run: ScenarioRun<Instagrid>
        var renderer: ScreenRenderer
        /// Each step's start and end on the clock, for the steps that ran.
        var spans: [(start: Double, end: Double)]
    }

    let project: StudioProject
    private var opened: [String: Opened] = [:]
    private var order: [String] = []
    /// Scenarios kept loaded at once.
    static let cacheSize = 4

    init(project: StudioProject) {
        self.project = project
    }

    /// Parses `name` (again, if it was open) and runs it on `deviceID` (default: its first device).
    func open(_ name: String, device deviceID: String?) throws(StudioError) -> String {
        let opened = try load(name, device: deviceID, fresh: true)
        let scenario = opened.prepared.scenario
        let steps: [StudioJSON] = scenario.steps.enumerated().map { index, step in
            var text = ScenarioWriter.stepText(step.kind)
            if case .touches(let samples) = step.kind { text = "touches: \(samples.count) samples" }
            let span = index < opened.spans.count ? opened.spans[index] : nil
            return .dictionary([
                "line": .number(Double(step.location.line)), "text": .string(String(text)),
                "start": span.map { .number($0.start) } ?? .null, "end": span.map { .number($0.end) } ?? .null,
            ])
        }
        let trace: [StudioJSON] = opened.run.trace.map {
            .dictionary(["time": .number($0.time), "text": .string(TraceFormat.text.line(Instagrid.traceLine($0)))])
        }
        return StudioJSON.object([
            "type": .string("scenario"), "name": .string(scenario.name), "device": .string(opened.device.id),
            "devices": .strings(scenario.devices.map(\.id)), "end": .number(opened.run.timeline.end),
            "steps": .array(steps), "trace": .array(trace), "passed": .bool(opened.run.passed),
            "failures": .strings(opened.run.failures.map(\.description)),
        ])
    }

    /// The PNG of `name` on `deviceID` at `time` seconds, and a line on its state.
    func frame(_ name: String, device deviceID: String?, at time: Double) throws(StudioError) -> (png: [UInt8], info: String) {
        guard time.isFinite, time >= 0, time <= StudioLimits.maxSeconds else {
            throw .badMessage("t must be seconds between 0 and \(Int(StudioLimits.maxSeconds))")
        }
        let opened = try load(name, device: deviceID, fresh: false)
        let state = opened.run.timeline.state(at: time)
        let image = opened.renderer.render(state)
        let png: [UInt8]
        do { png = try PNGCodec.encode(image) } catch { throw .file("the frame could not be encoded: \(error)") }
        let info = "t=\(ScenarioWriter.number(state.now)) phase=\(state.phase.rawValue) offset="
            + "\(ScenarioWriter.number(state.gridOffset.x)),\(ScenarioWriter.number(state.gridOffset.y))"
        return (png, info)
    }

    private func load(_ name: String, device deviceID: String?, fresh: Bool) throws(StudioError) -> Opened {
        let path = try project.scenarioPath(named: name)
        let key = name + "\n" + (deviceID ?? "")
        if !fresh, let cached = opened[key] { return cached }
        let prepared: PreparedScenario
        do {
            prepared = try PreparedScenario.load(path)
        } catch {
            throw .file("\(error)")
        }
        let device: Device
        if let deviceID {
            guard let found = prepared.scenario.devices.first(where: { $0.id == deviceID }) else {
                throw .badMessage("\(name) does not run on \(deviceID)")
            }
            device = found
        } else {
            device = prepared.scenario.devices[0]
        }
        var runner = ScenarioRunner(scenario: prepared.scenario, device: device)
        var spans: [(start: Double, end: Double)] = []
        for step in prepared.scenario.steps {
            let start = runner.clock
            let failure = runner.perform(step)
            spans.append((start, runner.clock))
            if failure?.kind == .inapplicable { break }
        }
        let result = Opened(prepared: prepared, device: device, run: runner.finish(),
                            renderer: ScreenRenderer(photos: prepared.photos), spans: spans)
        opened[key] = result
        order.removeAll { $0 == key }
        order.append(key)
        while order.count > Self.cacheSize { opened[order.removeFirst()] = nil }
        return result
    }
}

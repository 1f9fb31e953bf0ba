import Devices
import Frames
import Scenarios
import VirtualClock

/// A scenario run on one device step by step, for a player (docs/studio.md, "Player"): each
/// step with its span on the clock, the trace, and the picture at any instant, whatever the app.
public struct Playback: Sendable {
    /// One step of the file and when it ran.
    public struct Step: Sendable, Equatable {
        /// Its line in the file.
        public var line: Int
        /// `key: value`; a `touches` track as its sample count.
        public var text: String
        /// When it started and ended on the clock; nil after an inapplicable step stopped the run.
        public var start: Double?
        public var end: Double?
    }

    /// One input of the trace.
    public struct Input: Sendable, Equatable {
        public var time: Double
        /// The line `replay --trace text` prints.
        public var text: String
    }

    /// The scenario's `name:`.
    public var name: String
    public var device: Device
    /// The devices the scenario runs on.
    public var devices: [Device]
    public var steps: [Step]
    public var trace: [Input]
    /// When the run ends (seconds).
    public var end: Double
    /// The run's failed steps and expectations.
    public var failures: [String]
    /// The picture at a time, as `render --at` draws it.
    public var frame: @Sendable (Double) -> LiveFrame

    public var passed: Bool { failures.isEmpty }
}

extension Playback {
    /// `scenario` on `device`, its steps performed one by one as a replay performs them.
    init<App: ScenarioWritable>(hooks: LiveHooks<App>, scenario: Scenario<App>, device: Device)
    where App.Model: FrameState {
        var runner = ScenarioRunner(scenario: scenario, device: device)
        var spans: [(start: Double, end: Double)] = []
        for step in scenario.steps {
            let start = runner.clock
            let failure = runner.perform(step)
            spans.append((start, runner.clock))
            if failure?.kind == .inapplicable { break }
        }
        let run = runner.finish()
        let screen = hooks.screen(scenario)
        name = scenario.name
        self.device = device
        devices = scenario.devices
        let names = scenario.participants.map(\.name)
        steps = scenario.steps.enumerated().map { index, step in
            var text = ScenarioWriter.stepText(step, participants: names)
            if case .touches(let samples) = step.kind {
                let owner = step.participant.flatMap { names.indices.contains($0) ? names[$0] + ": " : nil }
                text = (owner ?? "") + "touches: \(samples.count) samples"
            }
            let span = index < spans.count ? spans[index] : nil
            return Step(line: step.location.line, text: text, start: span?.start, end: span?.end)
        }
        trace = run.trace.map { Input(time: $0.time, text: TraceFormat.text.line(App.traceLine($0))) }
        end = run.timeline.end
        failures = run.failures.map(\.description)
        let timeline = run.timeline
        let areas = LiveArea.areas(scenario.participants, orientation: scenario.orientation)
        frame = { time in
            hooks.frame(timeline.state(at: time), device: device, screen: screen, controls: [], areas: areas)
        }
    }
}

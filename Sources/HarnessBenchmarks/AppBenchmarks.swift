import ArgumentParser
import Devices
import Harness
import Raster

/// What an app brings to `instagrid-bench` (docs/benchmarks.md): its own subcommands, and its
/// parts of the harness's benchmarks, which time the same stages for any app. A program lists
/// its apps' values where it is assembled, as it lists their `HarnessApp`s:
///
/// ```swift
/// BenchCommand.main(apps: [.myApp], benchmarks: [.myApp])
/// ```
///
/// Every part is optional: a benchmark runs the parts of the apps that give one, in the list's order.
public struct AppBenchmarks {
    /// Subcommands of the app's own (`ParsableCommand` types), listed after the harness's.
    public var commands: [any ParsableCommand.Type]
    /// `replay`'s part: replays a generated scenario of about `inputs` inputs on `device`, best of
    /// `repeats`, and prints its lines.
    public var replay: (@Sendable (_ device: Device, _ inputs: Int, _ repeats: Int) -> Void)?
    /// `verify`'s screens: given the photos folder (`--photos`) and the device, reads what the
    /// screens need once and returns a function making fresh screens each time it is called, as
    /// a `verify` run makes its checks.
    public var screens: ((_ photos: String, _ device: Device) throws -> @Sendable () -> [Screen])?
    /// `verify`'s scenarios: a folder of the app's scenario files, also timed.
    public var scenarios: ScenarioFolder?
    /// The image `png` measures by default, and a scenario's screen for `png --scenario`.
    public var picture: Picture?
    /// `scaling`'s generated scenarios.
    public var scaling: Scaling?

    /// The parts an app gives; the rest stay nil.
    public init(commands: [any ParsableCommand.Type] = [],
                replay: (@Sendable (_ device: Device, _ inputs: Int, _ repeats: Int) -> Void)? = nil,
                screens: ((_ photos: String, _ device: Device) throws -> @Sendable () -> [Screen])? = nil,
                scenarios: ScenarioFolder? = nil, picture: Picture? = nil, scaling: Scaling? = nil) {
        self.commands = commands
        self.replay = replay
        self.screens = screens
        self.scenarios = scenarios
        self.picture = picture
        self.scaling = scaling
    }

    /// One screen `verify` compares with its golden: `<variant>/<name>.png` under the bench's goldens.
    public struct Screen: Sendable {
        /// The golden's folder, e.g. `iphone-xs-max-portrait`.
        public var variant: String
        /// The golden's name, e.g. `layout3-filled4`.
        public var name: String
        /// Draws the screen; called once, on any thread.
        public var render: @Sendable () -> RGBAImage

        /// The screen `name` in `variant`, drawn by `render`.
        public init(variant: String, name: String, render: @escaping @Sendable () -> RGBAImage) {
            self.variant = variant
            self.name = name
            self.render = render
        }
    }

    /// A folder of scenario files `verify` times, and how its line names them.
    public struct ScenarioFolder: Sendable {
        /// The folder under the checkout's `Scenarios/`; empty for `Scenarios/` itself. A
        /// subfolder that does not exist is skipped.
        public var folder: String
        /// The line's title for a number of files, e.g. `12 scenarios, animations as contact sheets`.
        public var title: @Sendable (Int) -> String

        /// The files of `folder`, their line titled by `title`.
        public init(folder: String, title: @escaping @Sendable (Int) -> String) {
            self.folder = folder
            self.title = title
        }
    }

    /// The images `png` measures: each returns the image and what it is, as the first line says.
    public struct Picture: Sendable {
        /// The default image, from the checkout's `Scenarios/` folder.
        public var busy: @Sendable (_ scenarios: String) throws -> (image: RGBAImage, description: String)
        /// A scenario file's screen on a device (nil: its first) at a time (nil: its end).
        public var scenario: @Sendable (_ path: String, _ device: String?, _ at: Double?) throws
            -> (image: RGBAImage, description: String)

        /// The default image `busy` and a scenario's screen `scenario`.
        public init(busy: @escaping @Sendable (_ scenarios: String) throws -> (image: RGBAImage, description: String),
                    scenario: @escaping @Sendable (_ path: String, _ device: String?, _ at: Double?) throws
                        -> (image: RGBAImage, description: String)) {
            self.busy = busy
            self.scenario = scenario
        }
    }

    /// The scenarios `scaling` generates: variants of one journey, each with checks to verify.
    public struct Scaling: Sendable {
        /// What the variants are, as the first line after the header says.
        public var description: String
        /// Writes `count` scenario files into `folder` (a fresh temporary folder), with what they
        /// read from the checkout's `Scenarios/` folder (`scenarios`), and loads them.
        public var generate: @Sendable (_ count: Int, _ folder: String, _ scenarios: String) throws -> [LoadedScenario]

        /// Variants described by `description` and written and loaded by `generate`.
        public init(description: String,
                    generate: @escaping @Sendable (_ count: Int, _ folder: String, _ scenarios: String) throws
                        -> [LoadedScenario]) {
            self.description = description
            self.generate = generate
        }
    }
}

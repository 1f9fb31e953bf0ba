import CountOnMeModel
import CountOnMeRender
import Frames
import InstagridModel
import InstagridRender
import InstagridScenario
import Raster

/// An app the harness drives, as one value (docs/architecture.md, "Apps"): how a prepared
/// scenario of that app runs on a device and what comes out of the run. Everything else —
/// devices, the clock, the scenario reader, `verify`, goldens, record modes, reports, frames,
/// the command line — is the harness's and the same for every app.
///
/// A struct of closures rather than a protocol: the apps differ in their state, input and
/// renderer types, and the harness needs none of them, only what a run gives (a summary,
/// trace lines, images, frames). Closures hide those types without generics spreading through
/// `Golden`, `Frames` and the command line, as `Snapshotting` and `ImageComparison` do.
package struct HarnessApp: Sendable {
    /// The app's name in scenarios (`app:`), with its scenario vocabulary.
    package var id: ScenarioApp
    /// Starts a session: a function that prepares the runs of one scenario after another
    /// (sharing what they can, such as a renderer's caches) and returns, for each, the function
    /// that runs it on a device (the flag keeps the trace).
    package var session: @Sendable () -> Preparation

    /// Prepares one scenario's runs within a session.
    package typealias Preparation = (PreparedScenario) -> @Sendable (Device, Bool) -> HarnessRun

    package init(id: ScenarioApp, session: @escaping @Sendable () -> Preparation) {
        self.id = id
        self.session = session
    }

    /// The runs of one scenario, in a session of its own.
    package func runs(_ prepared: PreparedScenario) -> @Sendable (Device, Bool) -> HarnessRun {
        session()(prepared)
    }

    /// The app a scenario drives.
    package static func of(_ scenario: Scenario) -> HarnessApp {
        switch scenario.app {
        case .instagrid: .instagrid
        case .countonme: .countOnMe
        }
    }

    /// Runs `prepared` on `device` with the app it names.
    package static func run(_ prepared: PreparedScenario, on device: Device, tracing: Bool) -> HarnessRun {
        of(prepared.scenario).runs(prepared)(device, tracing)
    }
}

/// One run of a scenario on a device, whatever the app: what `replay`, `render`, `verify` and
/// `frames` need.
package struct HarnessRun: Sendable {
    /// Scenario, device, input count and failures.
    package var summary: RunSummary
    /// The trace, one line per input, in a format, after context fields (JSON).
    package var traceLines: @Sendable (TraceFormat, [(String, String)]) -> [String]
    /// Every image `verify` compares, in order: the snapshots, `final`, then shared images.
    package var images: [HarnessImage]
    /// When the run ended (seconds).
    package var end: Double
    /// The screen at a time (nil: the end), the time it shows and the phase then.
    package var screen: @Sendable (Double?) -> (image: RGBAImage, now: Double, phase: String)
    /// Dumps the frames of a plan into a folder (``FrameDump``), with a job count, a scale and
    /// a progress callback.
    package var dumpFrames: @Sendable (FramePlan, String, Int, Double, (@Sendable (Int, Int) -> Void)?)
        throws(FramesError) -> [Frame]
}

/// One image a run produces for `verify`: `Goldens/<scenario>/<device>-<orientation>/<name>.png`.
package struct HarnessImage: Sendable {
    /// What produced the image: `snapshot`, `animation`, `final` or `shared`.
    package enum Kind: String, Sendable, Equatable {
        case snapshot, animation, final, shared
    }

    package var name: String
    package var kind: Kind
    /// The `snapshot` step, or the file alone (line 0) for `final` and shared images.
    package var source: SourceLocation
    /// Draws the image; called once, on any thread.
    package var render: @Sendable () -> RGBAImage
}

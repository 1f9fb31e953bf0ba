import Devices
import HarnessBenchmarks
import InstagridModel
import InstagridRender
import InstagridScenario
import Raster
import Scenarios

/// The images `png` measures with Instagrid: the busy screen `render` measures, or a
/// scenario's screen as `instagrid-sim render FILE --device ID [--at S]` draws it.
enum InstagridPicture {
    /// The busy screen, from the checkout's `Scenarios/Photos`.
    static func busy(scenarios: String) throws -> (image: RGBAImage, description: String) {
        let image = try BenchPhotos.busyScreen(photos: scenarios + "/Photos")
        return (image, "busy screen of `instagrid-bench render`: " + BenchPhotos.busyDescription)
    }

    /// The screen of the scenario at `path` on `device` (nil: its first) at `at` (nil: its end).
    static func scenario(_ path: String, device: String?, at: Double?) throws -> (image: RGBAImage, description: String) {
        let prepared = try PreparedScenario.load(path)
        let chosen: Device
        if let device {
            guard let named = Device.named(device) else { throw BenchError(Device.unknownMessage(device)) }
            chosen = named
        } else {
            guard let first = prepared.scenario.devices.first else { throw BenchError("\(path): no device") }
            chosen = first
        }
        let run = ScenarioRunner<Instagrid>.run(prepared.scenario, on: chosen, tracing: false)
        let state = at.map { run.timeline.state(at: $0) } ?? run.finalState
        let image = Snapshotting.screen(photos: prepared.photos).snapshot(state)
        return (image, "\(path) on \(chosen.id) at \(ScenarioText.seconds(state.now)) s (\(state.orientation.rawValue))")
    }
}

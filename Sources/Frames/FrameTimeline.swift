import CountOnMeModel
import InstagridModel
import InstagridScenario

/// What a frame dump needs of an app's run: its states at given times, whatever the app.
package protocol FrameTimeline: Sendable {
    associatedtype State: FrameState
    /// When the run ended.
    var end: Double { get }
    /// The device the run was on.
    var deviceID: String { get }
    /// States at several increasing times.
    func states(at times: [Double]) -> [State]
}

/// What the manifest says of one frame's state.
package protocol FrameState: Sendable {
    var now: Double { get }
    var phase: Phase { get }
    var gridOffset: Point { get }
    var orientation: Orientation { get }
}

extension Timeline: FrameTimeline {
    package var deviceID: String { initial.device.id }
}

extension AppState: FrameState {}

extension CountOnMeTimeline: FrameTimeline {
    package var deviceID: String { initial.device.id }
}

/// The calculator has no phases, slide or rotation: idle, at rest, portrait.
extension CountOnMeState: FrameState {
    package var phase: Phase { .idle }
    package var gridOffset: Point { .zero }
    package var orientation: Orientation { .portrait }
}

import Devices
import Support
import VirtualClock

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

/// What `frames` and animation snapshots say of an app's state at one instant
/// (docs/frames.md): a state that is a `FrameState` can be dumped frame by frame.
public protocol FrameState: Sendable {
    /// The device the state is on.
    var device: Device { get }
    /// The virtual time, in seconds.
    var now: Double { get }
    /// The interface orientation: frames of one orientation share a size.
    var orientation: Orientation { get }
    /// What the app is doing, for the manifest and the contact sheet's labels.
    var phaseName: String { get }
    /// The app's own fields of a frame in the manifest, after `phase`.
    var manifestFields: [ManifestField] { get }
}

extension FrameState {
    /// Portrait, for an app that does not turn.
    public var orientation: Orientation { .portrait }
    /// `idle`, for an app with no phases to tell.
    public var phaseName: String { "idle" }
    /// None of the app's own.
    public var manifestFields: [ManifestField] { [] }
}

/// One member of a frame's object in the manifest: a name and its value written as JSON.
public struct ManifestField: Sendable, Equatable {
    /// The member's name.
    public var name: String
    /// Its value, already JSON (a number, a string in quotes, an array…).
    public var json: String

    /// A member whose value is the JSON text `json`, written as it is.
    public init(_ name: String, json: String) {
        self.name = name
        self.json = json
    }

    /// A list of numbers (a point, an offset) as a JSON array, each number with at most three
    /// decimals and without a trailing `.0`: `[0, -12.5]`.
    public init(_ name: String, numbers: [Double]) {
        self.init(name, json: "[" + numbers.map(formatPoints).joined(separator: ", ") + "]")
    }
}

extension Timeline: FrameTimeline where Model: FrameState {
    package var deviceID: String { initial.device.id }
}

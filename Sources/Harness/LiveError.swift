/// Everything a live phone refuses (``LivePhone``), worded for the person touching it. Nothing
/// is recorded when an input is refused, and the phone goes on.
public enum LiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An input the phone cannot use: a finger lifted that was never down, an unknown button.
    case badInput(String)
    /// A step the app cannot take now (an answer to a sheet that is not shown…).
    case inapplicable(String)
    /// A button pressed while fingers are down.
    case busy(String)
    /// The recording reached its bounds (``LiveLimits``).
    case recordingFull(steps: Int, inputs: Int)
    /// The recording, written as a scenario, does not read back to the same steps.
    case unreadable(String)
    /// The app has no live phone (``HarnessApp/live`` is nil).
    case noLivePhone(app: String)

    public var description: String {
        switch self {
        case .badInput(let why): "bad input: \(why)"
        case .inapplicable(let why): "not now: \(why)"
        case .busy(let why): "busy: \(why)"
        case let .recordingFull(steps, inputs):
            "the recording is full (\(steps) steps, \(inputs) inputs): save it or clear it"
        case .unreadable(let why): "\(why); nothing saved"
        case .noLivePhone(let app):
            "the app \(app) has no live phone: give its HarnessApp a `live` value (docs/plugins.md, \"The live phone\")"
        }
    }
}

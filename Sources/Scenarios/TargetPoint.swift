import Devices

/// Where one of an app's targets is now (``ScenarioApp/point(of:in:)``): the point a step
/// touches, or why the target cannot be touched.
public enum TargetPoint: Sendable, Equatable {
    /// On screen; the point a `tap` or a gesture step touches (usually its frame's centre).
    case onScreen(Point)
    /// Not on screen now; the message of the failure of a step that touches it (it names what
    /// is on screen instead, as "send is not on screen (chats)").
    case offScreen(String)
}

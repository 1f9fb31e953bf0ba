/// The raw-touch inputs an app's action type has, so a recorded touch becomes an input of any
/// app in one place (`TouchSample.action`).
public protocol TouchAction: Sendable {
    /// A finger went down at `at` (screen points).
    static func touchBegan(id: Int, at: Point) -> Self
    /// A finger moved to `at`.
    static func touchMoved(id: Int, at: Point) -> Self
    /// A finger lifted at `at`.
    static func touchEnded(id: Int, at: Point) -> Self
    /// The system cancelled the touch.
    static func touchCancelled(id: Int, at: Point) -> Self
}

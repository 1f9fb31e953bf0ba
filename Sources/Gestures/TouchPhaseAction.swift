import Devices

/// An action type whose touches are one case with a phase (docs/gestures.md): a case
/// `touch(TouchPhase, id: Int, at: Point)` is the one requirement, and the four
/// `TouchAction` inputs come from it.
///
/// ```swift
/// enum Action: Equatable, Sendable, TouchPhaseAction {
///     case touch(TouchPhase, id: Int, at: Point)
///     case fired(Timer)
/// }
/// ```
public protocol TouchPhaseAction: TouchAction {
    /// A finger in `phase` at `point` (screen points).
    static func touch(_ phase: TouchPhase, id: Int, at point: Point) -> Self
}

extension TouchPhaseAction {
    public static func touchBegan(id: Int, at point: Point) -> Self { touch(.began, id: id, at: point) }
    public static func touchMoved(id: Int, at point: Point) -> Self { touch(.moved, id: id, at: point) }
    public static func touchEnded(id: Int, at point: Point) -> Self { touch(.ended, id: id, at: point) }
    public static func touchCancelled(id: Int, at point: Point) -> Self { touch(.cancelled, id: id, at: point) }
}

import Devices

/// A gesture step (docs/scenarios.md, "Gesture steps"): an idealized touch track that every app
/// accepts, at one of the app's targets or at a point. ``IdealGesture`` gives each its track.
public enum GestureStep<Target: Sendable & Equatable>: Sendable, Equatable {
    /// `double-tap`: two taps at one place, the second down ``IdealGesture/doubleTapSecondDown`` s
    /// after the first.
    case doubleTap(TapTarget<Target>)
    /// `long-press`: touch down, and up `duration` seconds later.
    case longPress(TapTarget<Target>, duration: Double)
    /// `drag`: from a place to an end at constant speed over `duration` seconds, then still at
    /// the end for `hold` seconds before lifting.
    case drag(from: TapTarget<Target>, to: DragEnd<Target>, duration: Double, hold: Double)
    /// `flick`: a drag of `distance` points in `direction` at `velocity` points a second.
    case flick(TapTarget<Target>, direction: Direction, distance: Double, velocity: Double)
    /// `edge-swipe`: a drag of `distance` points inwards from ``IdealGesture/edgeInset`` inside
    /// `edge`; `position` is its y for the left and right edges, its x for the top and bottom
    /// ones, nil for the middle of the screen.
    case edgeSwipe(ScreenEdge, distance: Double, duration: Double, position: Double?)
    /// `pinch`: touches 1 and 2 `distance` apart around the place, moving to `distance × scale`.
    case pinch(TapTarget<Target>, scale: Double, distance: Double, duration: Double)
    /// `rotate` (its mapping form): touches 1 and 2 `distance` apart around the place, turning
    /// about it by `angle` degrees, clockwise on screen positive.
    case rotate(TapTarget<Target>, angle: Double, distance: Double, duration: Double)
    /// `two-finger-tap`: touches 1 and 2 down and up together around the place.
    case twoFingerTap(TapTarget<Target>)

    /// The step's key in the script.
    public var keyword: String {
        switch self {
        case .doubleTap: "double-tap"
        case .longPress: "long-press"
        case .drag: "drag"
        case .flick: "flick"
        case .edgeSwipe: "edge-swipe"
        case .pinch: "pinch"
        case .rotate: "rotate"
        case .twoFingerTap: "two-finger-tap"
        }
    }

    /// Seconds the step takes on the clock: from the first touch down to the last lift.
    public var duration: Double {
        switch self {
        case .doubleTap: IdealGesture.doubleTapDuration
        case .longPress(_, let duration): duration
        case let .drag(_, _, duration, hold): duration + hold
        case let .flick(_, _, distance, velocity): distance / velocity
        case .edgeSwipe(_, _, let duration, _): duration
        case .pinch(_, _, _, let duration), .rotate(_, _, _, let duration): duration
        case .twoFingerTap: IdealGesture.tapDuration
        }
    }

    /// Inputs the step sends: each touch's down and up, its moves, and a drag's last move when
    /// it holds.
    public var inputCount: Int {
        switch self {
        case .doubleTap, .twoFingerTap: 4
        case .longPress: 2
        case let .drag(_, _, duration, hold): IdealGesture.moveCount(duration: duration) + (hold > 0 ? 3 : 2)
        case .flick, .edgeSwipe: IdealGesture.moveCount(duration: duration) + 2
        case .pinch(_, _, _, let duration), .rotate(_, _, _, let duration):
            2 * IdealGesture.moveCount(duration: duration) + 6
        }
    }

    /// The touch ids the step touches the screen with, in order.
    public var touchIDs: [Int] {
        switch self {
        case .doubleTap, .longPress, .drag, .flick, .edgeSwipe: [IdealGesture.touchID]
        case .pinch, .rotate, .twoFingerTap: [IdealGesture.touchID, IdealGesture.secondTouchID]
        }
    }
}

/// Where a `drag` ends: `by` an offset from where it starts, or `to` a place.
public enum DragEnd<Target: Sendable & Equatable>: Sendable, Equatable {
    /// `by: [dx, dy]` in points from the start.
    case by(Point)
    /// `to: TARGET` (its centre when the step starts) or `to: [x, y]`.
    case to(TapTarget<Target>)
}

/// An edge of the screen in its current orientation, for `edge-swipe`.
public enum ScreenEdge: String, Sendable, Equatable, Hashable, CaseIterable {
    case left, right, top, bottom

    /// Whether the edge is the left or right one: a swipe from it is placed by its y.
    public var isVertical: Bool { self == .left || self == .right }

    /// The unit vector pointing from the edge into the screen (y grows downwards).
    public var inwards: Point {
        switch self {
        case .left: Point(x: 1, y: 0)
        case .right: Point(x: -1, y: 0)
        case .top: Point(x: 0, y: 1)
        case .bottom: Point(x: 0, y: -1)
        }
    }
}

import Devices
import VirtualClock

/// The gesture steps' constants and tracks (docs/scenarios.md, "Gesture steps"): each track is
/// the exact list of touches a step sends, times relative to the step's start.
extension IdealGesture {
    /// The touch id of the second finger of two-finger steps.
    public static let secondTouchID = 2
    /// Seconds from a double tap's first touch down to its second.
    public static let doubleTapSecondDown = 0.15
    /// Seconds a double tap takes: its second touch lifts then.
    public static let doubleTapDuration = 0.2
    /// Seconds a `long-press` holds the touch down when it gives no `duration`.
    public static let longPressDuration = 0.6
    /// Seconds a `drag` moves when it gives no `duration`.
    public static let dragDuration = 0.3
    /// Points a `flick` travels when it gives no `distance`.
    public static let flickDistance = 200.0
    /// Points a second a `flick` travels when it gives no `velocity`.
    public static let flickVelocity = 1000.0
    /// Points inside the screen's edge an `edge-swipe` begins.
    public static let edgeInset = 4.0
    /// Points an `edge-swipe` travels when it gives no `distance`.
    public static let edgeSwipeDistance = 120.0
    /// Seconds an `edge-swipe` takes when it gives no `duration`.
    public static let edgeSwipeDuration = 0.2
    /// The scale a `pinch` ends at when it gives none.
    public static let pinchScale = 2.0
    /// Points between the two fingers of `pinch` and `rotate` at the start, when they give no `distance`.
    public static let fingerDistance = 100.0
    /// Seconds `pinch` and `rotate` take when they give no `duration`.
    public static let twoFingerDuration = 0.4
    /// Degrees a `rotate` turns when it gives no `angle`.
    public static let rotationAngle = 90.0
    /// Points between the two fingers of a `two-finger-tap`.
    public static let twoFingerTapSpacing = 20.0
    /// The longest a gesture step's `duration` (and a drag's `hold`) may be, in seconds.
    public static let maxGestureDuration = 60.0
    /// The longest a gesture step's `distance` may be, in points (and the farthest apart a pinch
    /// may take its fingers).
    public static let maxGestureDistance = 10_000.0
    /// The largest turn of a `rotate`, in degrees either way (ten turns).
    public static let maxRotationAngle = 3600.0

    /// A tap: touch 1 down at `point`, up ``tapDuration`` s later.
    public static func tapTrack(at point: Point) -> [TouchSample] {
        [TouchSample(time: 0, id: touchID, phase: .began, point: point),
         TouchSample(time: tapDuration, id: touchID, phase: .ended, point: point)]
    }

    /// Two taps at `point`: down at 0, up at ``tapDuration``, down at ``doubleTapSecondDown``, up
    /// at ``doubleTapDuration``.
    public static func doubleTapTrack(at point: Point) -> [TouchSample] {
        tapTrack(at: point) + [TouchSample(time: doubleTapSecondDown, id: touchID, phase: .began, point: point),
                               TouchSample(time: doubleTapDuration, id: touchID, phase: .ended, point: point)]
    }

    /// Touch 1 down at `point`, up `duration` seconds later.
    public static func longPressTrack(at point: Point, duration: Double) -> [TouchSample] {
        [TouchSample(time: 0, id: touchID, phase: .began, point: point),
         TouchSample(time: duration, id: touchID, phase: .ended, point: point)]
    }

    /// A straight track at constant speed: touch 1 down at `start`, a move at each
    /// ``moveTime(_:)`` before `duration` to where the line is then, and at `duration` at `end`
    /// a lift, or when it holds a move there and the lift `hold` seconds later.
    public static func dragTrack(from start: Point, to end: Point, duration: Double, hold: Double = 0) -> [TouchSample] {
        var track = [TouchSample(time: 0, id: touchID, phase: .began, point: start)]
        for index in stride(from: 1, through: moveCount(duration: duration), by: 1) {
            let time = moveTime(index)
            let fraction = time / duration
            let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            track.append(TouchSample(time: time, id: touchID, phase: .moved, point: point))
        }
        guard hold > 0 else {
            track.append(TouchSample(time: duration, id: touchID, phase: .ended, point: end))
            return track
        }
        track.append(TouchSample(time: duration, id: touchID, phase: .moved, point: end))
        track.append(TouchSample(time: duration + hold, id: touchID, phase: .ended, point: end))
        return track
    }

    /// Touches 1 and 2 on a horizontal line through `center`, `distance` apart (1 on the left),
    /// moving apart or together symmetrically to `distance × scale` over `duration` seconds.
    public static func pinchTrack(around center: Point, scale: Double, distance: Double, duration: Double)
        -> [TouchSample] {
        let last = distance * scale
        return twoFingerTrack(duration: duration, end: pair(around: center, dx: last / 2, dy: 0)) { fraction in
            let apart = distance + (last - distance) * fraction
            return pair(around: center, dx: apart / 2, dy: 0)
        }
    }

    /// Touches 1 and 2 on a horizontal line through `center`, `distance` apart (1 on the left),
    /// turning about it at constant angular speed by `angle` degrees over `duration` seconds,
    /// clockwise on screen positive (y grows downwards). Sines and cosines are computed with
    /// basic IEEE operations only, so the points are the same on every machine.
    public static func rotationTrack(around center: Point, angle: Double, distance: Double, duration: Double)
        -> [TouchSample] {
        let radius = distance / 2
        func turned(_ degrees: Double) -> (Point, Point) {
            let (sine, cosine) = ExactMath.sinCos(degrees: degrees)
            return pair(around: center, dx: radius * cosine, dy: radius * sine)
        }
        return twoFingerTrack(duration: duration, end: turned(angle)) { fraction in turned(angle * fraction) }
    }

    /// Touches 1 and 2 down at 0, ``twoFingerTapSpacing`` apart horizontally around `center` (1 on
    /// the left), up at ``tapDuration``.
    public static func twoFingerTapTrack(at center: Point) -> [TouchSample] {
        let (first, second) = pair(around: center, dx: twoFingerTapSpacing / 2, dy: 0)
        return [TouchSample(time: 0, id: touchID, phase: .began, point: first),
                TouchSample(time: 0, id: secondTouchID, phase: .began, point: second),
                TouchSample(time: tapDuration, id: touchID, phase: .ended, point: first),
                TouchSample(time: tapDuration, id: secondTouchID, phase: .ended, point: second)]
    }

    /// Touch 1 at `center − (dx, dy)` and touch 2 at `center + (dx, dy)`.
    static func pair(around center: Point, dx: Double, dy: Double) -> (Point, Point) {
        (Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy))
    }

    /// Two touches that begin where `position(0)` puts them, move at each ``moveTime(_:)`` before
    /// `duration` to where `position` puts them at that fraction of it (touch 1's event, then
    /// touch 2's), and at `duration` move to `end` and lift there, 1 then 2.
    static func twoFingerTrack(duration: Double, end: (Point, Point), position: (Double) -> (Point, Point))
        -> [TouchSample] {
        func both(_ time: Double, _ phase: TouchSample.Phase, _ points: (Point, Point)) -> [TouchSample] {
            [TouchSample(time: time, id: touchID, phase: phase, point: points.0),
             TouchSample(time: time, id: secondTouchID, phase: phase, point: points.1)]
        }
        var track = both(0, .began, position(0))
        for index in stride(from: 1, through: moveCount(duration: duration), by: 1) {
            let time = moveTime(index)
            track += both(time, .moved, position(time / duration))
        }
        return track + both(duration, .moved, end) + both(duration, .ended, end)
    }
}

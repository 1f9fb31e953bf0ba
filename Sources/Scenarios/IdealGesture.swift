/// The idealized gestures of scenario scripts (docs/scenarios.md): how long they take on the clock, how
/// far a swipe goes and how its touch is reported. The reader's static timeline, the runner and
/// every app's own gestures read them here.
public enum IdealGesture {
    /// Seconds an idealized tap (and the tap of a `pick`) holds the touch down.
    public static let tapDuration = 0.05
    /// Seconds an idealized `swipe: <direction>` takes.
    public static let swipeDuration = 0.15
    /// Points an idealized swipe travels from the grid centre.
    public static let swipeDistance = 150.0
    /// Seconds `swipe: {from:, to:}` takes when it gives no `duration`: as long as an idealized
    /// swipe.
    public static let defaultTrackDuration = swipeDuration
    /// Moves per second of a drawn swipe (idealized or `{from:, to:}`).
    public static let moveRate = 60.0
    /// The touch id of taps and drawn swipes.
    public static let touchID = 1

    /// Moves a drawn swipe of `duration` seconds sends: one at each multiple of 1/``moveRate`` s
    /// before `duration` (none for a swipe shorter than that), at most
    /// ``ScenarioLimits/maxInputs`` (a parsed scenario's durations stay far below that; the bound
    /// keeps any other value from trapping or exhausting memory).
    public static func moveCount(duration: Double) -> Int {
        guard duration > 0 else { return 0 } // also NaN
        let limit = ScenarioLimits.maxInputs
        let estimate = (duration * moveRate).rounded(.up) - 1
        var moves = estimate < Double(limit) ? max(0, Int(estimate)) : limit
        // The estimate's rounding may be one off; the count is decided by `moveTime` itself, a
        // move within a nanosecond of the end being the end's (docs/scenarios.md, "Gesture steps").
        let end = duration - moveSlack
        while moves > 0, moveTime(moves) >= end { moves -= 1 }
        while moves < limit, moveTime(moves + 1) < end { moves += 1 }
        return moves
    }

    /// How close to a track's end a move may come: moves at k/60 s come only while k/60 is more
    /// than a nanosecond before the end.
    public static let moveSlack = 1e-9

    /// The time of a drawn swipe's move `index` (1, 2, …) after its touch down: `index`/``moveRate`` s.
    public static func moveTime(_ index: Int) -> Double {
        Double(index) / moveRate
    }
}

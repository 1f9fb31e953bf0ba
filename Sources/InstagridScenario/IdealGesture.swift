/// The idealized gestures of scenario scripts (docs/scenarios.md): how long they take on the clock, how
/// far a swipe goes and how its touch is reported. The parser's static timeline and the runner
/// both read them here.
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

    /// Seconds `gesture` takes on the clock.
    public static func duration(of gesture: SwipeGesture) -> Double {
        switch gesture {
        case .direction: swipeDuration
        case .track(_, _, let duration): duration
        }
    }
}

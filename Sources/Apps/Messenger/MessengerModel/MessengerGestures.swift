import Gestures

/// The gestures' constants (M7, M8, M10, M12), in one place, and the kit's recognizers they
/// make (docs/messenger.md, "The screens as views").
public enum MessengerGestures {
    /// R13: a tap fires when its touch ends inside the target's frame grown by this much.
    public static let tapSlop: Double = 70
    /// Every pan starts after this much movement (M7, M8, M10).
    public static let panThreshold: Double = 10
    /// M7: an edge pop starts from within this distance of the left edge.
    public static let edgeWidth: Double = 20
    /// M7: a released edge pop finishes from this progress on (with non-negative velocity)…
    public static let popProgress: Double = 0.5
    /// …or at this rightward velocity (pt/s) whatever the progress.
    public static let popVelocity: Double = 300
    /// M8: a released row stays open from this leftward displacement on…
    public static let openDistance: Double = 37
    /// …or when flicked left at this speed (pt/s).
    public static let openVelocity: Double = 300
    /// M8: dragged past this fraction of the row's width, the row deletes at once.
    public static let fullSwipeFraction: Double = 0.6
    /// M8: a row closes or opens in this time, ease-out.
    public static let rowSlideDuration: Double = 0.25
    /// M8: a deleted row's removal.
    public static let rowDeleteDuration: Double = 0.3

    /// Every tappable target (M12): a button with R13's slop.
    public static let button = GestureView.Button(slop: tapSlop)

    /// M7's edge pop: the left edge, within 20 pt, 10 pt of hysteresis, no time limit, the
    /// velocity of the touch's last two samples.
    public static let edgePop = GestureRecognizer.EdgePan(edges: [.left], region: edgeWidth, hysteresis: panThreshold,
                                                          within: nil, velocityEstimate: .latest)

    /// M8's row swipe: 10 pt, leftwards, more horizontal than vertical.
    public static let rowSwipe = GestureRecognizer.Pan(hysteresis: panThreshold, velocityEstimate: .latest,
                                                       directions: [.left])

    /// M10's lists: a table view's scroll view (it bounces even when short), whose pan begins
    /// after 10 pt up or down, more vertical than horizontal, and whose touches reach the rows at
    /// once (no `delaysContentTouches`: the rows' taps fire as they always did, and no timer runs).
    public static func list(content height: Double, width: Double) -> GestureView.Scroll {
        GestureView.Scroll(content: Size(width: width, height: height), delaysContentTouches: false, pan: listPan,
                           alwaysBounceVertical: true)
    }

    /// A list's pan: 10 pt up or down, more vertical than horizontal, the latest sample's velocity.
    public static let listPan = GestureRecognizer.Pan(hysteresis: panThreshold, velocityEstimate: .latest,
                                                      directions: [.up, .down])
}

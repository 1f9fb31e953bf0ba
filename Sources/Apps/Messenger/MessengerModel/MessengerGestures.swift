/// The gestures' constants (M7, M8, M10, M12), in one place.
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

    /// A displacement (pt) or a velocity (pt/s) as the thresholds read it: to the nearest
    /// millionth. A move written with decimals, 16.4 to 6.4, is 9.999999999999998 pt in binary,
    /// and 30 pt over the samples at 3.95 s and 4.05 s is 300.0000000000011 pt/s; on the grid
    /// they are the 10 pt and 300 pt/s they are on paper, whenever the gesture happens in the
    /// first million seconds (11 days) of a scenario, past which a time's last bit is coarser.
    /// Values beyond ±10⁹, and values that are not finite, are kept as they are.
    public static func measured(_ value: Double) -> Double {
        let millionths = (value * 1e6).rounded()
        guard millionths.magnitude < 1e15 else { return value } // also NaN and infinities
        return millionths / 1e6
    }
}

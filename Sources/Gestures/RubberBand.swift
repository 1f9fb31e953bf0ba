import VirtualClock

/// UIKit's rubber band (M10): past an end, a drag of `d` points over a view `H` points high
/// moves the content by (1 − 1 / (d · 0.55 / H + 1)) · H, which is nearly d for small drags
/// and never reaches H.
public enum RubberBand {
    public static let coefficient: Double = 0.55
    /// How long a released overscroll takes to return to the end, on `returnCurve`.
    public static let returnDuration: Double = 0.4
    public static let returnCurve: TimingCurve = .easeOut

    /// The resisted distance for a drag `distance` (≥ 0) past an end of a view `dimension` high.
    public static func resisted(_ distance: Double, dimension: Double) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }

    /// The offset shown for a raw (finger-following) offset `raw`, with ends at 0 and `maxOffset`.
    public static func offset(raw: Double, maxOffset: Double, dimension: Double) -> Double {
        if raw < 0 { return -resisted(-raw, dimension: dimension) }
        if raw > maxOffset { return maxOffset + resisted(raw - maxOffset, dimension: dimension) }
        return raw
    }

    /// The raw offset that ``offset(raw:maxOffset:dimension:)`` shows as `shown`: past an end,
    /// the drag the rubber band resists down to that overscroll. An overscroll of the whole
    /// view or more, which the band never shows, is taken as it is.
    public static func raw(shown: Double, maxOffset: Double, dimension: Double) -> Double {
        if shown < 0 { return -unresisted(-shown, dimension: dimension) }
        if shown > maxOffset { return maxOffset + unresisted(shown - maxOffset, dimension: dimension) }
        return shown
    }

    /// The drag past an end that ``resisted(_:dimension:)`` turns into `overscroll`.
    static func unresisted(_ overscroll: Double, dimension: Double) -> Double {
        guard overscroll > 0, dimension > 0, overscroll < dimension else { return max(overscroll, 0) }
        return dimension / coefficient * overscroll / (dimension - overscroll)
    }
}

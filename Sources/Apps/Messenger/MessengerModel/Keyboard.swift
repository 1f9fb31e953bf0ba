/// The keyboard (M9): up or down, and since when. It rises and lowers in 0.25 s, ease-out;
/// `visibleHeight(at:)` is its height on screen at any instant. Hit-testing takes its final
/// frame: once it starts rising it takes touches at its full height (M12).
public struct Keyboard: Sendable, Equatable {
    /// Whether it is up or rising (`expect: keyboard`).
    public private(set) var isUp = false
    /// When it last started moving, and the fraction shown then (a reversal starts from there).
    public private(set) var start: Double = -.infinity
    public private(set) var startFraction: Double = 0

    public static let duration: Double = 0.25
    public static let curve: TimingCurve = .easeOut

    public init() {}

    /// The fraction of its height shown at `time`, 0 (down) to 1 (up).
    public func fraction(at time: Double) -> Double {
        let progress = Keyboard.curve.value(at: (time - start) / Keyboard.duration)
        let target: Double = isUp ? 1 : 0
        return target + (startFraction - target) * (1 - progress)
    }

    /// Its height on screen at `time`, for a keyboard `height` points high.
    public func visibleHeight(at time: Double, height: Double) -> Double {
        fraction(at: time) * height
    }

    /// Whether it is moving at `time`.
    public func isMoving(at time: Double) -> Bool { time - start < Keyboard.duration }

    /// Starts raising it at `time`; nothing when it is up or rising.
    public mutating func raise(at time: Double) {
        guard !isUp else { return }
        startFraction = fraction(at: time)
        start = time
        isUp = true
    }

    /// Starts lowering it at `time`; nothing when it is down or lowering.
    public mutating func lower(at time: Double) {
        guard isUp else { return }
        startFraction = fraction(at: time)
        start = time
        isUp = false
    }
}

/// The virtual clock's grid of whole nanoseconds, on which times are compared (docs/architecture.md,
/// "One clock"): a ``Scheduler`` orders deadlines, and decides which are due, by their instants
/// on it, and a service that breaks ties between messages (a world's backend) compares their
/// times the same way. Two sums that are the same instant on paper — 7.9 s + 0.2 s and
/// 8.0 s + 0.1 s — are then the same instant, though their binary fractions differ in the last
/// bit, and their tie is broken by the rule that names ties (the order of scheduling; a world's
/// `users:` order), never by rounding. The clock itself keeps the times as given, so an app
/// sees an animation end exactly when its start plus its duration says.
public enum VirtualTime {
    /// Grid points a second.
    public static let ticksPerSecond = 1e9

    /// `time` on the grid: the nearest whole nanosecond. Times that are not finite, and those
    /// beyond about 100 days, where a `Double` is coarser than a nanosecond, are kept as they are.
    public static func snapped(_ time: Double) -> Double {
        let ticks = (time * ticksPerSecond).rounded()
        guard ticks.magnitude < 9e15 else { return time } // also NaN and infinities
        return ticks / ticksPerSecond
    }
}

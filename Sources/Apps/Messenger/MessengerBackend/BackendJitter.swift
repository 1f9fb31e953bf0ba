import VirtualClock

/// Per-message latencies for `explore --jitter`: each message put on any link takes a latency
/// drawn uniformly between two bounds by a seeded generator (SplitMix64), in the order messages are
/// sent, instead of its link's latency. Links still deliver in order. The same seed and the same
/// inputs give the same latencies on every machine.
public struct BackendJitter: Sendable, Equatable {
    /// The shortest and longest a message may take, one way, in seconds.
    public let shortest: Double
    public let longest: Double
    /// The seed the latencies are drawn from.
    public let seed: UInt64
    private var generator: SeededGenerator

    /// Latencies between `shortest` and `longest` (swapped when given the other way round; each
    /// bounded as ``BackendLimits/seconds(_:)`` bounds it), drawn from `seed`.
    public init(seed: UInt64, shortest: Double, longest: Double) {
        let low = BackendLimits.seconds(shortest)
        let high = BackendLimits.seconds(longest)
        self.shortest = min(low, high)
        self.longest = max(low, high)
        self.seed = seed
        self.generator = SeededGenerator(seed: seed)
    }

    /// The next latency.
    public mutating func next() -> Double {
        let unit = Double(generator.next() >> 11) * 0x1.0p-53
        return shortest + (longest - shortest) * unit
    }
}

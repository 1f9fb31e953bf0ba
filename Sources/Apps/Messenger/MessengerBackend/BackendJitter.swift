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
    private var state: UInt64

    /// Latencies between `shortest` and `longest` (swapped when given the other way round; each
    /// bounded as ``BackendLimits/seconds(_:)`` bounds it), drawn from `seed`.
    public init(seed: UInt64, shortest: Double, longest: Double) {
        let low = BackendLimits.seconds(shortest)
        let high = BackendLimits.seconds(longest)
        self.shortest = min(low, high)
        self.longest = max(low, high)
        self.seed = seed
        self.state = seed
    }

    /// The next latency.
    public mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let unit = Double(z >> 11) * 0x1.0p-53
        return shortest + (longest - shortest) * unit
    }
}

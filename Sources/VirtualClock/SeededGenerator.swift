/// The random numbers of `explore`, whatever the app: SplitMix64 from a seed, with its own
/// uniform draws, so that a seed gives the same inputs on every machine and every Swift version
/// (the standard library's `random(in:)` algorithms are not promised to stay the same).
public struct SeededGenerator: RandomNumberGenerator, Sendable, Equatable {
    private var state: UInt64

    /// A generator whose draws follow from `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, every value equally likely.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        // Rejects the last partial block of 2^64 so that no value is favoured.
        let limit = span == 0 ? UInt64.max : UInt64.max - UInt64.max % span
        var bits = next()
        while bits >= limit { bits = next() }
        return range.lowerBound + Int(span == 0 ? bits : bits % span)
    }

    /// One of `items` (not empty), every one equally likely.
    public mutating func element<T>(_ items: [T]) -> T {
        items[int(in: 0...(items.count - 1))]
    }

    /// True `numerator` times in `denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(in: 1...denominator) <= numerator
    }

    /// A multiple of `1 / steps` between `low` and `high` (both multiples of it): values that
    /// a scenario writes and reads back exactly.
    public mutating func value(_ low: Double, _ high: Double, steps: Int) -> Double {
        let scale = Double(steps)
        return Double(int(in: Int((low * scale).rounded())...Int((high * scale).rounded()))) / scale
    }
}

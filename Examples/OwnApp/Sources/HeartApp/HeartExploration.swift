import Devices
import Scenarios

/// Heart's `explore`: seeded random sequences of scenario steps (taps on the photo, the heart
/// and elsewhere, waits, holds, short drags), run through the scenario runner with every
/// invariant checked after every step. A failing sequence is shrunk, a step at a time, to the
/// shortest that still fails the same invariant, and written as a scenario.
public struct HeartExploration: Sendable {
    /// A rule that holds after every step, whatever the steps.
    public struct Invariant: Sendable {
        /// What the rule says, as a failure names it.
        public var name: String
        /// Whether the rule holds in a state.
        public var holds: @Sendable (HeartState) -> Bool

        /// A rule named `name`.
        public init(_ name: String, holds: @escaping @Sendable (HeartState) -> Bool) {
            self.name = name
            self.holds = holds
        }
    }

    /// Heart's invariants (H2, H3, H4).
    public static let invariants = [
        Invariant("a heart bursts only over a liked post") { $0.burstStart == nil || $0.liked },
        Invariant("a heart bursts for at most 0.6 s") { state in
            state.burstStart.map { state.now - $0 <= HeartState.burstDuration + 1e-9 } ?? true
        },
        Invariant("the photo peeks only under a finger") { !$0.isPeeking || !$0.arena.touchesDown().isEmpty },
    ]

    /// The device the sequences run on.
    public var device: Device
    /// Steps per sequence.
    public var steps: Int
    /// The rules checked after every step.
    public var invariants: [Invariant]

    /// Sequences of `steps` steps on `device`, checking `invariants`.
    public init(device: Device, steps: Int, invariants: [Invariant] = HeartExploration.invariants) {
        self.device = device
        self.steps = steps
        self.invariants = invariants
    }

    /// A failing sequence: its seed, the invariant, and the shrunk steps that still fail it.
    public struct Failure: Sendable {
        /// The seed of the sequence that failed.
        public var seed: UInt64
        /// The invariant's name.
        public var invariant: String
        /// The steps, shrunk.
        public var steps: [StepKind<Heart>]
    }

    /// The first sequence of `runs` from `seed` that fails an invariant, shrunk; nil when all hold.
    public func explore(seed: UInt64, runs: Int) -> Failure? {
        for run in 0..<UInt64(runs) {
            let steps = sequence(seed: seed &+ run)
            if let (index, invariant) = firstFailure(steps) {
                return Failure(seed: seed &+ run, invariant: invariant,
                               steps: shrink(Array(steps.prefix(index + 1)), failing: invariant))
            }
        }
        return nil
    }

    /// The steps of a seed's sequence, drawn from SplitMix64 (the same on every machine).
    public func sequence(seed: UInt64) -> [StepKind<Heart>] {
        var random = SplitMix64(seed: seed)
        let layout = HeartLayout(device: device)
        return (0..<steps).map { _ -> StepKind<Heart> in
            switch random.below(11) {
            case 0...2: return .tap(.named(.photo))
            case 3...4: return .tap(.named(.heart))
            case 5: return .tap(.point(layout.title.center))
            case 6...8: return .wait(Double(1 + random.below(14)) / 20)
            case 9: return .app(Heart.Hold(seconds: Double(1 + random.below(10)) / 10))
            default:
                let start = layout.photo.center, shift = Double(5 + random.below(26))
                return .touches([TouchSample(time: 0, id: 1, phase: .began, point: start),
                                 TouchSample(time: 0.1, id: 1, phase: .moved, point: Point(x: start.x + shift, y: start.y)),
                                 TouchSample(time: 0.2, id: 1, phase: .ended, point: Point(x: start.x + shift, y: start.y))])
            }
        }
    }

    /// The index of the first step after which an invariant fails, and its name.
    public func firstFailure(_ steps: [StepKind<Heart>]) -> (index: Int, invariant: String)? {
        var runner = ScenarioRunner(scenario: scenario(steps), device: device, tracing: false)
        for (index, kind) in steps.enumerated() {
            _ = runner.perform(Step(kind, at: SourceLocation(path: "explore", line: index + 1, column: 1)))
            var settled = runner.driver
            settled.advance(to: runner.clock)
            if let broken = invariants.first(where: { !$0.holds(settled.state) }) {
                return (index, broken.name)
            }
        }
        return nil
    }

    /// `steps` without every step whose removal still fails `invariant`.
    func shrink(_ steps: [StepKind<Heart>], failing invariant: String) -> [StepKind<Heart>] {
        var kept = steps
        var index = 0
        while index < kept.count {
            var fewer = kept
            fewer.remove(at: index)
            if let failure = firstFailure(fewer), failure.invariant == invariant {
                kept = Array(fewer.prefix(failure.index + 1))
            } else {
                index += 1
            }
        }
        return kept
    }

    /// A scenario of `steps` on the explored device.
    public func scenario(_ steps: [StepKind<Heart>], name: String = "explore") -> Scenario<Heart> {
        Scenario(name: name, path: "\(name).yaml", devices: [device],
                 steps: steps.enumerated().map { Step($1, at: SourceLocation(path: "\(name).yaml", line: $0 + 1, column: 1)) })
    }
}

/// SplitMix64 with its own uniform draw, so that a seed gives the same steps everywhere.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound, by the high half of a 128-bit product.
    mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}

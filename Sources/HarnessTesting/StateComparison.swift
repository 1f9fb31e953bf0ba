import VirtualClock

/// How a ``TestStore`` compares the state it expected with the state a step left: what the
/// store settles itself before the test's closure runs, and how differences are worded.
///
/// The default, ``reflection``, moves the clock and compares every stored field by reflection
/// (`likes: expected 1, found 2`): numbers with a fraction (`Double`, `Float`) within
/// ``defaultTolerance`` (±1 µs, as a scenario's `expect` compares times and positions), and
/// without the gesture kit's bookkeeping (a `GestureArena`, a `GestureHistory`: the touches
/// down, each recognizer's progress), which the store takes from the state the step left. An
/// app that keeps other bookkeeping a test should not state writes its own comparison.
public struct StateComparison<Model: AppModel>: Sendable {
    /// Copies into the expected state (first) what the store moves itself, from the actual state
    /// (second), before the test's closure states the change.
    public var settle: @Sendable (inout Model, Model) -> Void
    /// One line per difference between the expected state (first) and the actual one (second);
    /// empty when they agree as far as the test is concerned.
    public var differences: @Sendable (Model, Model) -> [String]

    public init(settle: @escaping @Sendable (inout Model, Model) -> Void,
                differences: @escaping @Sendable (Model, Model) -> [String]) {
        self.settle = settle
        self.differences = differences
    }

    /// How far apart two numbers with a fraction may be and still agree: 0.000001.
    public static var defaultTolerance: Double { 1e-6 }

    /// The clock settled; every field compared by reflection, nested fields by path, numbers
    /// with a fraction within ``defaultTolerance``, the gesture kit's bookkeeping left out.
    public static var reflection: StateComparison { reflection(tolerance: defaultTolerance) }

    /// ``reflection`` with numbers with a fraction agreeing when at most `tolerance` apart
    /// (0: exactly equal).
    public static func reflection(tolerance: Double) -> StateComparison {
        let tolerance = tolerance.isFinite ? abs(tolerance) : 0
        return StateComparison(settle: { expected, actual in expected.now = actual.now }) { expected, actual in
            expected == actual ? [] : StateDifference.lines(expected: expected, actual: actual, tolerance: tolerance)
        }
    }
}

import VirtualClock

/// How a ``TestStore`` compares the state it expected with the state a step left: what the
/// store settles itself before the test's closure runs, and how differences are worded.
///
/// The default, ``reflection``, moves the clock and compares every stored field by reflection
/// (`likes: expected 1, found 2`). An app whose state holds bookkeeping a test should not have
/// to state (touches down, a gesture recognizer's progress) settles those fields from the actual
/// state, and may word differences as its `expect` keys do.
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

    /// The clock settled; every field compared by reflection, nested fields by path.
    public static var reflection: StateComparison {
        StateComparison(settle: { expected, actual in expected.now = actual.now }) { expected, actual in
            expected == actual ? [] : StateDifference.lines(expected: expected, actual: actual)
        }
    }
}

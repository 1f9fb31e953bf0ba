import InstagridModel
import InstagridScenario

/// The exhaustive comparison of ``InstagridTestStore``: every field an `expect` step can check
/// (phase, layout, orientation, the photo of every slot, grid offset, picker, alert, shares,
/// time), compared and worded by the scenario module's `Expectation`, so a store and a script
/// read a difference the same way: `picker: expected none, found slot 1`.
enum StateChange {
    /// The fields of `actual` that differ from `expected`, in the order of `expect` steps;
    /// empty when they agree. Slots are 1–4 and any other slot either state holds a photo for.
    static func differences(expected: AppState, actual: AppState) -> [ExpectationDifference] {
        var expectation = InstagridExpectation()
        expectation.phase = expected.phase
        expectation.layout = expected.layout
        expectation.orientation = expected.orientation
        let slots = Set(1...4).union(expected.photos.keys).union(actual.photos.keys)
        expectation.slots = Dictionary(uniqueKeysWithValues: slots.map { ($0, SlotContent(expected.photos[$0])) })
        expectation.gridOffset = expected.gridOffset
        expectation.picker = Presence(expected.picker)
        expectation.alert = Presence(expected.alert)
        expectation.shares = expected.shares
        expectation.time = expected.now
        return expectation.differences(in: actual)
    }

    /// The issue for an input whose change was not the expected one.
    static func message(input: String, _ differences: [ExpectationDifference]) -> String {
        let count = differences.count == 1 ? "1 field differs" : "\(differences.count) fields differ"
        return (["state after \(input) is not the expected change (\(count)):"]
                + differences.map { "  \($0)" }).joined(separator: "\n")
    }
}

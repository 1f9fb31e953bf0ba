import InstagridModel
import HarnessTesting
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

    /// How ``InstagridTestStore`` compares states: the store settles the clock, the touches (the
    /// arena, with the share swipe's gesture) and the grid's slide itself (so the grid offset
    /// follows the slide the app started), and words differences as `expect` steps do.
    static let comparison = StateComparison<AppState>(
        settle: { expected, actual in
            expected.now = actual.now
            expected.takeTouches(from: actual)
            expected.slide = actual.slide
        },
        differences: { expected, actual in differences(expected: expected, actual: actual).map(\.description) })
}

import InstagridModel
import Scenarios

extension InstagridExpectation {
    /// The listed keys that do not hold in `state`, in the order of docs/scenarios.md (slots by number);
    /// empty when the expectation holds.
    public func differences(in state: AppState) -> [ExpectationDifference] {
        var found: [ExpectationDifference] = []
        if let phase, state.phase != phase {
            found.append(.phase(expected: phase, found: state.phase))
        }
        if let layout, state.layout != layout {
            found.append(.layout(expected: layout, found: state.layout))
        }
        if let orientation, state.orientation != orientation {
            found.append(.orientation(expected: orientation, found: state.orientation))
        }
        if let slots {
            for slot in slots.keys.sorted() {
                let expected = slots[slot] ?? .empty
                let actual = SlotContent(state.photos[slot])
                if actual != expected { found.append(.slot(slot, expected: expected, found: actual)) }
            }
        }
        if let visibleSlots, state.visibleSlots != visibleSlots {
            found.append(.visibleSlots(expected: visibleSlots, found: state.visibleSlots))
        }
        if let gridOffset {
            let offset = state.gridOffset
            if !(abs(offset.x - gridOffset.x) <= Self.offsetTolerance
                    && abs(offset.y - gridOffset.y) <= Self.offsetTolerance) {
                found.append(.gridOffset(expected: gridOffset, found: offset))
            }
        }
        if let picker, Presence(state.picker) != picker {
            found.append(.picker(expected: picker, found: Presence(state.picker)))
        }
        if let alert, Presence(state.alert) != alert {
            found.append(.alert(expected: alert, found: Presence(state.alert)))
        }
        if let shares, state.shares != shares {
            found.append(.shares(expected: shares, found: state.shares))
        }
        if let time, let difference = ExpectationDifference.time(expected: time, found: state.now) {
            found.append(difference)
        }
        realAppDifferences(in: state, into: &found)
        return found
    }
}


import Scenarios
import InstagridModel

extension InstagridExpectation {
    /// Every key of `expect` as `state` has it (the studio's "expect the current state"):
    /// phase, layout, orientation, all four slots, visible slots, grid offset, picker, alert,
    /// shares and time.
    package init(everythingIn state: AppState) {
        self.init()
        phase = state.phase
        layout = state.layout
        orientation = state.orientation
        var slots: [Int: SlotContent] = [:]
        for slot in 1...4 { slots[slot] = SlotContent(state.photos[slot]) }
        self.slots = slots
        visibleSlots = state.visibleSlots
        gridOffset = state.gridOffset
        picker = Presence(state.picker)
        alert = Presence(state.alert)
        shares = state.shares
        time = state.now
    }
}

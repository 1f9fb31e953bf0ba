import InstagridModel

/// What the user sees of the app beside the orientation, for "nothing changes while locked"
/// (R11): each field compared by name.
struct AppFacts: Equatable {
    var layout: Layout
    var photos: [Int: String]
    var phase: Phase
    var picker: Int?
    var alert: AlertKind?
    var shares: [ShareOutcome]
    var exports: Int
    var slide: Slide?

    init(_ state: AppState) {
        layout = state.layout
        photos = state.photos
        phase = state.phase
        picker = state.picker
        alert = state.alert
        shares = state.shares
        exports = state.exports.count
        slide = state.slide
    }

    /// The names of the fields that differ in `other`.
    func changes(to other: AppFacts) -> [String] {
        var names: [String] = []
        if layout != other.layout { names.append("the layout") }
        if photos != other.photos { names.append("the photos") }
        if phase != other.phase { names.append("the phase") }
        if picker != other.picker { names.append("the picker") }
        if alert != other.alert { names.append("the alert") }
        if shares != other.shares { names.append("the shares") }
        if exports != other.exports { names.append("the exports") }
        if slide != other.slide { names.append("the slide") }
        return names
    }
}

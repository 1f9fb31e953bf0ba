import InstagridModel

/// What the user sees of the app beside the orientation, for "nothing changes while locked"
/// (R11, R27): each field compared by name.
struct AppFacts: Equatable {
    var layout: Layout
    var photos: [Int: String]
    var phase: Phase
    var picker: Int?
    var alert: AlertKind?
    var shares: [ShareOutcome]
    var exports: Int
    var slide: Slide?
    var sheet: SheetKind?
    var prompt: PermissionKind?
    var permissions: Permissions
    var savedImages: Int

    init(_ state: AppState) {
        layout = state.layout
        photos = state.photos
        phase = state.phase
        picker = state.picker
        alert = state.alert
        shares = state.shares
        exports = state.exports.count
        slide = state.slide
        sheet = state.sheet
        prompt = state.prompt
        permissions = state.permissions
        savedImages = state.savedImages
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
        if sheet != other.sheet { names.append("the sheet") }
        if prompt != other.prompt { names.append("the prompt") }
        if permissions != other.permissions { names.append("the permissions") }
        if savedImages != other.savedImages { names.append("the saved images") }
        return names
    }
}

/// What a person sees of the app at an instant, field by field: the one projection of
/// ``AppState`` for every question of the form "did anything visible change?" — `explore`'s
/// "nothing changes while locked" (R11, R26, R27), whether a live touch did what the idealized
/// tap does, and whether the studio's phone must draw a new picture.
public struct VisibleState: Sendable, Equatable {
    public var orientation: Orientation
    public var layout: Layout
    public var photos: [Int: String]
    public var phase: Phase
    public var picker: Int?
    public var alert: AlertKind?
    public var shares: [ShareOutcome]
    public var exports: Int
    public var slide: Slide?
    public var sheet: SheetKind?
    public var prompt: PermissionKind?
    public var permissions: Permissions
    public var savedImages: Int

    public init(_ state: AppState) {
        orientation = state.orientation
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

    /// The names of the fields that differ in `other` ("the layout", "the photos", …), the
    /// orientation's last.
    public func changes(to other: VisibleState) -> [String] {
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
        if orientation != other.orientation { names.append("the orientation") }
        return names
    }

    /// ``changes(to:)`` without the orientation: a rotation may turn a locked app (R11, R27).
    public func changesBesideOrientation(to other: VisibleState) -> [String] {
        var turned = other
        turned.orientation = orientation
        return changes(to: turned)
    }
}

import Scenarios
import InstagridModel
import Yams

/// The options of R17–R28, profiles and steps: photo source, camera, permissions, share activities,
/// life cycle (docs/scenarios.md).
extension ScenarioParser where App == Instagrid {

    /// The options of `profile:` if the mapping names one, else the defaults; the other keys
    /// then override it whatever their order.
    func profile(in fields: [Field]) throws(ScenarioError) -> AppOptions {
        guard let field = fields.first(where: { $0.name == "profile" }) else { return AppOptions() }
        let profile: AppProfile = try choice(field.value, for: "profile", what: "profile")
        return profile.options
    }

    /// Reads one option of R17–R28 into `options`; false when `field` is not one of them.
    func realAppOption(_ field: Field, into options: inout AppOptions) throws(ScenarioError) -> Bool {
        let value = field.value
        let name = field.name
        switch name {
        case "imageSource": options.imageSource = try choice(value, for: name, what: "imageSource")
        case "camera": options.camera = try choice(value, for: name, what: "camera availability")
        case "cameraUnavailable": options.cameraUnavailable = try choice(value, for: name, what: "cameraUnavailable policy")
        case "cameraPermission": options.cameraPermission = try authorization(value, for: name, kind: .camera)
        case "libraryPermission": options.libraryPermission = try authorization(value, for: name, kind: .library)
        case "addPermission": options.addPermission = try authorization(value, for: name, kind: .add)
        case "libraryAccess": options.libraryAccess = try choice(value, for: name, what: "libraryAccess")
        case "completedShare": options.completedShare = try choice(value, for: name, what: "completedShare policy")
        case "layoutChange": options.layoutChange = try choice(value, for: name, what: "layoutChange policy")
        case "shareSheet": options.shareSheet = try choice(value, for: name, what: "shareSheet timing")
        case "rotationWhileSharing":
            options.rotationWhileSharing = try choice(value, for: name, what: "rotationWhileSharing policy")
        case "orientationSource": options.orientationSource = try choice(value, for: name, what: "orientationSource")
        default: return false
        }
        return true
    }

    /// An authorization state; `limited` only for the library.
    func authorization(_ node: Node, for label: String, kind: PermissionKind) throws(ScenarioError) -> Authorization {
        let names = Authorization.allCases.filter { kind == .library || $0 != .limited }.map(\.rawValue)
        let value = try choice(node, for: label, what: "permission state", among: names) { Authorization(rawValue: $0) }
        if value == .limited, kind != .library {
            throw error("'limited' is a state of the library permission only; the \(kind.rawValue) permission is "
                        + ScenarioText.list(names), at: node)
        }
        return value
    }

    /// `source:`, `permission:`, `settings:` and `app:`.
    mutating func realAppStep(_ field: Field) throws(ScenarioError) -> InstagridStep {
        let value = field.value
        switch field.name {
        case "source":
            return .source(try choice(value, for: "source", what: "source"))
        case "permission":
            return .permission(try choice(value, for: "permission", what: "permission answer"))
        case "settings":
            let context = "in 'settings'"
            let fields = try fields(of: value, for: "settings", known: PermissionKind.allCases.map(\.rawValue),
                                    context: context, expected: "a mapping {camera: …, library: …, add: …}")
            guard !fields.isEmpty else {
                throw error("'settings' changes nothing; add camera, library or add with a permission state", at: value)
            }
            var settings: [PermissionSetting] = []
            for entry in fields {
                let kind = PermissionKind(rawValue: entry.name) ?? .camera
                settings.append(PermissionSetting(kind, try authorization(entry.value, for: entry.name, kind: kind)))
            }
            return .settings(settings)
        default: // "app"
            return .app(try choice(value, for: "app", what: "app state"))
        }
    }

    /// `share: {activity: A, completed: true|false, sheetStays: true|false}`.
    func shareActivity(_ node: Node) throws(ScenarioError) -> InstagridStep {
        let context = "in 'share'"
        let fields = try fields(of: node, for: "share", known: ["activity", "completed", "sheetStays"], context: context)
        let activity: ShareActivity = try choice(try requireField("activity", in: fields, of: node, context: context).value,
                                                 for: "activity", what: "activity")
        var completed = true
        if let field = fields.first(where: { $0.name == "completed" }) {
            completed = try boolean(field.value, for: "completed")
        }
        var sheetStays = false
        if let field = fields.first(where: { $0.name == "sheetStays" }) {
            sheetStays = try boolean(field.value, for: "sheetStays")
            if sheetStays, completed {
                throw error("'sheetStays: true' is for a cancelled sub-activity: the sheet stays up only with "
                            + "'completed: false'", at: field.value)
            }
        }
        return .shareActivity(activity, completed: completed, sheetStays: sheetStays)
    }

    /// `true` or `false`.
    func boolean(_ node: Node, for label: String) throws(ScenarioError) -> Bool {
        guard case .bool? = ScenarioText.scalarValue(node), let value = node.bool else {
            throw typeError("true or false", for: label, found: node)
        }
        return value
    }
}

extension Instagrid {
    static let realAppOptionKeys = ["profile", "imageSource", "camera", "cameraUnavailable", "cameraPermission",
                                    "libraryPermission", "addPermission", "libraryAccess", "completedShare",
                                    "layoutChange", "shareSheet", "rotationWhileSharing", "orientationSource"]
}

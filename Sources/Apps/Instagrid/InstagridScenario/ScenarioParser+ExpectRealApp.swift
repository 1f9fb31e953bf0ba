import Scenarios
import InstagridModel
import Yams

/// The `expect` keys of R17–R28.
extension ScenarioParser where App == Instagrid {

    func realAppExpectation(_ field: Field, into expectation: inout InstagridExpectation) throws(ScenarioError) {
        let value = field.value
        switch field.name {
        case "sheet":
            expectation.sheet = try presence(value) { () throws(ScenarioError) in
                try choice(value, for: "sheet", what: "sheet", as: SheetKind.self)
            }
        case "prompt":
            expectation.prompt = try presence(value) { () throws(ScenarioError) in
                try choice(value, for: "prompt", what: "prompt", as: PermissionKind.self)
            }
        case "pickerSource":
            expectation.pickerSource = try presence(value) { () throws(ScenarioError) in
                try choice(value, for: "pickerSource", what: "picker source", as: PickerSource.self)
            }
        case "permissions":
            let fields = try fields(of: value, for: "permissions", known: PermissionKind.allCases.map(\.rawValue),
                                    context: "in 'permissions'", expected: "a mapping {camera: …, library: …, add: …}")
            guard !fields.isEmpty else {
                throw error("'permissions' checks nothing; add camera, library or add", at: value)
            }
            var permissions: [PermissionKind: Authorization] = [:]
            for entry in fields {
                let kind = PermissionKind(rawValue: entry.name) ?? .camera
                permissions[kind] = try authorization(entry.value, for: entry.name, kind: kind)
            }
            expectation.permissions = permissions
        case "app":
            expectation.app = try choice(value, for: "app", what: "app state", as: AppLifecycle.self)
        case "savedImages":
            let count = try integer(value, for: "savedImages")
            guard count >= 0 else {
                throw error("'savedImages' must not be negative, found \(count)", at: value)
            }
            expectation.savedImages = count
        default: // "deviceOrientation"
            expectation.deviceOrientation = try choice(value, for: "deviceOrientation", what: "device orientation",
                                                       as: DeviceOrientation.self)
        }
    }
}

extension Instagrid {
    static let realAppExpectKeys = ["sheet", "prompt", "pickerSource", "permissions", "app", "savedImages",
                                    "deviceOrientation"]
}

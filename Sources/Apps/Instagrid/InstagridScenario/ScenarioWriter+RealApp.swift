import InstagridModel
import Scenarios

/// The options and `expect` keys of R17–R28, written in the parser's key order.
extension ScenarioWriter {
    /// The R17–R28 options that differ from the defaults. A profile is written as the options it
    /// resolved to, so the YAML reads back to the same options without naming it.
    static func realAppOptionFields(_ options: AppOptions) -> [(String, String)] {
        let defaults = AppOptions()
        var fields: [(String, String)] = []
        func add<Value: Equatable & RawRepresentable<String>>(_ name: String, _ keyPath: KeyPath<AppOptions, Value>) {
            if options[keyPath: keyPath] != defaults[keyPath: keyPath] {
                fields.append((name, options[keyPath: keyPath].rawValue))
            }
        }
        add("imageSource", \.imageSource)
        add("camera", \.camera)
        add("cameraUnavailable", \.cameraUnavailable)
        add("cameraPermission", \.cameraPermission)
        add("libraryPermission", \.libraryPermission)
        add("addPermission", \.addPermission)
        add("libraryAccess", \.libraryAccess)
        add("completedShare", \.completedShare)
        add("layoutChange", \.layoutChange)
        add("shareSheet", \.shareSheet)
        add("rotationWhileSharing", \.rotationWhileSharing)
        add("orientationSource", \.orientationSource)
        return fields
    }

    /// The R17–R28 keys an expectation checks.
    static func realAppExpectationFields(_ expectation: InstagridExpectation) -> [(String, String)] {
        func presence<Value: RawRepresentable<String>>(_ presence: Presence<Value>) -> String {
            switch presence {
            case .hidden: "null"
            case .shown(let value): value.rawValue
            }
        }
        var fields: [(String, String)] = []
        if let sheet = expectation.sheet { fields.append(("sheet", presence(sheet))) }
        if let prompt = expectation.prompt { fields.append(("prompt", presence(prompt))) }
        if let source = expectation.pickerSource { fields.append(("pickerSource", presence(source))) }
        if let permissions = expectation.permissions {
            fields.append(("permissions", mapping(PermissionKind.allCases.compactMap { kind in
                permissions[kind].map { (kind.rawValue, $0.rawValue) }
            })))
        }
        if let app = expectation.app { fields.append(("app", app.rawValue)) }
        if let saved = expectation.savedImages { fields.append(("savedImages", String(saved))) }
        if let orientation = expectation.deviceOrientation { fields.append(("deviceOrientation", orientation.rawValue)) }
        return fields
    }
}

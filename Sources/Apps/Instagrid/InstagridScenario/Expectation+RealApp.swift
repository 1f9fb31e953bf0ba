import Scenarios
import InstagridModel

extension InstagridExpectation {
    /// The R17–R28 keys that do not hold in `state`, in the order of docs/scenarios.md.
    func realAppDifferences(in state: AppState, into found: inout [ExpectationDifference]) {
        func check(_ key: String, _ expected: String, _ actual: String) {
            if expected != actual { found.append(.realApp(key: key, expected: expected, found: actual)) }
        }
        func name<Value>(_ presence: Presence<Value>, _ raw: (Value) -> String) -> String {
            switch presence {
            case .hidden: "none"
            case .shown(let value): raw(value)
            }
        }
        if let sheet { check("sheet", name(sheet, \.rawValue), name(Presence(state.sheet), \.rawValue)) }
        if let prompt { check("prompt", name(prompt, \.rawValue), name(Presence(state.prompt), \.rawValue)) }
        if let pickerSource {
            let actual = state.picker == nil ? nil : state.pickerSource
            check("pickerSource", name(pickerSource, \.rawValue), name(Presence(actual), \.rawValue))
        }
        if let permissions {
            for kind in PermissionKind.allCases {
                if let expected = permissions[kind] {
                    check("permissions[\(kind.rawValue)]", expected.rawValue, state.permissions[kind].rawValue)
                }
            }
        }
        if let app { check("app", app.rawValue, state.lifecycle.rawValue) }
        if let savedImages { check("savedImages", String(savedImages), String(state.savedImages)) }
        if let deviceOrientation {
            check("deviceOrientation", deviceOrientation.rawValue, state.deviceOrientation.rawValue)
        }
    }
}

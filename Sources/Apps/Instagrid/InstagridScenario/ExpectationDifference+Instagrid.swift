import InstagridModel
import Scenarios

/// Instagrid's `expect` keys, each as its message writes expected and found values.
extension ExpectationDifference {
    public static func phase(expected: Phase, found: Phase) -> Self {
        Self(key: "phase", expected: expected.rawValue, found: found.rawValue)
    }

    public static func layout(expected: Layout, found: Layout) -> Self {
        Self(key: "layout", expected: "\(expected.rawValue)", found: "\(found.rawValue)")
    }

    public static func orientation(expected: Orientation, found: Orientation) -> Self {
        Self(key: "orientation", expected: expected.rawValue, found: found.rawValue)
    }

    /// One listed slot, `slots[n]`.
    public static func slot(_ slot: Int, expected: SlotContent, found: SlotContent) -> Self {
        Self(key: "slots[\(slot)]", expected: expected.description, found: found.description)
    }

    public static func visibleSlots(expected: [Int], found: [Int]) -> Self {
        Self(key: "visibleSlots", expected: list(expected.map(String.init)), found: list(found.map(String.init)))
    }

    public static func gridOffset(expected: Point, found: Point) -> Self {
        Self(key: "gridOffset",
             expected: "[\(ScenarioText.points(expected.x)), \(ScenarioText.points(expected.y))] ±\(ScenarioText.points(InstagridExpectation.offsetTolerance))",
             found: "[\(ScenarioText.points(found.x)), \(ScenarioText.points(found.y))]")
    }

    public static func picker(expected: Presence<Int>, found: Presence<Int>) -> Self {
        Self(key: "picker", expected: name(expected) { "slot \($0)" }, found: name(found) { "slot \($0)" })
    }

    public static func alert(expected: Presence<AlertKind>, found: Presence<AlertKind>) -> Self {
        Self(key: "alert", expected: name(expected, \.rawValue), found: name(found, \.rawValue))
    }

    public static func shares(expected: [ShareOutcome], found: [ShareOutcome]) -> Self {
        Self(key: "shares", expected: list(expected.map(\.rawValue)), found: list(found.map(\.rawValue)))
    }

    /// A key of the real app's rules (R17–R28: `sheet`, `prompt`, `pickerSource`,
    /// `permissions[kind]`, `app`, `savedImages`, `deviceOrientation`), its values as the script
    /// writes them (`none` for null).
    public static func realApp(key: String, expected: String, found: String) -> Self {
        Self(key: key, expected: expected, found: found)
    }
}

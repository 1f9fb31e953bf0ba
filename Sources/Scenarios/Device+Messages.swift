import Devices
import Support

extension Device {
    /// `unknown device 'x'; did you mean 'y'?`, or the list of valid ids.
    public static func unknownMessage(_ id: String, allowAll: Bool = false) -> String {
        let ids = Device.all.map(\.id)
        let hint = Suggestion.hint(for: id, among: ids)
        let tail = hint.isEmpty ? "; expected \(ScenarioText.list(allowAll ? ids + ["all"] : ids))" : hint
        return "unknown device '\(echo(id))'\(tail)"
    }
}

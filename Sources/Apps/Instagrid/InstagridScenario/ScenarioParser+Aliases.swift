import Scenarios
import Yams

/// Photo aliases: declared under `photos`, named by `pick`, `picker` and `expect: slots`.
///
/// An alias must read as text when written plain, so that a value such as `null` in
/// `slots: {2: null}` always means what YAML says it means (an empty slot), never a photo.
extension ScenarioParser where App == Instagrid {
    /// A photo alias as `photos` declares it.
    func aliasDefinition(_ node: Node) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node else {
            throw typeError("a photo alias", for: "photos", found: node)
        }
        let alias = scalar.string
        guard !alias.isEmpty else {
            throw error("a photo alias cannot be empty", at: node)
        }
        if let reading = ScenarioText.nonStringReading(of: alias) {
            throw error("photo alias '\(ScenarioText.echo(alias))' reads as \(reading) in YAML; choose an alias that is not null, "
                        + "a boolean or a number", at: node)
        }
        return alias
    }

    /// The declared photo alias `node` names. `inSlots`: the value of `expect: slots`, where
    /// an unquoted `null` (read before this) is an empty slot.
    func requireAlias(_ node: Node, for label: String, inSlots: Bool = false) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
            throw typeError("a photo alias", for: label, found: node)
        }
        let alias = scalar.string
        if let reading = ScenarioText.nonStringReading(of: alias) {
            let hint = inSlots && reading == "null"
                ? "write null without quotes for an empty slot"
                : "photo aliases are never null, a boolean or a number"
            throw error("expected a photo alias for '\(label)', found '\(ScenarioText.echo(alias))', which reads as \(reading) in YAML; "
                        + hint, at: node)
        }
        guard settings.aliases.contains(alias) else {
            let hint = Suggestion.hint(for: alias, among: settings.aliases)
            let tail = hint.isEmpty
                ? (settings.aliases.isEmpty ? "; declare it under 'photos'"
                    : "; declared: " + ScenarioText.echo(settings.aliases.joined(separator: ", "), limit: 2 * ScenarioText.echoLimit))
                : hint
            throw error("unknown photo alias '\(ScenarioText.echo(alias))'\(tail)", at: node)
        }
        return alias
    }
}

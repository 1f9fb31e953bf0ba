import Devices
import Support

/// Writes a scenario as YAML that ``ScenarioParser`` reads back to the same scenario: the same
/// app, name, devices, orientation, the app's settings and steps (locations aside). `explore`
/// prints its counterexamples with it and the studio saves recordings with it; an app writes
/// its own words (``ScenarioWritable``) with the helpers here.
///
/// Numbers are written as Swift's shortest round-trip text, so they parse back to the same
/// `Double`; names are written plain when YAML reads them as text, quoted otherwise.
public enum ScenarioWriter {
    /// The scenario as a YAML document, after `comments` (one `# ` line each).
    public static func yaml<App: ScenarioWritable>(_ scenario: Scenario<App>, comments: [String] = []) -> String {
        var lines = comments.map { "# " + commentText($0) }
        lines.append("name: " + scalar(scenario.name))
        lines.append("app: " + scalar(scenario.app))
        if let description = scenario.description {
            lines.append("description: " + scalar(description))
        }
        if let world = App.vocabulary.world {
            lines.append(world.participantsKey + ":")
            for participant in scenario.participants {
                let fields = [("device", participant.device.id)] + App.participantFields(participant.settings)
                lines.append("  " + participant.name + ": " + mapping(fields))
            }
        } else {
            lines.append("devices: [" + scenario.devices.map(\.id).joined(separator: ", ") + "]")
        }
        if scenario.orientation != .portrait {
            lines.append("orientation: " + scenario.orientation.rawValue)
        }
        for (key, value) in App.settingsFields(scenario.settings) {
            lines.append(key + ": " + value)
        }
        lines.append(scenario.steps.isEmpty ? "steps: []" : "steps:")
        let names = scenario.participants.map(\.name)
        for step in scenario.steps {
            lines.append("  - " + stepText(step, participants: names))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as `key: value`, or in a world `name: { key: value }` when it is addressed to
    /// one of `participants`.
    public static func stepText<App: ScenarioWritable>(_ step: Step<App>, participants: [String]) -> String {
        let text = stepText(step.kind)
        guard let index = step.participant, participants.indices.contains(index) else { return text }
        return participants[index] + ": { " + text + " }"
    }

    /// One step as `key: value`.
    public static func stepText<App: ScenarioWritable>(_ kind: StepKind<App>) -> String {
        let value: String
        switch kind {
        case .tap(.named(let target)): value = App.text(of: target)
        case .tap(.point(let point)): value = mapping([("x", number(point.x)), ("y", number(point.y))])
        case .gesture(let gesture): value = text(of: gesture, in: App.self)
        case .app(let step): value = App.text(of: step)
        case .touches(let samples):
            value = "[" + samples.map { sample in
                "[" + [number(sample.time), String(sample.id), sample.phase.rawValue,
                       number(sample.point.x), number(sample.point.y)].joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
        case .wait(let seconds): value = number(seconds)
        case .at(let time): value = number(time)
        case .expect(let expectation): value = mapping(App.fields(of: expectation))
        case .invariants(let names): value = mapping([("invariants", "[" + names.map(scalar).joined(separator: ", ") + "]")])
        case .snapshot(let request):
            if let window = request.window {
                value = mapping([("name", scalar(request.name)), ("from", number(window.from)),
                                 ("to", number(window.to)), ("fps", number(window.fps))])
            } else {
                value = scalar(request.name)
            }
        }
        return kind.keyword + ": " + value
    }

    /// `{key: value, …}`.
    public static func mapping(_ fields: [(String, String)]) -> String {
        "{ " + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// `[x, y]`.
    public static func pair(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

    /// A finite number as the shortest text that parses back to it (`5`, `0.15`, `1.0e-05`).
    public static func number(_ value: Double) -> String {
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        // YAML reads an exponent as a number only after a fraction: 1e-05 → 1.0e-05.
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }), !text[..<exponent].contains(".") {
            text.insert(contentsOf: ".0", at: exponent)
        }
        return text
    }

    /// `text` plain when YAML reads it back as this string, else double-quoted with escapes.
    public static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "." || scalar == "/"
        } && text.first != "-" && ScenarioText.nonStringReading(of: text) == nil
        if plain { return text }
        var quoted = ""
        for scalar in jsonQuoted(text).unicodeScalars {
            // YAML 1.1 also breaks lines at NEL, LS and PS; DEL and C1 are not printable.
            if (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
                || scalar.value == 0xFEFF {
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted
    }

    /// A comment line, through the one escaping rule (``escapedForTerminal(_:)``): control
    /// characters and the line separators U+2028 and U+2029, which YAML reads as line breaks,
    /// written `\u{2028}`, so the comment stays one line and the file still reads back.
    static func commentText(_ text: String) -> String {
        escapedForTerminal(text)
    }
}

/// An app whose scenarios can be written back (``ScenarioWriter``): the studio saves recordings
/// and `explore` prints counterexamples this way.
public protocol ScenarioWritable: ScenarioApp {
    /// The app's top-level keys that differ from the defaults, as `(key, value)` in its key order.
    static func settingsFields(_ settings: Settings) -> [(String, String)]
    /// A step's value (after `key: `).
    static func text(of step: AppStep) -> String
    /// A named target's value (after `tap: `).
    static func text(of target: AppTarget) -> String
    /// An `expect` step's checks, as `(key, value)` in the app's key order.
    static func fields(of expectation: AppExpectation) -> [(String, String)]
    /// What a world's participant says besides its device, as `(key, value)` in the app's key order.
    static func participantFields(_ settings: ParticipantSettings) -> [(String, String)]
}

extension ScenarioWritable where ParticipantSettings == NoSettings {
    public static func participantFields(_ settings: NoSettings) -> [(String, String)] { [] }
}

extension ScenarioWritable where Settings == NoSettings {
    public static func settingsFields(_ settings: NoSettings) -> [(String, String)] { [] }
}

extension ScenarioWritable where AppStep == Never {
    public static func text(of step: Never) -> String {}
}

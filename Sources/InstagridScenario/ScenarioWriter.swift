import InstagridModel
import Support

/// Writes a scenario as YAML that ``ScenarioParser`` reads back to the same scenario: the same
/// name, devices, orientation, options, photo aliases and steps (locations aside). `explore`
/// prints its counterexamples with it.
///
/// Numbers are written as Swift's shortest round-trip text, so they parse back to the same
/// `Double`; names are written plain when YAML reads them as text, quoted otherwise.
package enum ScenarioWriter {
    /// The scenario as a YAML document, after `comments` (one `# ` line each).
    package static func yaml(_ scenario: Scenario, comments: [String] = []) -> String {
        var lines = comments.map { "# " + commentText($0) }
        lines.append("name: " + scalar(scenario.name))
        if scenario.app != .instagrid {
            lines.append("app: " + scenario.app.rawValue)
        }
        if let description = scenario.description {
            lines.append("description: " + scalar(description))
        }
        lines.append("devices: [" + scenario.devices.map(\.id).joined(separator: ", ") + "]")
        if scenario.orientation != .portrait {
            lines.append("orientation: " + scenario.orientation.rawValue)
        }
        let options = optionFields(scenario.options)
        if !options.isEmpty {
            lines.append("options: " + mapping(options))
        }
        if !scenario.photos.isEmpty {
            let photos = scenario.photos.keys.sorted().compactMap { alias in
                scenario.photos[alias].map { (scalar(alias), scalar($0.relativePath)) }
            }
            lines.append("photos: " + mapping(photos))
        }
        lines.append(scenario.steps.isEmpty ? "steps: []" : "steps:")
        for step in scenario.steps {
            lines.append("  - " + stepText(step.kind))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as `key: value`.
    package static func stepText(_ kind: StepKind) -> String {
        let value: String
        switch kind {
        case .tap(.control(let control)): value = control.description
        case .tap(.key(let key)): value = key.name
        case .tap(.point(let point)): value = mapping([("x", number(point.x)), ("y", number(point.y))])
        case let .pick(slot, photo): value = mapping([("slot", String(slot)), ("photo", scalar(photo))])
        case .picker(.cancel): value = "cancel"
        case .picker(.choose(let photo)): value = mapping([("choose", scalar(photo))])
        case .rotate(let orientation): value = orientation.rawValue
        case .swipe(.direction(let direction)): value = direction.rawValue
        case let .swipe(.track(from, to, duration)):
            value = mapping([("from", pair(from)), ("to", pair(to)), ("duration", number(duration))])
        case .touches(let samples):
            value = "[" + samples.map { sample in
                "[" + [number(sample.time), String(sample.id), sample.phase.rawValue,
                       number(sample.point.x), number(sample.point.y)].joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
        case .wait(let seconds): value = number(seconds)
        case .at(let time): value = number(time)
        case .share(let outcome): value = outcome.rawValue
        case .alert(let answer): value = answer.rawValue
        case .expect(let expectation): value = mapping(expectationFields(expectation))
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

    /// The options that differ from the defaults, in the parser's key order.
    static func optionFields(_ options: AppOptions) -> [(String, String)] {
        let defaults = AppOptions()
        var fields: [(String, String)] = []
        if options.incompleteGrid != defaults.incompleteGrid {
            fields.append(("incompleteGrid", options.incompleteGrid.rawValue))
        }
        if options.slideDuration != defaults.slideDuration {
            fields.append(("slideDuration", number(options.slideDuration)))
        }
        if options.returnDuration != defaults.returnDuration {
            fields.append(("returnDuration", number(options.returnDuration)))
        }
        if options.curve != defaults.curve { fields.append(("curve", curveText(options.curve))) }
        if options.initialLayout != defaults.initialLayout {
            fields.append(("initialLayout", String(options.initialLayout.rawValue)))
        }
        if options.exportScale != defaults.exportScale {
            switch options.exportScale {
            case .device: fields.append(("exportScale", "device"))
            case .fixed(let scale): fields.append(("exportScale", String(scale)))
            }
        }
        for option in ScenarioParser.gestureOptions
        where options.gestures[keyPath: option.keyPath] != defaults.gestures[keyPath: option.keyPath] {
            fields.append((option.name, number(options.gestures[keyPath: option.keyPath])))
        }
        return fields
    }

    static func curveText(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case .spring(let damping): mapping([("spring", mapping([("damping", number(damping))]))])
        case let .cubicBezier(x1, y1, x2, y2):
            mapping([("cubic-bezier", "[" + [x1, y1, x2, y2].map(number).joined(separator: ", ") + "]")])
        }
    }

    static func expectationFields(_ expectation: Expectation) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let phase = expectation.phase { fields.append(("phase", phase.rawValue)) }
        if let layout = expectation.layout { fields.append(("layout", String(layout.rawValue))) }
        if let orientation = expectation.orientation { fields.append(("orientation", orientation.rawValue)) }
        if let slots = expectation.slots {
            fields.append(("slots", mapping(slots.keys.sorted().map { slot in
                switch slots[slot] {
                case .photo(let alias)?: (String(slot), scalar(alias))
                case .empty?, nil: (String(slot), "null")
                }
            })))
        }
        if let visible = expectation.visibleSlots {
            fields.append(("visibleSlots", "[" + visible.map(String.init).joined(separator: ", ") + "]"))
        }
        if let offset = expectation.gridOffset { fields.append(("gridOffset", pair(offset))) }
        switch expectation.picker {
        case .hidden?: fields.append(("picker", "null"))
        case .shown(let slot)?: fields.append(("picker", String(slot)))
        case nil: break
        }
        switch expectation.alert {
        case .hidden?: fields.append(("alert", "null"))
        case .shown(let kind)?: fields.append(("alert", kind.rawValue))
        case nil: break
        }
        if let shares = expectation.shares {
            fields.append(("shares", "[" + shares.map(\.rawValue).joined(separator: ", ") + "]"))
        }
        if let time = expectation.time { fields.append(("time", number(time))) }
        if let display = expectation.display { fields.append(("display", scalar(display))) }
        switch expectation.result {
        case .hidden?: fields.append(("result", "null"))
        case .shown(let value)?: fields.append(("result", value.isNaN ? "nan" : value.isInfinite ? (value < 0 ? "-inf" : "inf") : number(value)))
        case nil: break
        }
        return fields
    }

    /// `{key: value, …}`.
    static func mapping(_ fields: [(String, String)]) -> String {
        "{ " + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// `[x, y]`.
    static func pair(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

    /// A finite number as the shortest text that parses back to it (`5`, `0.15`, `1.0e-05`).
    package static func number(_ value: Double) -> String {
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        // YAML reads an exponent as a number only after a fraction: 1e-05 → 1.0e-05.
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }), !text[..<exponent].contains(".") {
            text.insert(contentsOf: ".0", at: exponent)
        }
        return text
    }

    /// `text` plain when YAML reads it back as this string, else double-quoted with escapes.
    package static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "." || scalar == "/"
        } && text.first != "-" && ScenarioParser.nonStringReading(of: text) == nil
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

    /// A comment line: control characters become spaces, so the comment stays one line.
    static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { PathComponent.isControl($0) ? " " : $0 }))
    }
}

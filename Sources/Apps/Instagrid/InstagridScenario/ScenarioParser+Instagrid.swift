import InstagridModel
import Scenarios
import Yams

/// Instagrid's words: its steps, tap targets, `expect` keys, `options` and `photos`.
extension ScenarioParser where App == Instagrid {
    /// Instagrid's own steps.
    mutating func instagridStep(_ field: Field) throws(ScenarioError) -> InstagridStep {
        let value = field.value
        switch field.name {
        case "pick":
            let fields = try fields(of: value, for: "pick", known: ["slot", "photo"], context: "in 'pick'",
                                    expected: "a mapping {slot: n, photo: alias}")
            let slot = try integer(try requireField("slot", in: fields, of: value, context: "in 'pick'").value,
                                   for: "slot", in: 1...4, what: "slot")
            let photo = try requireAlias(try requireField("photo", in: fields, of: value, context: "in 'pick'").value,
                                         for: "photo")
            time += IdealGesture.tapDuration
            return .pick(slot: slot, photo: photo)
        case "picker":
            return .picker(try pickerAnswer(value))
        case "rotate":
            let device: DeviceOrientation = try choice(value, for: "rotate", what: "orientation")
            return device.interface.map(InstagridStep.rotate) ?? .turn(device)
        case "swipe":
            let gesture = try swipe(value)
            time += Instagrid.duration(of: gesture)
            return .swipe(gesture)
        case "share":
            if case .mapping = value { return try shareActivity(value) }
            return .share(try choice(value, for: "share", what: "share outcome"))
        case "alert":
            return .alert(try choice(value, for: "alert", what: "alert answer"))
        case "source", "permission", "settings", "app":
            return try realAppStep(field)
        default:
            throw unknownKey(field.name, at: field.key, context: "in step", known: Instagrid.vocabulary.steps)
        }
    }

    /// `layout-1…3`, `slot-1…4`, or a stand-in's button title.
    func instagridTarget(_ node: Node) throws(ScenarioError) -> InstagridTarget {
        let expected = Instagrid.vocabulary.tapTargetDescription
        guard case .scalar = node else { throw typeError(expected, for: "tap", found: node) }
        let name = try text(node, for: "tap", expected: expected)
        if let control = Instagrid.control(named: name) {
            return .control(control)
        }
        if StandIn.allButtonTitles.contains(name) {
            return .button(name)
        }
        let squeezed = Suggestion.squeeze(name)
        if let match = (Instagrid.tapTargets + StandIn.allButtonTitles).first(where: { Suggestion.squeeze($0) == squeezed }) {
            throw error("unknown tap target '\(ScenarioText.echo(name))'; did you mean '\(match)'?", at: node)
        }
        throw error("unknown tap target '\(ScenarioText.echo(name))'; expected \(Instagrid.tapTargets.joined(separator: ", ")) "
                    + "or a point {x: …, y: …}", at: node)
    }

    /// Instagrid's `expect` keys (docs/scenarios.md).
    mutating func instagridExpectation(_ fields: [Field]) throws(ScenarioError) -> InstagridExpectation {
        var expectation = InstagridExpectation()
        for field in fields {
            let value = field.value
            switch field.name {
            case "phase":
                expectation.phase = try choice(value, for: "phase", what: "phase", as: InstagridModel.Phase.self)
            case "layout":
                let number = try integer(value, for: "layout", in: 1...3, what: "layout")
                expectation.layout = Layout(rawValue: number)
            case "orientation":
                expectation.orientation = try choice(value, for: "orientation", what: "orientation", as: Orientation.self)
            case "slots":
                expectation.slots = try expectedSlots(value)
            case "visibleSlots":
                var slots: [Int] = []
                for item in try items(value, for: "visibleSlots", expected: "a list of slot numbers") {
                    slots.append(try integer(item, for: "visibleSlots", in: 1...4, what: "slot"))
                }
                expectation.visibleSlots = slots
            case "gridOffset":
                expectation.gridOffset = try point(value, for: "gridOffset")
            case "picker":
                expectation.picker = try presence(value) { () throws(ScenarioError) in
                    guard case .number? = ScenarioText.scalarValue(value) else {
                        throw typeError("a slot number or null", for: "picker", found: value)
                    }
                    return try integer(value, for: "picker", in: 1...4, what: "slot")
                }
            case "alert":
                expectation.alert = try presence(value) { () throws(ScenarioError) in
                    try choice(value, for: "alert", what: "alert", as: AlertKind.self)
                }
            case "shares":
                var outcomes: [ShareOutcome] = []
                for item in try items(value, for: "shares", expected: "a list of share outcomes") {
                    outcomes.append(try choice(item, for: "shares", what: "share outcome"))
                }
                expectation.shares = outcomes
            case "time":
                expectation.time = try seconds(value, for: "time")
            default:
                try realAppExpectation(field, into: &expectation)
            }
        }
        return expectation
    }

    /// `slots: {1: alias, 2: null}`: a photo alias, or `null` (unquoted) for an empty slot.
    func expectedSlots(_ node: Node) throws(ScenarioError) -> [Int: SlotContent] {
        guard case .mapping(let mapping) = node else {
            throw typeError("a mapping of slot numbers to photo aliases or null", for: "slots", found: node)
        }
        var slots: [Int: SlotContent] = [:]
        for (key, value) in mapping {
            guard case .number? = ScenarioText.scalarValue(key) else {
                throw error("expected a slot number 1…4 as a key in 'slots', found \(ScenarioText.describe(key))", at: key)
            }
            let slot = try integer(key, for: "slots", in: 1...4, what: "slot")
            if case .null? = ScenarioText.scalarValue(value) {
                slots[slot] = .empty
            } else {
                slots[slot] = .photo(try requireAlias(value, for: "slot \(slot)", inSlots: true))
            }
        }
        return slots
    }


    /// `photos`: alias → path relative to the scenario file. Aliases are registered even when
    /// their file is missing, so that steps naming them report no second error.
    func photos(_ node: Node, aliases: inout [String], errors: inout [ScenarioError]) -> [String: PhotoSource] {
        guard case .mapping(let mapping) = node else {
            errors.append(typeError("a mapping of photo aliases to paths", for: "photos", found: node))
            return [:]
        }
        var photos: [String: PhotoSource] = [:]
        for (key, value) in mapping {
            do {
                let alias = try aliasDefinition(key)
                aliases.append(alias)
                let source = try photo(alias: alias, value)
                photos[alias] = source
            } catch {
                errors.append(error)
            }
        }
        return photos
    }

    /// One photo entry; its file must exist and be a regular file.
    func photo(alias: String, _ node: Node) throws(ScenarioError) -> PhotoSource {
        let relative = try text(node, for: alias, expected: "a file path")
        guard !relative.isEmpty else {
            throw error("the path of photo '\(ScenarioText.echo(alias))' is empty", at: node)
        }
        let resolved: String
        if relative.hasPrefix("/") || directory.isEmpty {
            resolved = relative
        } else {
            resolved = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
        }
        if checksFiles { try checkFile(resolved, what: "photo", at: node) }
        return PhotoSource(alias: alias, relativePath: relative, resolvedPath: resolved, location: location(node))
    }

    /// `cancel` or `{choose: alias}`.
    func pickerAnswer(_ node: Node) throws(ScenarioError) -> PickerAnswer {
        switch node {
        case .mapping:
            let fields = try fields(of: node, for: "picker", known: ["choose"], context: "in 'picker'")
            let field = try requireField("choose", in: fields, of: node, context: "in 'picker'")
            return .choose(photo: try requireAlias(field.value, for: "choose"))
        default:
            return try choice(node, for: "picker", what: "picker answer", among: ["cancel"]) {
                $0 == "cancel" ? PickerAnswer.cancel : nil
            }
        }
    }

    /// A direction, or `{from: [x, y], to: [x, y], duration: s}`.
    func swipe(_ node: Node) throws(ScenarioError) -> SwipeGesture {
        guard case .mapping = node else {
            return .direction(try choice(node, for: "swipe", what: "direction"))
        }
        let fields = try fields(of: node, for: "swipe", known: ["from", "to", "duration"], context: "in 'swipe'")
        let from = try point(try requireField("from", in: fields, of: node, context: "in 'swipe'").value, for: "from")
        let to = try point(try requireField("to", in: fields, of: node, context: "in 'swipe'").value, for: "to")
        var duration = IdealGesture.defaultTrackDuration
        if let field = fields.first(where: { $0.name == "duration" }) {
            duration = try seconds(field.value, for: "duration", strictly: true)
        }
        return .track(from: from, to: to, duration: duration)
    }
}

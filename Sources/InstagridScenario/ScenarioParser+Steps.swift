import InstagridModel
import Support
import Yams

/// The `steps` list and the static timeline.
extension ScenarioParser {
    static let stepKeys = ["tap", "pick", "picker", "rotate", "swipe", "touches", "wait", "at", "share", "alert",
                           "expect", "snapshot"]

    /// Slack when comparing times, so that decimal sums such as 0.1 + 0.2 compare as written.
    static let timeTolerance = 1e-9

    static let tapTargets = ["layout-1", "layout-2", "layout-3", "slot-1", "slot-2", "slot-3", "slot-4"]

    /// `steps`: a list of one-key mappings.
    mutating func steps(_ node: Node) throws(ScenarioError) -> [Step] {
        let nodes = try items(node, for: "steps", expected: "a list of steps")
        var steps: [Step] = []
        for item in nodes {
            steps.append(try step(item))
        }
        return steps
    }

    /// One step; advances the static time by what it takes on the clock.
    mutating func step(_ node: Node) throws(ScenarioError) -> Step {
        guard case .mapping = node else {
            throw error("expected a step such as 'tap: slot-1', found \(Self.describe(node))", at: node)
        }
        let fields = try fields(of: node, for: "step", known: Self.stepKeys, context: "in step")
        guard let field = fields.first else {
            throw error("a step has exactly one key, found none; expected one of: "
                        + Self.stepKeys.joined(separator: ", "), at: node)
        }
        guard fields.count == 1 else {
            throw error("a step has exactly one key, found '\(field.name)' and '\(fields[1].name)'; "
                        + "write each step as its own list item", at: fields[1].key)
        }
        guard app.steps.contains(field.name) else {
            throw error("'\(field.name)' is not an input of \(app.rawValue); its steps are: "
                        + app.steps.joined(separator: ", "), at: field.key)
        }
        let kind = try stepKind(field)
        try checkTotals(after: kind, at: field.value)
        return Step(kind, at: location(field.key))
    }

    /// Adds the step's inputs to the scenario's and checks the totals so far against
    /// ``ScenarioLimits``: the clock and the inputs (the screens of snapshots are counted where
    /// they are read).
    mutating func checkTotals(after kind: StepKind, at node: Node) throws(ScenarioError) {
        if time > ScenarioLimits.maxSeconds + Self.timeTolerance {
            throw error("this step runs the scenario to \(Self.format(time)) s; a scenario runs at most "
                        + "\(Self.format(ScenarioLimits.maxSeconds)) s", at: node)
        }
        inputs += IdealGesture.inputCount(of: kind)
        if inputs > ScenarioLimits.maxInputs {
            throw error("this step brings the scenario to \(inputs) inputs; a scenario sends at most "
                        + "\(ScenarioLimits.maxInputs); split it into several scenarios", at: node)
        }
    }

    /// What a step's key and value say.
    mutating func stepKind(_ field: Field) throws(ScenarioError) -> StepKind {
        let value = field.value
        switch field.name {
        case "tap":
            let target = try tapTarget(value)
            time += IdealGesture.tapDuration
            return .tap(target)
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
            return .rotate(try choice(value, for: "rotate", what: "orientation"))
        case "swipe":
            let gesture = try swipe(value)
            time += IdealGesture.duration(of: gesture)
            return .swipe(gesture)
        case "touches":
            let samples = try touches(value)
            time += samples.last?.time ?? 0
            return .touches(samples)
        case "wait":
            let seconds = try self.seconds(value, for: "wait")
            time += seconds
            return .wait(seconds)
        case "at":
            let seconds = try self.seconds(value, for: "at")
            if seconds < time - Self.timeTolerance {
                throw error("'at: \(Self.format(seconds))' goes back in time: the scenario is already at "
                            + "\(Self.format(time)) s here", at: value)
            }
            time = max(time, seconds)
            return .at(seconds)
        case "share":
            return .share(try choice(value, for: "share", what: "share outcome"))
        case "alert":
            return .alert(try choice(value, for: "alert", what: "alert answer"))
        case "expect":
            return .expect(try expectation(value))
        case "snapshot":
            return .snapshot(try snapshot(value))
        default:
            throw unknownKey(field.name, at: field.key, context: "in step", known: Self.stepKeys)
        }
    }

    /// `layout-1…3`, `slot-1…4` or `{x: …, y: …}`.
    func tapTarget(_ node: Node) throws(ScenarioError) -> TapTarget {
        if app == .countonme { return try calculatorTarget(node) }
        let expected = "a tap target (layout-1…3, slot-1…4 or {x: …, y: …})"
        switch node {
        case .mapping:
            let fields = try fields(of: node, for: "tap", known: ["x", "y"], context: "in 'tap'")
            let x = try coordinate(try requireField("x", in: fields, of: node, context: "in 'tap'").value, for: "x")
            let y = try coordinate(try requireField("y", in: fields, of: node, context: "in 'tap'").value, for: "y")
            return .point(Point(x: x, y: y))
        case .scalar:
            let name = try text(node, for: "tap", expected: expected)
            if let control = Self.control(named: name) {
                return .control(control)
            }
            if ScenarioApp.countonme.tapTargets.contains(name) {
                throw error("'\(echo(name))' is a target of countonme, not of instagrid; "
                            + "write 'app: countonme' at the top level to drive the calculator", at: node)
            }
            let squeezed = Suggestion.squeeze(name)
            if let match = Self.tapTargets.first(where: { Suggestion.squeeze($0) == squeezed }) {
                throw error("unknown tap target '\(echo(name))'; did you mean '\(match)'?", at: node)
            }
            throw error("unknown tap target '\(echo(name))'; expected \(Self.tapTargets.joined(separator: ", ")) "
                        + "or a point {x: …, y: …}", at: node)
        default:
            throw typeError(expected, for: "tap", found: node)
        }
    }

    /// The control a target name names, if any.
    static func control(named name: String) -> Control? {
        if name.hasPrefix("layout-"), let number = Int(name.dropFirst(7)), String(number) == name.dropFirst(7),
           let layout = Layout(rawValue: number) {
            return .layoutButton(layout)
        }
        if name.hasPrefix("slot-"), let number = Int(name.dropFirst(5)), String(number) == name.dropFirst(5),
           (1...4).contains(number) {
            return .slot(number)
        }
        return nil
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

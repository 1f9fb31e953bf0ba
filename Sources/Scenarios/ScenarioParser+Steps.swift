import Devices
import Support
import Yams

/// The `steps` list and the static timeline.
extension ScenarioParser {
    /// Slack when comparing times, so that decimal sums such as 0.1 + 0.2 compare as written.
    public static var timeTolerance: Double { 1e-9 }

    /// `steps`: a list of one-key mappings.
    mutating func steps(_ node: Node) throws(ScenarioError) -> [Step<App>] {
        let nodes = try items(node, for: "steps", expected: "a list of steps")
        var steps: [Step<App>] = []
        for item in nodes {
            steps.append(try step(item))
        }
        try checkTouchesEnded()
        return steps
    }

    /// One step; advances the static time by what it takes on the clock.
    mutating func step(_ node: Node) throws(ScenarioError) -> Step<App> {
        guard case .mapping = node else {
            throw error("expected a step such as '\(vocabulary.exampleStep)', found \(ScenarioText.describe(node))", at: node)
        }
        let steps = stepsHere
        let everyStep = steps + (vocabulary.allSteps + (vocabulary.world?.steps ?? []) + participantNames
                                 + others.flatMap(\.steps))
            .filter { !steps.contains($0) }
        // Inside a step addressed to a participant, an unknown key is one phone's step misspelt:
        // point to the phone's steps, not to the participants or the world's steps.
        let named = participant.map { "in a step for '\(participantNames[$0])'" }
        // Elsewhere it is told this app's keys, each once: the steps here, the participants, the
        // phone's steps (another app's steps are known only to say whose they are).
        var seen = Set<String>()
        let here = (steps + participantNames + vocabulary.allSteps).filter { seen.insert($0).inserted }
        let fields = try fields(of: node, for: "step", known: everyStep, context: named ?? "in step",
                                suggesting: named == nil ? here : steps)
        guard let field = fields.first else {
            throw error("a step has exactly one key, found none; expected one of: "
                        + steps.joined(separator: ", "), at: node)
        }
        guard fields.count == 1 else {
            throw error("a step has exactly one key, found '\(field.name)' and '\(fields[1].name)'; "
                        + "write each step as its own list item", at: fields[1].key)
        }
        if let world = vocabulary.world {
            if let problem = worldPlacementProblem(field, world: world) {
                throw error(problem, at: field.key)
            }
            if participant == nil, let index = participantNames.firstIndex(of: field.name) {
                return try addressedStep(field, participant: index)
            }
        }
        guard steps.contains(field.name) else {
            throw error("'\(field.name)' is not an input of \(vocabulary.app); its steps are: "
                        + steps.joined(separator: ", "), at: field.key)
        }
        let kind = try stepKind(field)
        for id in idealTouchIDs(kind) {
            if let began = touchesDown[id] {
                throw error("'\(field.name)' uses touch \(id), which is still down since line "
                            + "\(began.line) (a 'touches' step); end it first, or give the recording another id",
                            at: field.key)
            }
        }
        try checkTotals(after: kind, at: field.value)
        return Step(kind, at: location(field.key))
    }

    /// The steps that may be written here: a phone's (in a scenario of one phone, or inside a
    /// step addressed to a participant; the gesture steps included), or at a world's top level
    /// the world's steps and the participants' names.
    var stepsHere: [String] {
        guard let world = vocabulary.world, participant == nil else { return vocabulary.allSteps }
        return world.worldSteps + participantNames
    }

    /// The idealized touches the step touches the screen with: touch 1 for a tap and the app's
    /// steps that say so, touches 1 and 2 for two-finger gestures.
    func idealTouchIDs(_ kind: StepKind<App>) -> [Int] {
        switch kind {
        case .tap: [IdealGesture.touchID]
        case .gesture(let gesture): gesture.touchIDs
        case .app(let step): App.usesIdealTouch(step) ? [IdealGesture.touchID] : []
        case .touches, .wait, .at, .expect, .invariants, .snapshot: []
        }
    }

    /// Adds the step's inputs to the scenario's and checks the totals so far against
    /// ``ScenarioLimits``: the clock and the inputs (the screens of snapshots are counted where
    /// they are read).
    mutating func checkTotals(after kind: StepKind<App>, at node: Node) throws(ScenarioError) {
        if time > ScenarioLimits.maxSeconds + Self.timeTolerance {
            throw error("this step runs the scenario to \(ScenarioText.format(time)) s; a scenario runs at most "
                        + "\(ScenarioText.format(ScenarioLimits.maxSeconds)) s", at: node)
        }
        inputs += kind.inputCount
        if inputs > ScenarioLimits.maxInputs {
            throw error("this step brings the scenario to \(inputs) inputs; a scenario sends at most "
                        + "\(ScenarioLimits.maxInputs); split it into several scenarios", at: node)
        }
    }

    /// What a step's key and value say.
    mutating func stepKind(_ field: Field) throws(ScenarioError) -> StepKind<App> {
        let value = field.value
        switch field.name {
        case "tap":
            let target = try tapTarget(value)
            time += IdealGesture.tapDuration
            return .tap(target)
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
                throw error("'at: \(ScenarioText.format(seconds))' goes back in time: the scenario is already at "
                            + "\(ScenarioText.format(time)) s here", at: value)
            }
            time = max(time, seconds)
            return .at(seconds)
        case "expect":
            if case .mapping(let mapping) = value, let key = mapping.first(where: { $0.key.string == "invariants" })?.key {
                return .invariants(try invariants(value, key: key))
            }
            return .expect(try expectation(value))
        case "snapshot":
            return .snapshot(try snapshot(value))
        case "rotate":
            // A mapping turns two fingers; a word turns the device, for an app that has that step.
            if case .mapping = value { return try gestureKind(field) }
            guard vocabulary.steps.contains("rotate") else {
                throw error("\(vocabulary.app) has no device rotation: 'rotate' turns two fingers and takes a mapping "
                            + "such as '{ on: \(exampleTarget), angle: 90 }', found \(ScenarioText.describe(value))",
                            at: value)
            }
            try chargeExpansion(field.value, for: field.name)
            return .app(try App.step(field, in: &self))
        case _ where Vocabulary.gestureSteps.contains(field.name):
            return try gestureKind(field)
        default:
            try chargeExpansion(field.value, for: field.name)
            return .app(try App.step(field, in: &self))
        }
    }

    /// A gesture step; advances the static time by what it takes.
    mutating func gestureKind(_ field: Field) throws(ScenarioError) -> StepKind<App> {
        let gesture = try gesture(field)
        time += gesture.duration
        return .gesture(gesture)
    }

    /// A point `{x: …, y: …}` or `{at: [x, y]}`, or one of the app's targets.
    func tapTarget(_ node: Node) throws(ScenarioError) -> TapTarget<App.AppTarget> {
        guard case .mapping = node else {
            do {
                return .named(try App.target(node, in: self))
            } catch {
                // A name the app does not know may be another app's (an app whose targets are
                // its scenario's own, the gesture lab's views, knows them first).
                if case .scalar(let scalar) = node, !vocabulary.tapTargets.contains(scalar.string),
                   let other = others.first(where: { $0.tapTargets.contains(scalar.string) }) {
                    throw self.error(otherAppTarget(scalar.string, of: other), at: node)
                }
                throw error
            }
        }
        let fields = try fields(of: node, for: "tap", known: ["x", "y", "at"], context: "in 'tap'")
        if let at = fields.first(where: { $0.name == "at" }) {
            guard fields.count == 1 else {
                throw error("'tap' takes 'at: [x, y]' or 'x' and 'y', not both", at: fields[1].key)
            }
            return .point(try point(at.value, for: "at"))
        }
        let x = try coordinate(try requireField("x", in: fields, of: node, context: "in 'tap'").value, for: "x")
        let y = try coordinate(try requireField("y", in: fields, of: node, context: "in 'tap'").value, for: "y")
        return .point(Point(x: x, y: y))
    }

    /// "'digit-1' is a target of countonme, not of instagrid; …", for a target of another app.
    func otherAppTarget(_ name: String, of other: Vocabulary) -> String {
        "'\(echo(name))' is a target of \(other.app), not of \(vocabulary.app); "
            + (namesApp && !vocabulary.tapTargets.isEmpty
                ? "its targets are: " + vocabulary.tapTargets.joined(separator: ", ")
                : "write 'app: \(other.app)' at the top level to drive it")
    }
}

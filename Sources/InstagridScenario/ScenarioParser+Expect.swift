import InstagridModel
import Support
import Yams

/// `expect` and `snapshot` steps.
extension ScenarioParser {
    static let expectKeys = ["phase", "layout", "orientation", "slots", "visibleSlots", "gridOffset", "picker",
                             "alert", "shares", "time"]

    /// `expect`: at least one check; only the listed ones are made.
    func expectation(_ node: Node) throws(ScenarioError) -> Expectation {
        if case .mapping(let mapping) = node {
            for (key, _) in mapping {
                guard let name = key.string, !app.expectKeys.contains(name),
                      ScenarioApp.allCases.contains(where: { $0.expectKeys.contains(name) }) else { continue }
                throw error("'\(name)' is not an expect key of \(app.rawValue); its keys are: "
                            + app.expectKeys.joined(separator: ", "), at: key)
            }
        }
        let fields = try fields(of: node, for: "expect", known: app.expectKeys, context: "in 'expect'",
                                expected: "a mapping of checks")
        guard !fields.isEmpty else {
            throw error("'expect' has no checks; add one of: " + app.expectKeys.joined(separator: ", "), at: node)
        }
        if app == .countonme { return try calculatorExpectation(fields) }
        var expectation = Expectation()
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
                    guard case .number? = Self.scalarValue(value) else {
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
            default: // "time"
                expectation.time = try seconds(value, for: "time")
            }
        }
        return expectation
    }

    /// `null` (unquoted) for hidden, else what `shown` reads.
    func presence<Value>(_ node: Node, shown: () throws(ScenarioError) -> Value) throws(ScenarioError)
        -> Presence<Value> {
        if case .null? = Self.scalarValue(node) { return .hidden }
        return .shown(try shown())
    }

    /// `slots: {1: alias, 2: null}`: a photo alias, or `null` (unquoted) for an empty slot.
    func expectedSlots(_ node: Node) throws(ScenarioError) -> [Int: SlotContent] {
        guard case .mapping(let mapping) = node else {
            throw typeError("a mapping of slot numbers to photo aliases or null", for: "slots", found: node)
        }
        var slots: [Int: SlotContent] = [:]
        for (key, value) in mapping {
            guard case .number? = Self.scalarValue(key) else {
                throw error("expected a slot number 1…4 as a key in 'slots', found \(Self.describe(key))", at: key)
            }
            let slot = try integer(key, for: "slots", in: 1...4, what: "slot")
            if case .null? = Self.scalarValue(value) {
                slots[slot] = .empty
            } else {
                slots[slot] = .photo(try requireAlias(value, for: "slot \(slot)", inSlots: true))
            }
        }
        return slots
    }

    /// Characters allowed in snapshot names.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_" || scalar == "."
    }

    /// `snapshot: name` or `{name: s, from: S, to: S, fps: N}`.
    mutating func snapshot(_ node: Node) throws(ScenarioError) -> SnapshotRequest {
        guard case .mapping = node else {
            let request = SnapshotRequest(name: try snapshotName(node))
            try countScreens(1, at: node)
            return request
        }
        let context = "in 'snapshot'"
        let fields = try fields(of: node, for: "snapshot", known: ["name", "from", "to", "fps"], context: context)
        let name = try snapshotName(try requireField("name", in: fields, of: node, context: context).value)
        guard fields.contains(where: { $0.name != "name" }) else {
            try countScreens(1, at: node)
            return SnapshotRequest(name: name)
        }
        for key in ["from", "to", "fps"] where !fields.contains(where: { $0.name == key }) {
            throw error("missing '\(key)' in 'snapshot': a window needs 'from', 'to' and 'fps'", at: node)
        }
        func value(_ key: String) -> Node { fields.first { $0.name == key }?.value ?? node }
        let from = try seconds(value("from"), for: "from")
        let to = try number(value("to"), for: "to")
        guard to > from else {
            throw error("'to' must be later than 'from' (\(Self.format(from))), found \(Self.format(to))",
                        at: value("to"))
        }
        _ = try seconds(value("to"), for: "to")
        let fps = try nonNegative(value("fps"), for: "fps", strictly: true)
        guard fps <= ScenarioLimits.maxFPS else {
            throw error("'fps' must be at most \(Self.format(ScenarioLimits.maxFPS)), found \(Self.format(fps))",
                        at: value("fps"))
        }
        let window = AnimationWindow(from: from, to: to, fps: fps)
        guard window.frameCount <= ScenarioLimits.maxSheetFrames else {
            throw error("this window holds \(window.frameCount) frames; an animation snapshot holds at most "
                        + "\(ScenarioLimits.maxSheetFrames) (lower 'fps' or shorten the window; "
                        + "instagrid-sim frames dumps longer spans)", at: node)
        }
        try countScreens(window.frameCount, at: node)
        return SnapshotRequest(name: name, window: window)
    }

    /// Adds `screens` to those the scenario's snapshots draw, at most
    /// ``ScenarioLimits/maxSnapshotScreens``.
    mutating func countScreens(_ screens: Int, at node: Node) throws(ScenarioError) {
        snapshotScreens += screens
        guard snapshotScreens <= ScenarioLimits.maxSnapshotScreens else {
            throw error("this snapshot brings the scenario to \(snapshotScreens) screens to draw; the snapshots of a "
                        + "scenario draw at most \(ScenarioLimits.maxSnapshotScreens) (a still counts one, an "
                        + "animation its frames)", at: node)
        }
    }

    /// A snapshot name: of letters, digits, `-`, `_` and `.`, usable as a file name
    /// (``PathComponent``), not reserved, not used before in the scenario.
    mutating func snapshotName(_ node: Node) throws(ScenarioError) -> String {
        let name = try word(node, for: "snapshot", expected: "a snapshot name")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isNameCharacter) else {
            throw error("snapshot name '\(echo(name))' must use only letters, digits, '-', '_' and '.'", at: node)
        }
        if let problem = PathComponent.problem(name) {
            throw error("snapshot name '\(echo(name))' must be usable as a file name: it \(problem)", at: node)
        }
        let lowered = name.lowercased()
        if lowered == "final" {
            throw error("snapshot name 'final' is reserved for the final state", at: node)
        }
        if lowered.hasPrefix("shared-"), !lowered.dropFirst(7).isEmpty,
           lowered.dropFirst(7).allSatisfy(\.isASCII), lowered.dropFirst(7).allSatisfy(\.isNumber) {
            throw error("snapshot name '\(echo(name))' is reserved for shared images", at: node)
        }
        guard !snapshotNames.contains(lowered) else {
            throw error("snapshot name '\(echo(name))' is used twice in this scenario", at: node)
        }
        snapshotNames.insert(lowered)
        return name
    }
}

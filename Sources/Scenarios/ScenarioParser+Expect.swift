import Support
import Yams

/// `expect` and `snapshot` steps.
extension ScenarioParser {
    /// `expect`: at least one check; only the listed ones are made (the app reads them).
    mutating func expectation(_ node: Node) throws(ScenarioError) -> App.AppExpectation {
        let keys = expectKeysHere
        if case .mapping(let mapping) = node {
            for (key, _) in mapping {
                if let name = key.string, let problem = worldExpectProblem(name) {
                    throw error(problem, at: key)
                }
                guard let name = key.string, !keys.contains(name),
                      others.contains(where: { $0.expectKeys.contains(name) }) else { continue }
                throw error("'\(name)' is not an expect key of \(vocabulary.app); its keys are: "
                            + keys.joined(separator: ", "), at: key)
            }
        }
        let fields = try fields(of: node, for: "expect", known: keys, context: "in 'expect'",
                                expected: "a mapping of checks")
        guard !fields.isEmpty else {
            throw error("'expect' has no checks; add one of: " + keys.joined(separator: ", "), at: node)
        }
        try chargeExpansion(fields)
        return try App.expectation(fields, in: &self)
    }

    /// `expect: { invariants: [NAME…] }`: names of the app's invariants, in an `expect` of
    /// their own (docs/explore.md).
    func invariants(_ node: Node, key: Node) throws(ScenarioError) -> [String] {
        let names = App.invariants.map(\.name)
        guard !names.isEmpty else {
            throw error("\(vocabulary.app) has no invariants to check", at: key)
        }
        if vocabulary.world != nil, participant != nil {
            throw error("'invariants' are the world's; check them in an 'expect' step of its own, not inside "
                        + "'\(participantNames[participant ?? 0]): { … }'", at: key)
        }
        let fields = try fields(of: node, for: "expect", known: ["invariants"], context: "in an 'expect' of invariants",
                                suggesting: ["invariants"])
        guard fields.count == 1, let field = fields.first else {
            throw error("'invariants' is checked in an 'expect' of its own", at: key)
        }
        let items: [Node] = if case .sequence = field.value { try self.items(field.value, for: "invariants") } else { [field.value] }
        guard !items.isEmpty else { throw error("'invariants' names none; name one of: " + names.joined(separator: ", "), at: field.value) }
        var chosen: [String] = []
        for item in items {
            let name = try word(item, for: "invariants", expected: "an invariant's name")
            guard names.contains(name) else {
                let hint = Suggestion.hint(for: name, among: names)
                throw error("unknown invariant '\(echo(name))' of \(vocabulary.app)"
                            + (hint.isEmpty ? "; expected one of: " + names.joined(separator: ", ") : hint), at: item)
            }
            if !chosen.contains(name) { chosen.append(name) }
        }
        return chosen
    }

    /// The `expect` keys that may be written here: a phone's, or the world's at a world's top level.
    var expectKeysHere: [String] {
        guard let world = vocabulary.world, participant == nil else { return vocabulary.expectKeys }
        return world.expectKeys
    }

    /// In a world, why `name` cannot be checked where it is written: a phone's key at the world
    /// level, or the world's inside a step addressed to a participant.
    func worldExpectProblem(_ name: String) -> String? {
        guard let world = vocabulary.world, !expectKeysHere.contains(name) else { return nil }
        if let index = participant, world.expectKeys.contains(name) {
            return "'\(name)' is an expect key of the world, not of one phone; check it in an 'expect' step of "
                + "its own, not inside '\(participantNames[index]): { … }'"
        }
        if participant == nil, vocabulary.expectKeys.contains(name) {
            let example = participantNames.first ?? "alice"
            return "'\(name)' is an expect key of one participant's phone; address it, e.g. "
                + "'\(example): { expect: { \(name): … } }'"
        }
        return nil
    }

    /// `null` (unquoted) for hidden, else what `shown` reads.
    public func presence<Value>(_ node: Node, shown: () throws(ScenarioError) -> Value) throws(ScenarioError)
        -> Presence<Value> {
        if case .null? = ScenarioText.scalarValue(node) { return .hidden }
        return .shown(try shown())
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
            throw error("'to' must be later than 'from' (\(ScenarioText.format(from))), found \(ScenarioText.format(to))",
                        at: value("to"))
        }
        _ = try seconds(value("to"), for: "to")
        let fps = try nonNegative(value("fps"), for: "fps", strictly: true)
        guard fps <= ScenarioLimits.maxFPS else {
            throw error("'fps' must be at most \(ScenarioText.format(ScenarioLimits.maxFPS)), found \(ScenarioText.format(fps))",
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
        // Names are unique per golden folder: in a world, each participant's and the world's.
        let scoped = (participant.map { participantNames[$0] + "/" } ?? "") + lowered
        guard !snapshotNames.contains(scoped) else {
            throw error("snapshot name '\(echo(name))' is used twice in this scenario"
                        + (participant.map { " for '\(participantNames[$0])'" } ?? ""), at: node)
        }
        snapshotNames.insert(scoped)
        return name
    }
}

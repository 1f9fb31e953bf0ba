import Devices
import Foundation
import Support
import Yams

/// Reads scenario scripts (docs/scenarios.md) of one app into validated ``Scenario`` values.
///
/// The reader owns what every app shares — the top level, the shared steps, the static clock,
/// the limits — and asks the app (``ScenarioApp``) for its own keys. Its node readers (`text`,
/// `number`, `choice`, `fields`, `error(_:at:)`, …) are the located-node API an app parses its
/// words with, so that every mistake reads `path:line:column: error: …`, with did-you-mean.
///
/// Every problem is a `ScenarioError` that points at the key or value to fix; when a file has
/// several, the first in the file is reported.
public struct ScenarioParser<App: ScenarioApp>: Sendable {
    /// A node of the YAML document, with its position in the file.
    public typealias Node = Yams.Node

    /// The file's path as given, for locations.
    public let path: String
    /// The folder relative paths in the scenario resolve against ("" for the current folder).
    public let directory: String
    /// What the app's top-level keys said, once read (they are read before the steps).
    public internal(set) var settings: App.Settings = App.defaultSettings
    /// The static time at the current step: what the clock reads when the step starts. An app's
    /// step moves it by what the step takes.
    public var time: Double = 0
    /// The other apps of the program, so that a word of one of them is named as such.
    var others: [Vocabulary] = []
    /// Whether the scenario says which app it drives (`app:`).
    var namesApp = false
    /// Snapshot names used so far (lowercased, as file systems may ignore case).
    var snapshotNames: Set<String> = []
    /// Inputs the steps so far send.
    var inputs = 0
    /// Screens the snapshot steps so far draw.
    var snapshotScreens = 0
    /// Nodes and bytes of scalars of the values the app has read so far, aliases expanded
    /// (``chargeExpansion(_:for:)``).
    var expandedNodes = 0
    var expandedBytes = 0
    /// Whether files the scenario names (photos) must exist (not for scenarios that are only
    /// run, never drawn).
    public internal(set) var checksFiles = true
    /// Raw touches down after the steps so far, with the row that began each (R26: a touch may
    /// end in a later `touches` step), on the phone the current step is for.
    var touchesDown: [Int: SourceLocation] = [:]
    /// Raw touch ids seen so far, and the order they first began in.
    var touchesSeen: Set<Int> = []
    var touchOrder: [Int] = []
    /// In a world, the touches of the phones other than the current step's, by participant.
    var otherPhonesTouches: [Int: TouchBook] = [:]
    /// In a world, the participants' names, in order, once read (they are read before the
    /// app's settings and the steps, which may name them).
    public internal(set) var participantNames: [String] = []
    /// While an addressed step (`alice: { … }`) is read, the participant it is for; nil for a
    /// step of the world as a whole and in a scenario of one phone. An app's step, target and
    /// `expect` readers see it here.
    public internal(set) var participant: Int?

    /// The app's words.
    var vocabulary: Vocabulary { App.vocabulary }

    init(path: String, others: [Vocabulary] = []) {
        self.path = path
        self.others = others.filter { $0.app != App.vocabulary.app }
        if let slash = path.lastIndex(of: "/") {
            let folder = String(path[..<slash])
            self.directory = folder.isEmpty ? "/" : folder
        } else {
            self.directory = ""
        }
    }

    /// Parses scenario text; `path` names it in messages and locates its files. `others` are
    /// the other apps of the program: a word of one of them is named as such.
    public static func parse(yaml: String, path: String, others: [Vocabulary] = []) throws(ScenarioError)
        -> Scenario<App> {
        var parser = ScenarioParser(path: path, others: others)
        let root = try ScenarioDocument.compose(yaml, path: path)
        return try parser.scenario(from: root)
    }

    /// Reads and parses the scenario file at `path` (``ScenarioDocument/read(_:limits:)``).
    public static func parse(contentsOf path: String, limits: ScenarioLimits = .default,
                             others: [Vocabulary] = []) throws(ScenarioError) -> Scenario<App> {
        try parse(try ScenarioDocument.read(path, limits: limits), others: others)
    }

    /// Parses a composed document (``ScenarioDocument``).
    public static func parse(_ document: ScenarioDocument, others: [Vocabulary] = []) throws(ScenarioError)
        -> Scenario<App> {
        var parser = ScenarioParser(path: document.path, others: others)
        return try parser.scenario(from: document.root)
    }

    /// Parses scenario text that is only run, never drawn: as ``parse(yaml:path:others:)``, but
    /// the files it names need not exist (`explore` reads back the scenarios it prints).
    public static func parseSteps(yaml: String, path: String, others: [Vocabulary] = []) throws(ScenarioError)
        -> Scenario<App> {
        var parser = ScenarioParser(path: path, others: others)
        parser.checksFiles = false
        let root = try ScenarioDocument.compose(yaml, path: path)
        return try parser.scenario(from: root)
    }

    /// Parses a composed document that is only run, never drawn (as ``parseSteps(yaml:path:others:)``).
    public static func parseSteps(_ document: ScenarioDocument, others: [Vocabulary] = []) throws(ScenarioError)
        -> Scenario<App> {
        var parser = ScenarioParser(path: document.path, others: others)
        parser.checksFiles = false
        return try parser.scenario(from: document.root)
    }

    /// A parser of text that is not a whole scenario (an app's `--options`); `path` names the
    /// text in messages.
    public static func fragment(path: String) -> ScenarioParser {
        ScenarioParser(path: path)
    }

    /// The document's root node; YAML syntax errors become scenario errors.
    public func compose(_ yaml: String) throws(ScenarioError) -> Node {
        try ScenarioDocument.compose(yaml, path: path)
    }

    /// Builds the scenario. Parts are read one by one so that the first error in the file is
    /// the one reported, whatever the order of the top-level keys.
    mutating func scenario(from root: Node) throws(ScenarioError) -> Scenario<App> {
        guard case .mapping(let mapping) = root else {
            throw error("a scenario is a mapping with at least 'steps', found \(ScenarioText.describe(root))", at: root)
        }
        var errors: [ScenarioError] = []
        var fields: [String: Field] = [:]
        let app = vocabulary.app
        if let appValue = mapping.first(where: { $0.key.string == "app" })?.value {
            namesApp = true
            do {
                let apps = [app] + others.map(\.app)
                let named = try choice(appValue, for: "app", what: "app", among: apps) { apps.contains($0) ? $0 : nil }
                if named != app {
                    errors.append(error("this file drives \(echo(named)), not \(app); read it as a scenario of "
                                        + "\(echo(named))", at: appValue))
                }
            } catch {
                errors.append(error)
            }
        }
        for (key, value) in mapping {
            if case .scalar(let scalar) = key, scalar.string == "app" { continue }
            if case .scalar(let scalar) = key, !vocabulary.topLevelKeys.contains(scalar.string),
               others.contains(where: { $0.topLevelKeys.contains(scalar.string) }) {
                errors.append(self.error("'\(scalar.string)' is not used by \(app)", at: key))
                continue
            }
            guard case .scalar(let scalar) = key, vocabulary.topLevelKeys.contains(scalar.string) else {
                errors.append(unknownKey(key.string ?? ScenarioText.describe(key), at: key, context: "at the top level",
                                         known: vocabulary.topLevelKeys))
                continue
            }
            fields[scalar.string] = Field(name: scalar.string, key: key, value: value)
        }
        func attempt<T>(_ body: () throws(ScenarioError) -> T) -> T? {
            do { return try body() } catch { errors.append(error); return nil }
        }

        var result = Scenario<App>(name: Self.defaultName(path), path: path,
                                   devices: Device.named(Device.defaultID).map { [$0] } ?? [], steps: [])
        if let field = fields["name"] {
            if let name = attempt({ () throws(ScenarioError) in try scenarioName(field.value) }) {
                result.name = name
            }
        } else if let problem = PathComponent.problem(result.name) {
            errors.append(ScenarioError("the file name gives the scenario name '\(echo(result.name))', which "
                                        + "\(problem); rename the file or set name:", path: path))
        }
        if let field = fields["description"] {
            result.description = attempt { () throws(ScenarioError) in
                try word(field.value, for: "description", expected: "a string")
            }
        }
        if let field = fields["devices"], let devices = attempt({ () throws(ScenarioError) in
            try devices(field.value)
        }) {
            result.devices = devices
        }
        if let field = fields["orientation"], let orientation = attempt({ () throws(ScenarioError) in
            try choice(field.value, for: "orientation", what: "orientation", as: Orientation.self)
        }) {
            if vocabulary.isPortraitOnly && orientation != .portrait {
                errors.append(error("\(app) is portrait only; remove 'orientation' or write portrait",
                                    at: field.value))
            }
            result.orientation = orientation
        }
        if let world = vocabulary.world {
            if let field = fields[world.participantsKey] {
                if let participants = attempt({ () throws(ScenarioError) in try participants(field, world: world) }) {
                    result.participants = participants
                    participantNames = participants.map(\.name)
                    result.devices = participants.prefix(1).map(\.device)
                }
            } else {
                errors.append(error("missing '\(world.participantsKey)': a scenario of \(app) is a world; list its "
                                    + "participants, e.g. '\(world.participantsKey): { alice: { device: "
                                    + "\(world.defaultDevice) } }'", at: root))
            }
        }
        let own = vocabulary.ownTopLevelKeys.compactMap { fields[$0] }
        if !own.isEmpty {
            do throws(ScenarioError) {
                try chargeExpansion(own)
                settings = App.settings(own, in: &self, errors: &errors)
            } catch {
                errors.append(error)
            }
            result.settings = settings
        }
        if let field = fields["steps"], let steps = attempt({ () throws(ScenarioError) in
            try steps(field.value)
        }) {
            result.steps = steps
        }
        if let first = errors.min(by: ScenarioError.precedes) {
            throw first
        }
        guard fields["steps"] != nil else {
            throw error("missing 'steps': a scenario needs a list of steps", at: root)
        }
        return result
    }

    /// `name`: it names the scenario's folder of goldens, so it must be usable as a folder name
    /// (``PathComponent``).
    func scenarioName(_ node: Node) throws(ScenarioError) -> String {
        let name = try word(node, for: "name")
        if let problem = PathComponent.problem(name) {
            throw error("scenario name '\(echo(name))' must be usable as a folder name: it \(problem)", at: node)
        }
        return name
    }

    /// The file name without its folder and extension; checked as a name when the scenario
    /// sets no `name`.
    static func defaultName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// `devices`: one id, a list of ids, or `all`.
    func devices(_ node: Node) throws(ScenarioError) -> [Device] {
        if case .scalar = node {
            let id = try text(node, for: "devices", expected: "a device id, a list of ids or 'all'")
            if id == "all" { return Device.all }
            return [try device(node)]
        }
        let nodes = try items(node, for: "devices", expected: "a device id, a list of ids or 'all'")
        guard !nodes.isEmpty else {
            throw error("'devices' is empty; name at least one device, or write 'all'", at: node)
        }
        var devices: [Device] = []
        for item in nodes {
            let device = try device(item)
            guard !devices.contains(device) else {
                throw error("device '\(device.id)' is listed twice", at: item)
            }
            devices.append(device)
        }
        return devices
    }

    /// One device id.
    func device(_ node: Node) throws(ScenarioError) -> Device {
        let id = try text(node, for: "devices", expected: "a device id")
        guard let device = Device.named(id) else {
            throw error(Device.unknownMessage(id, allowAll: true), at: node)
        }
        return device
    }
}

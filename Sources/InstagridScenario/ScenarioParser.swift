import InstagridModel
import Foundation
import Support
import Yams

/// Reads scenario scripts (docs/scenarios.md) into validated `Scenario` values.
///
/// Every problem is a `ScenarioError` that points at the key or value to fix; when a file has
/// several, the first in the file is reported.
public struct ScenarioParser: Sendable {
    /// The file's path as given, for locations.
    let path: String
    /// The folder photo paths resolve against ("" for the current folder).
    let directory: String
    /// Declared photo aliases, in document order.
    var photoAliases: [String] = []
    /// The static time at the current step: what the clock reads when the step starts.
    var time: Double = 0
    /// The app the scenario drives, read before the steps.
    var app: ScenarioApp = .instagrid
    /// Snapshot names used so far (lowercased, as file systems may ignore case).
    var snapshotNames: Set<String> = []
    /// Inputs the steps so far send.
    var inputs = 0
    /// Screens the snapshot steps so far draw.
    var snapshotScreens = 0
    /// Whether photo files must exist (not for scenarios that are only run, never drawn).
    var checksPhotoFiles = true

    /// The top-level keys.
    static let topLevelKeys = ["name", "description", "devices", "orientation", "options", "photos", "steps"]

    init(path: String) {
        self.path = path
        if let slash = path.lastIndex(of: "/") {
            let folder = String(path[..<slash])
            self.directory = folder.isEmpty ? "/" : folder
        } else {
            self.directory = ""
        }
    }

    /// Parses scenario text; `path` names it in messages and locates its photos.
    public static func parse(yaml: String, path: String) throws(ScenarioError) -> Scenario {
        var parser = ScenarioParser(path: path)
        let root = try parser.compose(yaml)
        return try parser.scenario(from: root)
    }

    /// Parses scenario text that is only run, never drawn: as ``parse(yaml:path:)``, but photo
    /// files need not exist (`explore` reads back the scenarios it prints).
    package static func parseSteps(yaml: String, path: String) throws(ScenarioError) -> Scenario {
        var parser = ScenarioParser(path: path)
        parser.checksPhotoFiles = false
        let root = try parser.compose(yaml)
        return try parser.scenario(from: root)
    }

    /// Parses an `options` mapping on its own (`explore --options`), as a scenario's `options`
    /// is read; `path` names the text in messages.
    package static func parseOptions(yaml: String, path: String) throws(ScenarioError) -> AppOptions {
        let parser = ScenarioParser(path: path)
        return try parser.options(try parser.compose(yaml))
    }

    /// The document's root node; YAML syntax errors become scenario errors.
    func compose(_ yaml: String) throws(ScenarioError) -> Node {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let yamlError as YamlError {
            throw syntaxError(yamlError, in: yaml)
        } catch {
            throw ScenarioError("invalid YAML: \(error)", path: path)
        }
        guard let root else {
            throw ScenarioError("the scenario is empty; it needs at least 'steps'",
                                at: SourceLocation(path: path, line: 1, column: 1))
        }
        return root
    }

    /// Builds the scenario. Parts are read one by one so that the first error in the file is
    /// the one reported, whatever the order of the top-level keys.
    mutating func scenario(from root: Node) throws(ScenarioError) -> Scenario {
        guard case .mapping(let mapping) = root else {
            throw error("a scenario is a mapping with at least 'steps', found \(Self.describe(root))", at: root)
        }
        var errors: [ScenarioError] = []
        var fields: [String: Field] = [:]
        if let appValue = mapping.first(where: { $0.key.string == "app" })?.value {
            do {
                app = try choice(appValue, for: "app", what: "app", as: ScenarioApp.self)
            } catch {
                errors.append(error)
            }
        }
        for (key, value) in mapping {
            if case .scalar(let scalar) = key, ScenarioApp.instagrid.topLevelKeys.contains(scalar.string),
               !app.topLevelKeys.contains(scalar.string) {
                errors.append(self.error("'\(scalar.string)' is not used by \(app.rawValue)", at: key))
                continue
            }
            guard case .scalar(let scalar) = key, ScenarioApp.instagrid.topLevelKeys.contains(scalar.string) else {
                errors.append(unknownKey(key.string ?? Self.describe(key), at: key, context: "at the top level",
                                         known: Self.topLevelKeys))
                continue
            }
            fields[scalar.string] = Field(name: scalar.string, key: key, value: value)
        }
        func attempt<T>(_ body: () throws(ScenarioError) -> T) -> T? {
            do { return try body() } catch { errors.append(error); return nil }
        }

        var result = Scenario(name: Self.defaultName(path), path: path,
                              devices: Device.named(Device.defaultID).map { [$0] } ?? [], steps: [])
        result.app = app
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
            if app.isPortraitOnly && orientation != .portrait {
                errors.append(error("\(app.rawValue) is portrait only; remove 'orientation' or write portrait",
                                    at: field.value))
            }
            result.orientation = orientation
        }
        if let field = fields["options"], let options = attempt({ () throws(ScenarioError) in
            try options(field.value)
        }) {
            result.options = options
        }
        if let field = fields["photos"] {
            result.photos = photos(field.value, errors: &errors)
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
            throw error(Self.unknownDeviceMessage(id, allowAll: true), at: node)
        }
        return device
    }

    /// `unknown device 'x'; did you mean 'y'?`, or the list of valid ids.
    package static func unknownDeviceMessage(_ id: String, allowAll: Bool = false) -> String {
        let ids = Device.all.map(\.id)
        let hint = Suggestion.hint(for: id, among: ids)
        let tail = hint.isEmpty ? "; expected \(list(allowAll ? ids + ["all"] : ids))" : hint
        return "unknown device '\(echo(id))'\(tail)"
    }

    /// `photos`: alias → path relative to the scenario file. Aliases are registered even when
    /// their file is missing, so that steps naming them report no second error.
    mutating func photos(_ node: Node, errors: inout [ScenarioError]) -> [String: PhotoSource] {
        guard case .mapping(let mapping) = node else {
            errors.append(typeError("a mapping of photo aliases to paths", for: "photos", found: node))
            return [:]
        }
        var photos: [String: PhotoSource] = [:]
        for (key, value) in mapping {
            do {
                let alias = try aliasDefinition(key)
                photoAliases.append(alias)
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
            throw error("the path of photo '\(echo(alias))' is empty", at: node)
        }
        let resolved: String
        if relative.hasPrefix("/") || directory.isEmpty {
            resolved = relative
        } else {
            resolved = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
        }
        do {
            if checksPhotoFiles { try RegularFile.check(resolved) }
        } catch {
            let shown = echo(resolved, limit: echoPathLimit)
            switch error.problem {
            case .notFound: throw self.error("photo file not found: \(shown)", at: node)
            case .notRegular(let kind): throw self.error("photo path is \(kind), not a file: \(shown)", at: node)
            default: throw self.error("cannot read photo file \(shown): \(error.reason)", at: node)
            }
        }
        return PhotoSource(alias: alias, relativePath: relative, resolvedPath: resolved, location: location(node))
    }
}

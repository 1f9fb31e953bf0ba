import Devices
import MessengerBackend
import MessengerData
import MessengerModel
import MessengerWorld
import Scenarios
import Yams

/// Reading Messenger's own words with the harness's located nodes.
extension Messenger {
    public static func settings(_ fields: [ScenarioParser<Messenger>.Field], in parser: inout ScenarioParser<Messenger>,
                                errors: inout [ScenarioError]) -> MessengerSettings {
        var settings = MessengerSettings()
        for field in fields {
            do throws(ScenarioError) {
                switch field.name {
                case "network": try network(field.value, into: &settings, parser: parser)
                case "options": try options(field.value, into: &settings, parser: parser)
                default:
                    guard case .mapping(let mapping) = field.value else {
                        throw parser.typeError("a mapping of photo aliases to files", for: "photos", found: field.value)
                    }
                    for (key, value) in mapping {
                        let alias = try parser.word(key, for: "photos", expected: "a photo alias")
                        let path = try parser.text(value, for: alias, expected: "a file path")
                        settings.photos[alias] = path.hasPrefix("/") || parser.directory.isEmpty
                            ? path : parser.directory + "/" + path
                        settings.photoLocations[alias] = parser.location(value)
                    }
                }
            } catch {
                errors.append(error)
            }
        }
        return settings
    }

    /// `options: { dataLayer: …, uploadTime: …, jitter: … }`.
    static func options(_ node: ScenarioParser<Messenger>.Node, into settings: inout MessengerSettings,
                        parser: ScenarioParser<Messenger>) throws(ScenarioError) {
        for option in try parser.fields(of: node, for: "options", known: ["dataLayer", "uploadTime", "jitter"],
                                        context: "in 'options'") {
            switch option.name {
            case "dataLayer":
                settings.dataLayer = try parser.choice(option.value, for: "dataLayer", what: "data layer",
                                                       as: DataLayerKind.self)
            case "uploadTime": settings.uploadTime = try parser.seconds(option.value, for: "uploadTime")
            default: settings.jitter = try jitter(option.value, parser: parser)
            }
        }
    }

    /// `jitter: { seed: S, shortest: A, longest: B }`: a whole seed and two latencies in seconds.
    static func jitter(_ node: ScenarioParser<Messenger>.Node, parser: ScenarioParser<Messenger>)
        throws(ScenarioError) -> BackendJitter {
        let context = "in 'jitter'"
        let fields = try parser.fields(of: node, for: "jitter", known: ["seed", "shortest", "longest"], context: context)
        let seedNode = try parser.requireField("seed", in: fields, of: node, context: context).value
        let seed = try parser.integer(seedNode, for: "seed")
        guard (0...Int(Int32.max)).contains(seed) else {
            throw parser.error("'seed' must be between 0 and \(Int32.max), found \(seed)", at: seedNode)
        }
        let shortest = try parser.seconds(try parser.requireField("shortest", in: fields, of: node, context: context).value,
                                          for: "shortest")
        let longestField = try parser.requireField("longest", in: fields, of: node, context: context)
        let longest = try parser.seconds(longestField.value, for: "longest")
        guard shortest <= longest else {
            throw parser.error("'longest' (\(ScenarioText.seconds(longest)) s) is shorter than 'shortest' "
                               + "(\(ScenarioText.seconds(shortest)) s)", at: longestField.value)
        }
        return BackendJitter(seed: UInt64(seed), shortest: shortest, longest: longest)
    }

    /// `network: { latency: S }` or `{ USER: S, … }`: seconds one way, finite, not negative. A
    /// user named `latency` would be read as every link's latency: the key is refused, naming
    /// the way out (rename the user), rather than setting what the author did not mean.
    static func network(_ node: ScenarioParser<Messenger>.Node, into settings: inout MessengerSettings,
                        parser: ScenarioParser<Messenger>) throws(ScenarioError) {
        let known = ["latency"] + parser.participantNames.filter { $0 != "latency" }
        for field in try parser.fields(of: node, for: "network", known: known, context: "in 'network'") {
            if field.name == "latency", parser.participantNames.contains("latency") {
                throw parser.error("'latency' under 'network' is every link's latency, and also the name of a user: "
                                   + "the two cannot be told apart; rename the user to set its own latency", at: field.key)
            }
            let seconds = try parser.seconds(field.value, for: field.name)
            if field.name == "latency" { settings.latency = seconds } else { settings.latencies[field.name] = seconds }
        }
    }

    public static func participant(_ name: String, _ fields: [ScenarioParser<Messenger>.Field],
                                   in parser: inout ScenarioParser<Messenger>) throws(ScenarioError)
        -> MessengerUserSettings {
        var settings = MessengerUserSettings()
        for field in fields {
            switch field.name {
            case "account":
                settings.account = try parser.choice(field.value, for: "account", what: "account state",
                                                     as: WorldUser.AccountState.self)
            case "photo":
                // An alias of `photos` or a file; which is decided once `photos` is read.
                let photo = try parser.word(field.value, for: "photo", expected: "a photo alias or file")
                settings.photo = photo
                settings.photoFile = photo.hasPrefix("/") || parser.directory.isEmpty ? photo : parser.directory + "/" + photo
                settings.photoLocation = parser.location(field.value)
            default:
                let text = try parser.text(field.value, for: field.name)
                guard text.utf8.count <= 200, !text.unicodeScalars.contains(where: ScenarioText.isControl) else {
                    throw parser.error("'\(field.name)' must be at most 200 bytes with no control characters",
                                       at: field.value)
                }
                switch field.name {
                case "name": settings.name = text
                case "email": settings.email = text
                default: settings.password = text
                }
            }
        }
        return settings
    }

    public static func step(_ field: ScenarioParser<Messenger>.Field, in parser: inout ScenarioParser<Messenger>)
        throws(ScenarioError) -> MessengerStep {
        switch field.name {
        case "type":
            if case .mapping = field.value {
                let fields = try parser.fields(of: field.value, for: "type", known: ["text", "replacing"],
                                               context: "in 'type'")
                let text = try parser.text(try parser.requireField("text", in: fields, of: field.value,
                                                                   context: "in 'type'").value, for: "text")
                var replacing = false
                if let field = fields.first(where: { $0.name == "replacing" }) {
                    replacing = try flag(field.value, for: "replacing", parser)
                }
                return .type(text, replacing: replacing)
            }
            return .type(try parser.text(field.value, for: "type"), replacing: false)
        case "keyboard":
            _ = try parser.choice(field.value, for: "keyboard", what: "keyboard action", among: ["dismiss"]) {
                $0 == "dismiss" ? true : nil
            }
            return .dismissKeyboard
        case "picker":
            if case .mapping = field.value {
                let fields = try parser.fields(of: field.value, for: "picker", known: ["choose"], context: "in 'picker'")
                let alias = try parser.word(try parser.requireField("choose", in: fields, of: field.value,
                                                                    context: "in 'picker'").value, for: "choose")
                guard parser.settings.photos[alias] != nil else {
                    throw parser.error("unknown photo alias '\(ScenarioText.echo(alias))'; declare it under 'photos'", at: field.value)
                }
                return .choose(alias)
            }
            _ = try parser.choice(field.value, for: "picker", what: "picker answer", among: ["cancel"]) {
                $0 == "cancel" ? true : nil
            }
            return .choose(nil)
        case "swipe":
            return .swipe(try swipe(field.value, in: &parser))
        case "rotate":
            return .rotate(try parser.choice(field.value, for: "rotate", what: "orientation", as: DeviceOrientation.self))
        default:
            var changes: [(user: Int, name: String, online: Bool)] = []
            for change in try parser.fields(of: field.value, for: "network", known: parser.participantNames,
                                            context: "in 'network'") {
                let online = try parser.choice(change.value, for: change.name, what: "link state",
                                               among: ["offline", "online"]) { $0 == "online" ? true : $0 == "offline" ? false : nil }
                changes.append((parser.participantNames.firstIndex(of: change.name) ?? 0, change.name, online))
            }
            return .network(changes)
        }
    }

    /// `swipe: { on: TARGET, to: left | right | up | down, distance: PT, duration: S }`; the
    /// distance defaults to an idealized swipe's, the duration too. Moves the static clock.
    static func swipe(_ node: ScenarioParser<Messenger>.Node, in parser: inout ScenarioParser<Messenger>)
        throws(ScenarioError) -> MessengerSwipe {
        let context = "in 'swipe'"
        let fields = try parser.fields(of: node, for: "swipe", known: ["on", "to", "distance", "duration"],
                                       context: context, expected: "a mapping such as '{ on: row-1, to: left, "
                                           + "distance: 150, duration: 0.3 }'")
        let target = try Messenger.target(try parser.requireField("on", in: fields, of: node, context: context).value,
                                          in: parser)
        let direction = try parser.choice(try parser.requireField("to", in: fields, of: node, context: context).value,
                                          for: "to", what: "direction", as: MessengerSwipe.Direction.self)
        var distance = IdealGesture.swipeDistance
        if let field = fields.first(where: { $0.name == "distance" }) {
            distance = try parser.coordinate(field.value, for: "distance")
            guard distance > 0 else {
                throw parser.error("'distance' must be greater than 0, found \(ScenarioText.format(distance))",
                                   at: field.value)
            }
        }
        var duration = IdealGesture.swipeDuration
        if let field = fields.first(where: { $0.name == "duration" }) {
            duration = try parser.seconds(field.value, for: "duration", strictly: true)
        }
        parser.time += duration
        return MessengerSwipe(on: target, to: direction, distance: distance, duration: duration)
    }
}

extension ScenarioParser where App == Messenger {
    /// Parses an `options` mapping on its own (`explore --app messenger --options`), as a world's
    /// `options` is read; `path` names the text in messages.
    public static func parseOptions(yaml: String, path: String) throws(ScenarioError) -> MessengerSettings {
        let parser = ScenarioParser.fragment(path: path)
        var settings = MessengerSettings()
        try Messenger.options(try parser.compose(yaml), into: &settings, parser: parser)
        return settings
    }
}

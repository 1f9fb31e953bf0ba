import Devices
import Gestures
import GestureLabModel
import Scenarios

/// `recognizers:` (docs/gestures.md, "The gesture lab"): a list of `NAME: { kind: …, view: …,
/// … }` in the order attached.
extension GestureLab {
    typealias Node = ScenarioParser<GestureLab>.Node
    typealias Field = ScenarioParser<GestureLab>.Field

    static let kinds = ["tap", "long-press", "pan", "swipe", "edge-pan", "pinch", "rotation"]
    static let commonKeys = ["kind", "view", "requires", "simultaneous", "cancels-touches-in-view",
                             "delays-touches-began", "delays-touches-ended"]
    /// Each kind's parameters, in the order docs/gestures.md lists them.
    static let parameters: [String: [String]] = [
        "tap": ["taps", "touches", "movement", "duration", "interval"],
        "long-press": ["duration", "movement", "touches"],
        "pan": ["min-touches", "max-touches", "hysteresis", "velocity-estimate"],
        "swipe": ["direction", "touches", "start-distance", "distance", "across-distance", "against-distance",
                  "maximum-duration", "distance-rate", "across-rate"],
        "edge-pan": ["edges", "region", "hysteresis", "within", "velocity-estimate"],
        "pinch": ["hysteresis"],
        "rotation": ["hysteresis"],
    ]
    static var allParameters: [String] {
        var all: [String] = []
        for kind in kinds { for name in parameters[kind] ?? [] where !all.contains(name) { all.append(name) } }
        return all
    }

    static func recognizers(_ node: Node, views: [GestureView], in parser: ScenarioParser<GestureLab>)
        throws(ScenarioError) -> [GestureRecognizer] {
        let items = try parser.items(node, for: "recognizers",
                                     expected: "a list of recognizers (- NAME: { kind: tap, view: VIEW })")
        guard items.count <= LabSetup.maxRecognizers else {
            throw parser.error("a lab declares at most \(LabSetup.maxRecognizers) recognizers; this one declares "
                               + "\(items.count)", at: node)
        }
        let scrollPans = views.filter { $0.scroll != nil }.map { $0.name + ".pan" }
        guard items.count + scrollPans.count <= GestureArena.maxRecognizers else {
            throw parser.error("a lab has at most \(GestureArena.maxRecognizers) recognizers, each scroll view's pan "
                               + "included; this one has \(items.count + scrollPans.count)", at: node)
        }
        var names: [String] = scrollPans
        var entries: [(name: String, key: Node, value: Node)] = []
        for item in items {
            let (key, value) = try single(item, for: "recognizers", what: "a recognizer", in: parser)
            let name = try parser.word(key, for: "recognizers", expected: "a recognizer's name")
            try checkName(name, at: key, what: "recognizer", in: parser)
            guard !names.contains(name) else {
                throw parser.error("the recognizer '\(name)' is declared twice", at: key)
            }
            names.append(name)
            entries.append((name, key, value))
        }
        var recognizers: [GestureRecognizer] = []
        for entry in entries {
            recognizers.append(try recognizer(entry.name, entry.value, views: views, names: names, in: parser))
        }
        if let cycle = cycle(in: recognizers) {
            let first = entries.first { $0.name == cycle[0] }?.key ?? node
            throw parser.error("the requirements make a cycle: " + cycle.joined(separator: " → "), at: first)
        }
        return recognizers
    }

    private static func recognizer(_ name: String, _ node: Node, views: [GestureView], names: [String],
                                   in parser: ScenarioParser<GestureLab>) throws(ScenarioError) -> GestureRecognizer {
        let context = "in the recognizer '\(name)'"
        let fields = try parser.fields(of: node, for: name, known: commonKeys + allParameters, context: context,
                                       expected: "a mapping with 'kind' and 'view'")
        let kindField = try parser.requireField("kind", in: fields, of: node, context: context)
        let kindName = try parser.choice(kindField.value, for: "kind", what: "recognizer kind", among: kinds) {
            kinds.contains($0) ? $0 : nil
        }
        let viewField = try parser.requireField("view", in: fields, of: node, context: context)
        let viewNames = [GestureArena.rootName] + views.map(\.name)
        let view = try parser.choice(viewField.value, for: "view", what: "view", among: viewNames) {
            viewNames.contains($0) ? $0 : nil
        }
        let own = parameters[kindName] ?? []
        for field in fields where !commonKeys.contains(field.name) && !own.contains(field.name) {
            let owners = kinds.filter { parameters[$0]?.contains(field.name) == true }
            throw parser.error("'\(field.name)' is a parameter of \(ScenarioText.list(owners)), not of \(kindName)",
                               at: field.key)
        }
        let kind = try self.kind(kindName, fields, in: parser)
        if let problem = kind.problem { throw parser.error(problem, at: node) }
        var recognizer = GestureRecognizer(name: name, kind: kind, view: view)
        for field in fields {
            switch field.name {
            case "requires", "simultaneous":
                let others = try nameList(field.value, for: field.name, among: names.filter { $0 != name }, in: parser)
                if field.name == "requires" { recognizer.requires = others } else { recognizer.simultaneous = others }
            case "cancels-touches-in-view":
                recognizer.cancelsTouchesInView = try parser.boolean(field.value, for: field.name)
            case "delays-touches-began":
                recognizer.delaysTouchesBegan = try parser.boolean(field.value, for: field.name)
            case "delays-touches-ended":
                recognizer.delaysTouchesEnded = try parser.boolean(field.value, for: field.name)
            default:
                break
            }
        }
        return recognizer
    }

    private static func kind(_ name: String, _ fields: [Field], in parser: ScenarioParser<GestureLab>)
        throws(ScenarioError) -> GestureRecognizer.Kind {
        func count(_ field: Field) throws(ScenarioError) -> Int {
            try parser.integer(field.value, for: field.name, in: 1...64, what: "a whole number")
        }
        func distance(_ field: Field) throws(ScenarioError) -> Double {
            let value = try parser.nonNegative(field.value, for: field.name)
            guard value <= 10_000 else {
                throw parser.error("'\(field.name)' must be at most 10000, found \(ScenarioText.format(value))", at: field.value)
            }
            return value
        }
        func seconds(_ field: Field) throws(ScenarioError) -> Double {
            let value = try parser.seconds(field.value, for: field.name, strictly: true)
            guard value <= 60 else {
                throw parser.error("'\(field.name)' must be at most 60 s, found \(ScenarioText.format(value))", at: field.value)
            }
            return value
        }
        func estimate(_ field: Field) throws(ScenarioError) -> GestureRecognizer.Pan.VelocityEstimate {
            try parser.choice(field.value, for: field.name, what: "velocity estimate")
        }
        switch name {
        case "tap":
            var tap = GestureRecognizer.Tap()
            for field in fields {
                switch field.name {
                case "taps": tap.taps = try count(field)
                case "touches": tap.touches = try count(field)
                case "movement": tap.movement = try distance(field)
                case "duration": tap.duration = try seconds(field)
                case "interval": tap.interval = try seconds(field)
                default: break
                }
            }
            return .tap(tap)
        case "long-press":
            var press = GestureRecognizer.LongPress()
            for field in fields {
                switch field.name {
                case "duration": press.duration = try seconds(field)
                case "movement": press.movement = try distance(field)
                case "touches": press.touches = try count(field)
                default: break
                }
            }
            return .longPress(press)
        case "pan":
            var pan = GestureRecognizer.Pan()
            for field in fields {
                switch field.name {
                case "min-touches": pan.minimumTouches = try count(field)
                case "max-touches": pan.maximumTouches = try count(field)
                case "hysteresis": pan.hysteresis = try distance(field)
                case "velocity-estimate": pan.velocityEstimate = try estimate(field)
                default: break
                }
            }
            return .pan(pan)
        case "swipe":
            var swipe = GestureRecognizer.Swipe()
            for field in fields {
                switch field.name {
                case "direction": swipe.directions = try wordList(field.value, for: field.name, what: "direction", in: parser)
                case "touches": swipe.touches = try count(field)
                case "start-distance": swipe.startDistance = try distance(field)
                case "distance": swipe.distance = try distance(field)
                case "across-distance": swipe.acrossDistance = try distance(field)
                case "against-distance": swipe.againstDistance = try distance(field)
                case "maximum-duration": swipe.maximumDuration = try seconds(field)
                case "distance-rate": swipe.distanceRate = try distance(field)
                case "across-rate": swipe.acrossRate = try distance(field)
                default: break
                }
            }
            return .swipe(swipe)
        case "edge-pan":
            var edge = GestureRecognizer.EdgePan()
            for field in fields {
                switch field.name {
                case "edges": edge.edges = try wordList(field.value, for: field.name, what: "edge", in: parser)
                case "region": edge.region = try distance(field)
                case "hysteresis": edge.hysteresis = try distance(field)
                case "within":
                    if case .string("none")? = ScenarioText.scalarValue(field.value) {
                        edge.within = nil
                    } else {
                        edge.within = try seconds(field)
                    }
                case "velocity-estimate": edge.velocityEstimate = try estimate(field)
                default: break
                }
            }
            return .edgePan(edge)
        case "pinch":
            var pinch = GestureRecognizer.Pinch()
            if let field = fields.first(where: { $0.name == "hysteresis" }) { pinch.hysteresis = try distance(field) }
            return .pinch(pinch)
        default:
            var rotation = GestureRecognizer.Rotation()
            if let field = fields.first(where: { $0.name == "hysteresis" }) {
                let value = try parser.nonNegative(field.value, for: field.name)
                guard value <= 6.3 else {
                    throw parser.error("'hysteresis' of a rotation is in radians, at most 6.3; found "
                                       + ScenarioText.format(value), at: field.value)
                }
                rotation.hysteresis = value
            }
            return .rotation(rotation)
        }
    }

    /// One word or a list of words, each listed once.
    private static func wordList<T: RawRepresentable & CaseIterable>(_ node: Node, for label: String, what: String,
                                                                    in parser: ScenarioParser<GestureLab>)
        throws(ScenarioError) -> [T] where T.RawValue == String {
        let nodes: [Node] = if case .sequence = node { try parser.items(node, for: label) } else { [node] }
        guard !nodes.isEmpty else { throw parser.error("'\(label)' lists no \(what)", at: node) }
        var values: [T] = []
        for item in nodes {
            let value: T = try parser.choice(item, for: label, what: what)
            guard !values.contains(where: { $0.rawValue == value.rawValue }) else {
                throw parser.error("\(what) '\(value.rawValue)' is listed twice", at: item)
            }
            values.append(value)
        }
        return values
    }

    /// Recognizer names: one or a list, each known.
    private static func nameList(_ node: Node, for label: String, among names: [String],
                                 in parser: ScenarioParser<GestureLab>) throws(ScenarioError) -> [String] {
        let nodes: [Node] = if case .sequence = node { try parser.items(node, for: label) } else { [node] }
        var result: [String] = []
        for item in nodes {
            let name = try parser.word(item, for: label, expected: "a recognizer's name")
            guard names.contains(name) else {
                let hint = Suggestion.hint(for: name, among: names)
                throw parser.error("unknown recognizer '\(ScenarioText.echo(name))' in '\(label)'"
                                   + (hint.isEmpty ? "" : hint), at: item)
            }
            if !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// A requirement cycle, as names from a recognizer back to itself.
    private static func cycle(in recognizers: [GestureRecognizer]) -> [String]? {
        let requires = Dictionary(recognizers.map { ($0.name, $0.requires) }, uniquingKeysWith: { first, _ in first })
        for start in recognizers {
            var path = [start.name]
            var seen: Set<String> = []
            func walk(_ name: String) -> [String]? {
                for next in requires[name] ?? [] {
                    if next == start.name { return path + [next] }
                    guard !seen.contains(next) else { continue }
                    seen.insert(next)
                    path.append(next)
                    if let found = walk(next) { return found }
                    path.removeLast()
                }
                return nil
            }
            if let cycle = walk(start.name) { return cycle }
        }
        return nil
    }
}

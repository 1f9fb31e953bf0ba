import Devices
import Gestures
import GestureLabModel
import Scenarios

/// The lab's `expect` keys (docs/gestures.md, "The gesture lab"), read with located errors.
extension GestureLab {
    public static func expectation(_ fields: [ScenarioParser<GestureLab>.Field], in parser: inout ScenarioParser<GestureLab>)
        throws(ScenarioError) -> LabExpectation {
        let setup = parser.settings
        let recognizerNames = setup.views.filter { $0.scroll != nil }.map { $0.name + ".pan" } + setup.recognizers.map(\.name)
        let viewNames = [GestureArena.rootName] + setup.views.map(\.name)
        var expectation = LabExpectation()
        for field in fields {
            let key = field.name
            switch key {
            case "time":
                expectation.time = try parser.seconds(field.value, for: "time")
            case "state":
                expectation.state = try named(field, among: recognizerNames, what: "recognizer", in: parser) { node throws(ScenarioError) in
                    try parser.choice(node, for: key, what: "state", as: RecognizerState.self)
                }
            case "recognized":
                expectation.recognized = try named(field, among: recognizerNames, what: "recognizer", in: parser) { node throws(ScenarioError) in
                    try parser.integer(node, for: key, in: 0...1_000_000_000, what: "a count")
                }
            case "translation", "location":
                let values = try named(field, among: recognizerNames, what: "recognizer", in: parser) { node throws(ScenarioError) in
                    try pair(node, for: key, what: "a point [x, y]", in: parser)
                }
                if key == "translation" { expectation.translation = values } else { expectation.location = values }
            case "velocity":
                expectation.velocity = try named(field, among: recognizerNames, what: "recognizer", in: parser) { node throws(ScenarioError) in
                    if case .number(let rate)? = ScenarioText.scalarValue(node), rate.isFinite { return .rate(rate) }
                    return .vector(try pair(node, for: key, what: "[x, y] in pt/s, or one number for a pinch or a rotation", in: parser))
                }
            case "scale", "rotation":
                let values = try named(field, among: recognizerNames, what: "recognizer", in: parser) { node throws(ScenarioError) in
                    try parser.number(node, for: key)
                }
                if key == "scale" { expectation.scale = values } else { expectation.rotation = values }
            case "offset":
                let scrollViews = setup.views.filter { $0.scroll != nil }.map(\.name)
                expectation.offset = try named(field, among: scrollViews, what: "scroll view", in: parser) { node throws(ScenarioError) in
                    try pair(node, for: key, what: "an offset [x, y]", in: parser)
                }
            case "highlighted":
                let buttons = setup.views.filter { $0.button != nil }.map(\.name)
                var names: [String] = []
                for item in try parser.items(field.value, for: key, expected: "a list of buttons") {
                    names.append(try known(item, for: key, among: buttons, what: "button", in: parser))
                }
                expectation.highlighted = names
            default: // "log"
                var entries: [String] = []
                for item in try parser.items(field.value, for: key, expected: "a list of entries (\"NAME STATE\")") {
                    entries.append(try logEntry(item, recognizers: recognizerNames, views: viewNames, in: parser))
                }
                expectation.log = entries
            }
        }
        return expectation
    }

    /// `{ NAME: value, … }`, every name among `names`.
    private static func named<Value>(_ field: Field, among names: [String], what: String,
                                     in parser: ScenarioParser<GestureLab>,
                                     value: (Node) throws(ScenarioError) -> Value) throws(ScenarioError)
        -> [LabExpectation.Named<Value>] {
        guard case .mapping(let mapping) = field.value else {
            throw parser.typeError("a mapping of \(what) names to values", for: field.name, found: field.value)
        }
        var result: [LabExpectation.Named<Value>] = []
        for (key, node) in mapping {
            let name = try known(key, for: field.name, among: names, what: what, in: parser)
            result.append(.init(name, try value(node)))
        }
        return result
    }

    private static func known(_ node: Node, for label: String, among names: [String], what: String,
                              in parser: ScenarioParser<GestureLab>) throws(ScenarioError) -> String {
        let name = try parser.word(node, for: label, expected: "\(ScenarioText.article(what)) \(what)'s name")
        guard names.contains(name) else {
            let hint = Suggestion.hint(for: name, among: names)
            let tail = hint.isEmpty ? (names.isEmpty ? "; the lab has none" : "; expected \(ScenarioText.list(names))") : hint
            throw parser.error("unknown \(what) '\(ScenarioText.echo(name))' in '\(label)'\(tail)", at: node)
        }
        return name
    }

    /// `"NAME STATE"`, `"VIEW PHASE"` or `"VIEW EVENT"`.
    private static func logEntry(_ node: Node, recognizers: [String], views: [String],
                                 in parser: ScenarioParser<GestureLab>) throws(ScenarioError) -> String {
        let text = try parser.word(node, for: "log", expected: "an entry \"NAME STATE\" or \"VIEW PHASE\"")
        let parts = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw parser.error("a log entry is a name and a word, \"double ended\" or \"card began\"; found "
                               + "'\(ScenarioText.echo(text))'", at: node)
        }
        let (name, word) = (parts[0], parts[1])
        let words: [String]
        if recognizers.contains(name) {
            words = RecognizerState.allCases.filter { $0 != .possible }.map(\.rawValue)
        } else if views.contains(name) {
            words = TouchPhase.allCases.map(\.rawValue) + ControlEvent.allCases.map(\.rawValue)
        } else {
            let hint = Suggestion.hint(for: name, among: recognizers + views)
            throw parser.error("unknown recognizer or view '\(ScenarioText.echo(name))' in a log entry" + hint, at: node)
        }
        guard words.contains(word) else {
            let hint = Suggestion.hint(for: word, among: words)
            throw parser.error("'\(ScenarioText.echo(word))' is not logged of \(name)"
                               + (hint.isEmpty ? "; expected \(ScenarioText.list(words))" : hint), at: node)
        }
        return text
    }
}

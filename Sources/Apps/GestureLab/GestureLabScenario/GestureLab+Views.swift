import Devices
import Gestures
import GestureLabModel
import Scenarios

/// `views:` (docs/gestures.md, "The gesture lab"): a list of `NAME: {…}` or `PARENT/NAME: {…}`
/// in z-order.
extension GestureLab {
    static let viewKeys = ["frame", "hidden", "interaction", "button", "content", "paging", "delays-content-touches"]

    static func views(_ node: ScenarioParser<GestureLab>.Node, in parser: ScenarioParser<GestureLab>)
        throws(ScenarioError) -> [GestureView] {
        let items = try parser.items(node, for: "views", expected: "a list of views (- NAME: { frame: [x, y, width, height] })")
        guard items.count <= LabSetup.maxViews else {
            throw parser.error("a lab declares at most \(LabSetup.maxViews) views; this one declares \(items.count)", at: node)
        }
        var views: [GestureView] = []
        var depths: [String: Int] = [GestureArena.rootName: 0]
        for item in items {
            let (key, value) = try single(item, for: "views", what: "a view", in: parser)
            let written = try parser.word(key, for: "views", expected: "a view's name")
            var parent: String?
            var name = written
            if let slash = written.lastIndex(of: "/") {
                parent = String(written[..<slash])
                name = String(written[written.index(after: slash)...])
            }
            try checkName(name, at: key, what: "view", in: parser)
            guard name != GestureArena.rootName else {
                throw parser.error("'\(GestureArena.rootName)' is the screen itself; name the view otherwise", at: key)
            }
            guard depths[name] == nil else {
                throw parser.error("the view '\(name)' is declared twice", at: key)
            }
            var depth = 1
            if let parent {
                guard let parentDepth = depths[parent], parent != GestureArena.rootName else {
                    let known = views.map(\.name)
                    let hint = Suggestion.hint(for: parent, among: known)
                    throw parser.error("unknown parent view '\(ScenarioText.echo(parent))' of '\(name)'; a parent is "
                                       + "declared before its subviews" + hint, at: key)
                }
                depth = parentDepth + 1
                guard depth <= LabSetup.maxDepth else {
                    throw parser.error("the view '\(name)' is nested deeper than \(LabSetup.maxDepth) views", at: key)
                }
            }
            depths[name] = depth
            views.append(try view(name, parent: parent, value, in: parser))
        }
        return views
    }

    private static func view(_ name: String, parent: String?, _ node: ScenarioParser<GestureLab>.Node,
                             in parser: ScenarioParser<GestureLab>) throws(ScenarioError) -> GestureView {
        let context = "in the view '\(name)'"
        let fields = try parser.fields(of: node, for: name, known: viewKeys, context: context,
                                       expected: "a mapping with 'frame'")
        let frameField = try parser.requireField("frame", in: fields, of: node, context: context)
        var view = GestureView(name: name, parent: parent, frame: try frame(frameField.value, in: parser))
        var scroll: GestureView.Scroll?
        var scrollOnly: [ScenarioParser<GestureLab>.Field] = []
        for field in fields {
            switch field.name {
            case "hidden": view.isHidden = try parser.boolean(field.value, for: "hidden")
            case "interaction": view.isInteractionEnabled = try parser.boolean(field.value, for: "interaction")
            case "button": view.button = try parser.boolean(field.value, for: "button") ? .init() : nil
            case "content":
                let size = try pair(field.value, for: "content", what: "a size [width, height]", in: parser)
                guard size.x > 0, size.y > 0 else {
                    throw parser.error("'content' must have a positive width and height", at: field.value)
                }
                scroll = GestureView.Scroll(content: Size(width: size.x, height: size.y))
            case "paging", "delays-content-touches": scrollOnly.append(field)
            default: break
            }
        }
        for field in scrollOnly {
            guard scroll != nil else {
                throw parser.error("'\(field.name)' is for a scroll view; give the view a 'content' size", at: field.key)
            }
            let value = try parser.boolean(field.value, for: field.name)
            if field.name == "paging" { scroll?.isPaging = value } else { scroll?.delaysContentTouches = value }
        }
        view.scroll = scroll
        return view
    }

    private static func frame(_ node: ScenarioParser<GestureLab>.Node, in parser: ScenarioParser<GestureLab>)
        throws(ScenarioError) -> Rect {
        let values = try parser.items(node, for: "frame", expected: "four numbers [x, y, width, height]")
        guard values.count == 4 else {
            throw parser.error("expected four numbers [x, y, width, height] for 'frame', found "
                               + ScenarioText.counted(values.count, "value"), at: node)
        }
        var numbers: [Double] = []
        for value in values { numbers.append(try parser.coordinate(value, for: "frame")) }
        guard numbers[2] > 0, numbers[3] > 0 else {
            throw parser.error("a frame's width and height must be greater than 0", at: node)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Two coordinates `[a, b]`.
    static func pair(_ node: ScenarioParser<GestureLab>.Node, for label: String, what: String,
                     in parser: ScenarioParser<GestureLab>) throws(ScenarioError) -> Point {
        let values = try parser.items(node, for: label, expected: what)
        guard values.count == 2 else {
            throw parser.error("expected \(what) for '\(label)', found \(ScenarioText.counted(values.count, "value"))", at: node)
        }
        return Point(x: try parser.coordinate(values[0], for: label), y: try parser.coordinate(values[1], for: label))
    }

    /// A list item of one key: `- NAME: value`.
    static func single(_ item: ScenarioParser<GestureLab>.Node, for label: String, what: String,
                       in parser: ScenarioParser<GestureLab>) throws(ScenarioError)
        -> (key: ScenarioParser<GestureLab>.Node, value: ScenarioParser<GestureLab>.Node) {
        guard case .mapping(let mapping) = item, mapping.count == 1, let pair = mapping.first else {
            throw parser.typeError("\(what) as 'NAME: { … }'", for: label, found: item)
        }
        return (pair.key, pair.value)
    }

    /// Names are letters, digits and `-`.
    static func checkName(_ name: String, at node: ScenarioParser<GestureLab>.Node, what: String,
                          in parser: ScenarioParser<GestureLab>) throws(ScenarioError) {
        let valid = !name.isEmpty && name.utf8.count <= 64 && name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        guard valid else {
            throw parser.error("a \(what)'s name is 1 to 64 letters, digits and '-'; found '\(ScenarioText.echo(name))'",
                               at: node)
        }
    }
}

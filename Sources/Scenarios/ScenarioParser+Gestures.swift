import Devices
import Support
import Yams

/// The gesture steps (docs/scenarios.md, "Gesture steps"), read the same way for every app.
extension ScenarioParser {
    /// The gesture step `field` says; the caller moves the static clock by its duration.
    func gesture(_ field: Field) throws(ScenarioError) -> GestureStep<App.AppTarget> {
        let node = field.value
        switch field.name {
        case "double-tap":
            return .doubleTap(try place(node, for: "double-tap"))
        case "long-press":
            guard case .mapping = node else { return .longPress(try target(node, for: "long-press"),
                                                                 duration: IdealGesture.longPressDuration) }
            let fields = try gestureFields(node, for: "long-press", known: ["on", "at", "duration"])
            return .longPress(try place(fields, of: node, for: "long-press"),
                              duration: try duration(fields, default: IdealGesture.longPressDuration))
        case "two-finger-tap":
            return .twoFingerTap(try place(node, for: "two-finger-tap"))
        case "drag":
            return try drag(node)
        case "flick":
            return try flick(node)
        case "edge-swipe":
            return try edgeSwipe(node)
        case "pinch":
            let fields = try gestureFields(node, for: "pinch", known: ["on", "at", "scale", "distance", "duration"])
            let place = try place(fields, of: node, for: "pinch")
            let distance = try distance(fields, default: IdealGesture.fingerDistance)
            return .pinch(place, scale: try scale(fields, distance: distance), distance: distance,
                          duration: try duration(fields, default: IdealGesture.twoFingerDuration))
        default: // "rotate", in its mapping form
            let fields = try gestureFields(node, for: "rotate", known: ["on", "at", "angle", "distance", "duration"])
            return .rotate(try place(fields, of: node, for: "rotate"), angle: try angle(fields),
                           distance: try distance(fields, default: IdealGesture.fingerDistance),
                           duration: try duration(fields, default: IdealGesture.twoFingerDuration))
        }
    }

    /// `drag: {on: T | from: [x, y], by: [dx, dy] | to: T | to: [x, y], duration: 0.3, hold: 0}`.
    func drag(_ node: Node) throws(ScenarioError) -> GestureStep<App.AppTarget> {
        let fields = try gestureFields(node, for: "drag", known: ["on", "from", "by", "to", "duration", "hold"])
        let start = try oneOf("on", "from", in: fields, of: node, for: "drag",
                              what: "where it starts: a target ('on: \(exampleTarget)') or a point ('from: [x, y]')")
        let from: TapTarget<App.AppTarget> = start.name == "on"
            ? try target(start.value, for: "on") : .point(try point(start.value, for: "from"))
        let end = try oneOf("by", "to", in: fields, of: node, for: "drag",
                            what: "where it ends: an offset ('by: [dx, dy]'), a target or a point ('to: [x, y]')")
        let to: DragEnd<App.AppTarget>
        if end.name == "by" {
            to = .by(try point(end.value, for: "by"))
        } else if case .sequence = end.value {
            to = .to(.point(try point(end.value, for: "to")))
        } else {
            to = .to(try target(end.value, for: "to"))
        }
        var hold = 0.0
        if let field = fields.first(where: { $0.name == "hold" }) {
            hold = try nonNegative(field.value, for: "hold")
            try checkAtMost(hold, IdealGesture.maxGestureDuration, unit: "s", for: "hold", at: field.value)
        }
        return .drag(from: from, to: to, duration: try duration(fields, default: IdealGesture.dragDuration), hold: hold)
    }

    /// `flick: {on: T | at: [x, y], to: left | right | up | down, distance: 200, velocity: 1000}`;
    /// it must take at most ``IdealGesture/maxGestureDuration``.
    func flick(_ node: Node) throws(ScenarioError) -> GestureStep<App.AppTarget> {
        let fields = try gestureFields(node, for: "flick", known: ["on", "at", "to", "distance", "velocity"])
        let place = try place(fields, of: node, for: "flick")
        let direction = try choice(try requireField("to", in: fields, of: node, context: "in 'flick'").value,
                                   for: "to", what: "direction", as: Direction.self)
        let distance = try distance(fields, default: IdealGesture.flickDistance)
        var velocity = IdealGesture.flickVelocity
        if let field = fields.first(where: { $0.name == "velocity" }) {
            velocity = try nonNegative(field.value, for: "velocity", strictly: true)
            let seconds = distance / velocity
            guard seconds > 0, seconds <= IdealGesture.maxGestureDuration else {
                throw error("a flick of \(ScenarioText.format(distance)) points at \(ScenarioText.format(velocity)) "
                            + "pt/s takes \(ScenarioText.format(seconds)) s; a gesture takes more than 0 and at most "
                            + "\(ScenarioText.format(IdealGesture.maxGestureDuration)) s", at: field.value)
            }
        }
        return .flick(place, direction: direction, distance: distance, velocity: velocity)
    }

    /// `edge-swipe: {edge: left, distance: 120, duration: 0.2, y: …}` (`x: …` for the top and
    /// bottom edges), or `edge-swipe: EDGE` with every default.
    func edgeSwipe(_ node: Node) throws(ScenarioError) -> GestureStep<App.AppTarget> {
        guard case .mapping = node else {
            return .edgeSwipe(try screenEdge(node), distance: IdealGesture.edgeSwipeDistance,
                              duration: IdealGesture.edgeSwipeDuration, position: nil)
        }
        let fields = try gestureFields(node, for: "edge-swipe", known: ["edge", "distance", "duration", "x", "y"],
                                       example: "{ edge: left, distance: 120 }")
        var edge = ScreenEdge.left
        if let field = fields.first(where: { $0.name == "edge" }) {
            edge = try screenEdge(field.value)
        }
        var position: Double?
        for field in fields where field.name == "x" || field.name == "y" {
            guard (field.name == "y") == edge.isVertical else {
                let other = field.name == "x" ? "y" : "x"
                throw error("'\(field.name)' places a swipe from the \(edge.isVertical ? "top or bottom" : "left or right") "
                            + "edge; a swipe from the \(edge.rawValue) edge is placed by '\(other)'", at: field.key)
            }
            position = try coordinate(field.value, for: field.name)
        }
        return .edgeSwipe(edge, distance: try distance(fields, default: IdealGesture.edgeSwipeDistance),
                          duration: try duration(fields, default: IdealGesture.edgeSwipeDuration), position: position)
    }

    /// `left`, `right`, `top` or `bottom`.
    func screenEdge(_ node: Node) throws(ScenarioError) -> ScreenEdge {
        try choice(node, for: "edge", what: "edge", as: ScreenEdge.self)
    }

    /// A target (`double-tap: send`) or a mapping with exactly one of `on` and `at`.
    func place(_ node: Node, for label: String) throws(ScenarioError) -> TapTarget<App.AppTarget> {
        guard case .mapping = node else { return try target(node, for: label) }
        return try place(try gestureFields(node, for: label, known: ["on", "at"]), of: node, for: label)
    }

    /// `on: TARGET` or `at: [x, y]`, exactly one.
    func place(_ fields: [Field], of node: Node, for label: String) throws(ScenarioError) -> TapTarget<App.AppTarget> {
        let field = try oneOf("on", "at", in: fields, of: node, for: label,
                              what: "a target ('on: \(exampleTarget)') or a point ('at: [x, y]')")
        return field.name == "on" ? try target(field.value, for: "on") : .point(try point(field.value, for: "at"))
    }

    /// The field named `first` or the one named `second`: exactly one of them.
    func oneOf(_ first: String, _ second: String, in fields: [Field], of node: Node, for label: String,
               what: String) throws(ScenarioError) -> Field {
        let given = fields.filter { $0.name == first || $0.name == second }
        guard let field = given.first else {
            throw error("missing '\(first)' or '\(second)' in '\(label)': give \(what)", at: node)
        }
        guard given.count == 1 else {
            throw error("'\(label)' takes '\(first)' or '\(second)', not both", at: given[1].key)
        }
        return field
    }

    /// One of the app's targets, read as a `tap` reads it (a target of another app is named as
    /// such); a point is written `at: [x, y]`.
    func target(_ node: Node, for label: String) throws(ScenarioError) -> TapTarget<App.AppTarget> {
        switch node {
        case .mapping, .sequence:
            throw typeError("a target such as '\(exampleTarget)' (a point is written 'at: [x, y]')", for: label,
                            found: node)
        default:
            return try tapTarget(node)
        }
    }

    /// A target messages give as an example.
    var exampleTarget: String { vocabulary.tapTargets.first ?? "TARGET" }

    /// The fields of a gesture's mapping, every key among `known`.
    func gestureFields(_ node: Node, for label: String, known: [String], example: String? = nil)
        throws(ScenarioError) -> [Field] {
        let example = example ?? "{ on: \(exampleTarget) }"
        return try fields(of: node, for: label, known: known, context: "in '\(label)'",
                          expected: "a mapping such as '\(example)'")
    }

    /// `duration`: more than 0, at most ``IdealGesture/maxGestureDuration`` seconds.
    func duration(_ fields: [Field], default value: Double) throws(ScenarioError) -> Double {
        guard let field = fields.first(where: { $0.name == "duration" }) else { return value }
        let seconds = try nonNegative(field.value, for: "duration", strictly: true)
        try checkAtMost(seconds, IdealGesture.maxGestureDuration, unit: "s", for: "duration", at: field.value)
        return seconds
    }

    /// `distance`: more than 0, at most ``IdealGesture/maxGestureDistance`` points.
    func distance(_ fields: [Field], default value: Double) throws(ScenarioError) -> Double {
        guard let field = fields.first(where: { $0.name == "distance" }) else { return value }
        let points = try nonNegative(field.value, for: "distance", strictly: true)
        try checkAtMost(points, IdealGesture.maxGestureDistance, unit: "points", for: "distance", at: field.value)
        return points
    }

    /// `scale`: more than 0, taking the fingers at most ``IdealGesture/maxGestureDistance`` apart.
    func scale(_ fields: [Field], distance: Double) throws(ScenarioError) -> Double {
        guard let field = fields.first(where: { $0.name == "scale" }) else { return IdealGesture.pinchScale }
        let scale = try nonNegative(field.value, for: "scale", strictly: true)
        let apart = distance * scale
        guard apart <= IdealGesture.maxGestureDistance else {
            throw error("'scale' \(ScenarioText.format(scale)) takes the fingers \(ScenarioText.format(apart)) points "
                        + "apart; a pinch takes them at most "
                        + "\(ScenarioText.format(IdealGesture.maxGestureDistance)) points apart", at: field.value)
        }
        return scale
    }

    /// `angle` in degrees, at most ``IdealGesture/maxRotationAngle`` either way.
    func angle(_ fields: [Field]) throws(ScenarioError) -> Double {
        guard let field = fields.first(where: { $0.name == "angle" }) else { return IdealGesture.rotationAngle }
        let degrees = try number(field.value, for: "angle")
        let limit = ScenarioText.format(IdealGesture.maxRotationAngle)
        guard abs(degrees) <= IdealGesture.maxRotationAngle else {
            throw error("'angle' must be between -\(limit) and \(limit) degrees, found \(ScenarioText.format(degrees))",
                        at: field.value)
        }
        return degrees
    }

    /// "'label' must be at most LIMIT unit, found value" when `value` is over `limit`.
    func checkAtMost(_ value: Double, _ limit: Double, unit: String, for label: String, at node: Node)
        throws(ScenarioError) {
        guard value <= limit else {
            throw error("'\(label)' must be at most \(ScenarioText.format(limit)) \(unit), found "
                        + ScenarioText.format(value), at: node)
        }
    }
}

import Devices

/// The gesture steps written back (docs/scenarios.md, "Gesture steps"): a place as the target's
/// name or `at: [x, y]`, every number given, a drag's `hold` only when it holds.
extension ScenarioWriter {
    /// A gesture step's value (after `key: `).
    public static func text<App: ScenarioWritable>(of gesture: GestureStep<App.AppTarget>, in app: App.Type) -> String {
        func place(_ place: TapTarget<App.AppTarget>, _ key: String = "on", point pointKey: String = "at")
            -> (String, String) {
            switch place {
            case .named(let target): (key, App.text(of: target))
            case .point(let point): (pointKey, pair(point))
            }
        }
        switch gesture {
        case .doubleTap(let at), .twoFingerTap(let at):
            if case .named(let target) = at { return App.text(of: target) }
            return mapping([place(at)])
        case let .longPress(at, duration):
            return mapping([place(at), ("duration", number(duration))])
        case let .drag(from, to, duration, hold):
            let end: (String, String)
            switch to {
            case .by(let offset): end = ("by", pair(offset))
            case .to(let target): end = place(target, "to", point: "to")
            }
            return mapping([place(from, point: "from"), end, ("duration", number(duration))]
                           + (hold > 0 ? [("hold", number(hold))] : []))
        case let .flick(at, direction, distance, velocity):
            return mapping([place(at), ("to", direction.rawValue), ("distance", number(distance)),
                            ("velocity", number(velocity))])
        case let .edgeSwipe(edge, distance, duration, position):
            let along = position.map { [(edge.isVertical ? "y" : "x", number($0))] } ?? []
            return mapping([("edge", edge.rawValue), ("distance", number(distance)), ("duration", number(duration))]
                           + along)
        case let .pinch(at, scale, distance, duration):
            return mapping([place(at), ("scale", number(scale)), ("distance", number(distance)),
                            ("duration", number(duration))])
        case let .rotate(at, angle, distance, duration):
            return mapping([place(at), ("angle", number(angle)), ("distance", number(distance)),
                            ("duration", number(duration))])
        }
    }
}

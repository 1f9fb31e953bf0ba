extension GestureRecognizer.Kind {
    /// What is wrong with the parameters, if anything: counts of at least 1, distances and
    /// durations finite and not negative (durations positive), directions and edges listed once.
    public var problem: String? {
        func finite(_ values: [(String, Double)], positive: Bool = false) -> String? {
            for (name, value) in values where !value.isFinite || value < 0 || (positive && value == 0) {
                return "'\(name)' must be a finite number" + (positive ? " greater than 0" : " of at least 0")
            }
            return nil
        }
        func count(_ name: String, _ value: Int, limit: Int = 64) -> String? {
            (1...limit).contains(value) ? nil : "'\(name)' must be a whole number from 1 to \(limit)"
        }
        switch self {
        case .tap(let tap):
            return count("taps", tap.taps, limit: 100) ?? count("touches", tap.touches)
                ?? finite([("movement", tap.movement)])
                ?? finite([("duration", tap.duration), ("interval", tap.interval)], positive: true)
        case .longPress(let press):
            return count("touches", press.touches) ?? finite([("movement", press.movement)])
                ?? finite([("duration", press.duration)], positive: true)
        case .pan(let pan):
            if Set(pan.directions).count != pan.directions.count {
                return "'direction' must list each direction at most once"
            }
            if let maximum = pan.maximumTouches, maximum < pan.minimumTouches {
                return "'max-touches' must be at least 'min-touches'"
            }
            return count("min-touches", pan.minimumTouches) ?? pan.maximumTouches.flatMap { count("max-touches", $0) }
                ?? finite([("hysteresis", pan.hysteresis)])
        case .swipe(let swipe):
            if swipe.directions.isEmpty || Set(swipe.directions).count != swipe.directions.count {
                return "'direction' must list each direction at most once, and at least one"
            }
            return count("touches", swipe.touches)
                ?? finite([("start-distance", swipe.startDistance), ("distance", swipe.distance),
                           ("across-distance", swipe.acrossDistance), ("against-distance", swipe.againstDistance),
                           ("distance-rate", swipe.distanceRate), ("across-rate", swipe.acrossRate)])
                ?? finite([("maximum-duration", swipe.maximumDuration)], positive: true)
        case .edgePan(let edge):
            if edge.edges.isEmpty || Set(edge.edges).count != edge.edges.count {
                return "'edges' must list each edge at most once, and at least one"
            }
            return finite([("region", edge.region), ("hysteresis", edge.hysteresis)])
                ?? edge.within.flatMap { finite([("within", $0)], positive: true) }
        case .pinch(let pinch):
            return finite([("hysteresis", pinch.hysteresis)])
        case .rotation(let rotation):
            return finite([("hysteresis", rotation.hysteresis)])
        }
    }
}

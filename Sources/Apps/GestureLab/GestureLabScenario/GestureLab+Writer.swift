import Devices
import Gestures
import GestureLabModel
import Scenarios

/// A lab scenario written back (the studio's recordings, `explore`'s counterexamples).
extension GestureLab {
    public static func settingsFields(_ setup: LabSetup) -> [(String, String)] {
        var fields: [(String, String)] = []
        if !setup.views.isEmpty {
            fields.append(("views", "[" + setup.views.map { view in
                let key = (view.parent.map { $0 + "/" } ?? "") + view.name
                return "{ \(key): \(ScenarioWriter.mapping(viewFields(view))) }"
            }.joined(separator: ", ") + "]"))
        }
        if !setup.recognizers.isEmpty {
            fields.append(("recognizers", "[" + setup.recognizers.map { recognizer in
                "{ \(recognizer.name): \(ScenarioWriter.mapping(recognizerFields(recognizer))) }"
            }.joined(separator: ", ") + "]"))
        }
        return fields
    }

    private static func viewFields(_ view: GestureView) -> [(String, String)] {
        let frame = view.frame
        var fields = [("frame", "[" + [frame.x, frame.y, frame.width, frame.height].map(ScenarioWriter.number)
            .joined(separator: ", ") + "]")]
        if view.isHidden { fields.append(("hidden", "true")) }
        if !view.isInteractionEnabled { fields.append(("interaction", "false")) }
        if view.button != nil { fields.append(("button", "true")) }
        if let scroll = view.scroll {
            fields.append(("content", "[\(ScenarioWriter.number(scroll.content.width)), \(ScenarioWriter.number(scroll.content.height))]"))
            if scroll.isPaging { fields.append(("paging", "true")) }
            if !scroll.delaysContentTouches { fields.append(("delays-content-touches", "false")) }
        }
        return fields
    }

    private static func recognizerFields(_ recognizer: GestureRecognizer) -> [(String, String)] {
        var fields = [("kind", recognizer.kind.name), ("view", ScenarioWriter.scalar(recognizer.view))]
        let number = ScenarioWriter.number
        func differ(_ name: String, _ value: Double, _ standard: Double) {
            if value != standard { fields.append((name, number(value))) }
        }
        func differ(_ name: String, _ value: Int, _ standard: Int) {
            if value != standard { fields.append((name, String(value))) }
        }
        switch recognizer.kind {
        case .tap(let tap):
            let standard = GestureRecognizer.Tap()
            differ("taps", tap.taps, standard.taps)
            differ("touches", tap.touches, standard.touches)
            differ("movement", tap.movement, standard.movement)
            differ("duration", tap.duration, standard.duration)
            differ("interval", tap.interval, standard.interval)
        case .longPress(let press):
            let standard = GestureRecognizer.LongPress()
            differ("duration", press.duration, standard.duration)
            differ("movement", press.movement, standard.movement)
            differ("touches", press.touches, standard.touches)
        case .pan(let pan):
            differ("min-touches", pan.minimumTouches, 1)
            if let maximum = pan.maximumTouches { fields.append(("max-touches", String(maximum))) }
            differ("hysteresis", pan.hysteresis, GestureRecognizer.Pan().hysteresis)
            if pan.velocityEstimate != .blended { fields.append(("velocity-estimate", pan.velocityEstimate.rawValue)) }
        case .swipe(let swipe):
            let standard = GestureRecognizer.Swipe()
            fields.append(("direction", "[" + swipe.directions.map(\.rawValue).joined(separator: ", ") + "]"))
            differ("touches", swipe.touches, standard.touches)
            differ("start-distance", swipe.startDistance, standard.startDistance)
            differ("distance", swipe.distance, standard.distance)
            differ("across-distance", swipe.acrossDistance, standard.acrossDistance)
            differ("against-distance", swipe.againstDistance, standard.againstDistance)
            differ("maximum-duration", swipe.maximumDuration, standard.maximumDuration)
            differ("distance-rate", swipe.distanceRate, standard.distanceRate)
            differ("across-rate", swipe.acrossRate, standard.acrossRate)
        case .edgePan(let edge):
            let standard = GestureRecognizer.EdgePan()
            fields.append(("edges", "[" + edge.edges.map(\.rawValue).joined(separator: ", ") + "]"))
            differ("region", edge.region, standard.region)
            differ("hysteresis", edge.hysteresis, standard.hysteresis)
            if edge.within != standard.within { fields.append(("within", edge.within.map(number) ?? "none")) }
            if edge.velocityEstimate != .blended { fields.append(("velocity-estimate", edge.velocityEstimate.rawValue)) }
        case .pinch(let pinch):
            differ("hysteresis", pinch.hysteresis, GestureRecognizer.Pinch().hysteresis)
        case .rotation(let rotation):
            differ("hysteresis", rotation.hysteresis, GestureRecognizer.Rotation().hysteresis)
        }
        if !recognizer.requires.isEmpty { fields.append(("requires", "[" + recognizer.requires.joined(separator: ", ") + "]")) }
        if !recognizer.simultaneous.isEmpty {
            fields.append(("simultaneous", "[" + recognizer.simultaneous.joined(separator: ", ") + "]"))
        }
        if !recognizer.cancelsTouchesInView { fields.append(("cancels-touches-in-view", "false")) }
        if recognizer.delaysTouchesBegan != recognizer.kind.delaysTouchesBeganByDefault {
            fields.append(("delays-touches-began", recognizer.delaysTouchesBegan ? "true" : "false"))
        }
        if !recognizer.delaysTouchesEnded { fields.append(("delays-touches-ended", "false")) }
        return fields
    }

    public static func fields(of expectation: LabExpectation) -> [(String, String)] {
        var fields: [(String, String)] = []
        func map<Value>(_ key: String, _ checks: [LabExpectation.Named<Value>], _ text: (Value) -> String) {
            guard !checks.isEmpty else { return }
            fields.append((key, ScenarioWriter.mapping(checks.map { (ScenarioWriter.scalar($0.name), text($0.value)) })))
        }
        map("state", expectation.state) { $0.rawValue }
        map("recognized", expectation.recognized) { String($0) }
        if let log = expectation.log {
            fields.append(("log", "[" + log.map { ScenarioWriter.scalar($0) }.joined(separator: ", ") + "]"))
        }
        map("translation", expectation.translation, ScenarioWriter.pair)
        map("velocity", expectation.velocity) { velocity in
            switch velocity {
            case .vector(let point): ScenarioWriter.pair(point)
            case .rate(let rate): ScenarioWriter.number(rate)
            }
        }
        map("location", expectation.location, ScenarioWriter.pair)
        map("scale", expectation.scale, ScenarioWriter.number)
        map("rotation", expectation.rotation, ScenarioWriter.number)
        map("offset", expectation.offset, ScenarioWriter.pair)
        if let highlighted = expectation.highlighted {
            fields.append(("highlighted", "[" + highlighted.joined(separator: ", ") + "]"))
        }
        if let time = expectation.time { fields.append(("time", ScenarioWriter.number(time))) }
        return fields
    }
}

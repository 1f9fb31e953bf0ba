import InstagridModel
import Scenarios

extension Instagrid: ScenarioWritable {
    public static func settingsFields(_ settings: InstagridSettings) -> [(String, String)] {
        var fields: [(String, String)] = []
        let options = ScenarioWriter.optionFields(settings.options)
        if !options.isEmpty {
            fields.append(("options", ScenarioWriter.mapping(options)))
        }
        if !settings.photos.isEmpty {
            let photos = settings.photos.keys.sorted().compactMap { alias in
                settings.photos[alias].map { (ScenarioWriter.scalar(alias), ScenarioWriter.scalar($0.relativePath)) }
            }
            fields.append(("photos", ScenarioWriter.mapping(photos)))
        }
        return fields
    }

    public static func text(of target: InstagridTarget) -> String {
        switch target {
        case .control(let control): control.description
        case .button(let title): ScenarioWriter.scalar(title)
        }
    }

    public static func text(of step: InstagridStep) -> String {
        typealias W = ScenarioWriter
        switch step {
        case let .pick(slot, photo): return W.mapping([("slot", String(slot)), ("photo", W.scalar(photo))])
        case .picker(.cancel): return "cancel"
        case .picker(.choose(let photo)): return W.mapping([("choose", W.scalar(photo))])
        case .rotate(let orientation): return orientation.rawValue
        case .swipe(.direction(let direction)): return direction.rawValue
        case let .swipe(.track(from, to, duration)):
            return W.mapping([("from", W.pair(from)), ("to", W.pair(to)), ("duration", W.number(duration))])
        case .share(let outcome): return outcome.rawValue
        case .alert(let answer): return answer.rawValue
        case .turn(let orientation): return orientation.rawValue
        case let .shareActivity(activity, completed, sheetStays):
            return W.mapping([("activity", activity.rawValue), ("completed", String(completed))]
                             + (sheetStays ? [("sheetStays", "true")] : []))
        case .source(let choice): return choice.rawValue
        case .permission(let answer): return answer.rawValue
        case .settings(let settings):
            return W.mapping(settings.map { ($0.kind.rawValue, $0.authorization.rawValue) })
        case .app(let step): return step.rawValue
        }
    }

    public static func fields(of expectation: InstagridExpectation) -> [(String, String)] {
        ScenarioWriter.expectationFields(expectation)
    }
}

/// Instagrid's options and `expect` keys, written in the parser's key order.
extension ScenarioWriter {
    /// The options that differ from the defaults, in the parser's key order.
    static func optionFields(_ options: AppOptions) -> [(String, String)] {
        let defaults = AppOptions()
        var fields: [(String, String)] = []
        if options.incompleteGrid != defaults.incompleteGrid {
            fields.append(("incompleteGrid", options.incompleteGrid.rawValue))
        }
        if options.slideDuration != defaults.slideDuration {
            fields.append(("slideDuration", number(options.slideDuration)))
        }
        if options.returnDuration != defaults.returnDuration {
            fields.append(("returnDuration", number(options.returnDuration)))
        }
        if options.curve != defaults.curve { fields.append(("curve", curveText(options.curve))) }
        if options.initialLayout != defaults.initialLayout {
            fields.append(("initialLayout", String(options.initialLayout.rawValue)))
        }
        if options.exportScale != defaults.exportScale {
            switch options.exportScale {
            case .device: fields.append(("exportScale", "device"))
            case .fixed(let scale): fields.append(("exportScale", String(scale)))
            }
        }
        for option in Instagrid.gestureOptions
        where options.gestures[keyPath: option.keyPath] != defaults.gestures[keyPath: option.keyPath] {
            fields.append((option.name, number(options.gestures[keyPath: option.keyPath])))
        }
        return fields + realAppOptionFields(options)
    }

    static func curveText(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case .spring(let damping): mapping([("spring", mapping([("damping", number(damping))]))])
        case let .cubicBezier(x1, y1, x2, y2):
            mapping([("cubic-bezier", "[" + [x1, y1, x2, y2].map(number).joined(separator: ", ") + "]")])
        }
    }

    static func expectationFields(_ expectation: InstagridExpectation) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let phase = expectation.phase { fields.append(("phase", phase.rawValue)) }
        if let layout = expectation.layout { fields.append(("layout", String(layout.rawValue))) }
        if let orientation = expectation.orientation { fields.append(("orientation", orientation.rawValue)) }
        if let slots = expectation.slots {
            fields.append(("slots", mapping(slots.keys.sorted().map { slot in
                switch slots[slot] {
                case .photo(let alias)?: (String(slot), scalar(alias))
                case .empty?, nil: (String(slot), "null")
                }
            })))
        }
        if let visible = expectation.visibleSlots {
            fields.append(("visibleSlots", "[" + visible.map(String.init).joined(separator: ", ") + "]"))
        }
        if let offset = expectation.gridOffset { fields.append(("gridOffset", pair(offset))) }
        switch expectation.picker {
        case .hidden?: fields.append(("picker", "null"))
        case .shown(let slot)?: fields.append(("picker", String(slot)))
        case nil: break
        }
        switch expectation.alert {
        case .hidden?: fields.append(("alert", "null"))
        case .shown(let kind)?: fields.append(("alert", kind.rawValue))
        case nil: break
        }
        if let shares = expectation.shares {
            fields.append(("shares", "[" + shares.map(\.rawValue).joined(separator: ", ") + "]"))
        }
        if let time = expectation.time { fields.append(("time", number(time))) }
        return fields + realAppExpectationFields(expectation)
    }
}

import InstagridModel
import Scenarios

/// Instagrid, the photo grid, as scenario scripts drive it (docs/scenarios.md, docs/rules.md).
public enum Instagrid: ScenarioApp {
    public typealias Model = AppState

    /// `layout-1…3` and `slot-1…4`.
    public static let tapTargets = ["layout-1", "layout-2", "layout-3", "slot-1", "slot-2", "slot-3", "slot-4"]

    public static let vocabulary = Vocabulary(
        app: "instagrid",
        topLevelKeys: ["name", "description", "devices", "orientation", "options", "photos", "steps"],
        steps: ["tap", "pick", "picker", "rotate", "swipe", "touches", "wait", "at", "share", "alert",
                "expect", "snapshot", "source", "permission", "settings", "app"],
        expectKeys: ["phase", "layout", "orientation", "slots", "visibleSlots", "gridOffset", "picker",
                     "alert", "shares", "time"] + realAppExpectKeys,
        tapTargets: tapTargets,
        tapTargetDescription: "a tap target (layout-1…3, slot-1…4 or {x: …, y: …})", exampleStep: "tap: slot-1")

    public static var defaultSettings: InstagridSettings { InstagridSettings() }

    public static func settings(_ fields: [ScenarioParser<Instagrid>.Field], in parser: inout ScenarioParser<Instagrid>,
                                errors: inout [ScenarioError]) -> InstagridSettings {
        var settings = InstagridSettings()
        var aliases: [String] = []
        for field in fields {
            switch field.name {
            case "options":
                do { settings.options = try parser.options(field.value) } catch { errors.append(error) }
            default: // "photos"
                settings.photos = parser.photos(field.value, aliases: &aliases, errors: &errors)
            }
        }
        settings.aliases = aliases
        return settings
    }

    public static func step(_ field: ScenarioParser<Instagrid>.Field, in parser: inout ScenarioParser<Instagrid>)
        throws(ScenarioError) -> InstagridStep {
        try parser.instagridStep(field)
    }

    public static func target(_ node: ScenarioParser<Instagrid>.Node, in parser: ScenarioParser<Instagrid>)
        throws(ScenarioError) -> InstagridTarget {
        try parser.instagridTarget(node)
    }

    public static func expectation(_ fields: [ScenarioParser<Instagrid>.Field],
                                   in parser: inout ScenarioParser<Instagrid>) throws(ScenarioError)
        -> InstagridExpectation {
        try parser.instagridExpectation(fields)
    }

    public static func keyword(of step: InstagridStep) -> String { step.keyword }

    /// Three for a pick (a tap and the picker's answer), a drawn swipe's down, moves and up, one
    /// per setting, one for a rotation or an answer.
    public static func inputCount(of step: InstagridStep) -> Int {
        switch step {
        case .pick: 3
        case .picker, .rotate, .share, .alert, .turn, .shareActivity, .source, .permission, .app: 1
        case .settings(let settings): settings.count
        case .swipe(let gesture): IdealGesture.moveCount(duration: duration(of: gesture)) + 2
        }
    }

    public static func usesIdealTouch(_ step: InstagridStep) -> Bool {
        switch step {
        case .pick, .swipe: true
        default: false
        }
    }

    /// The control a target name names, if any.
    public static func control(named name: String) -> Control? {
        if name.hasPrefix("layout-"), let number = Int(name.dropFirst(7)), String(number) == name.dropFirst(7),
           let layout = Layout(rawValue: number) {
            return .layoutButton(layout)
        }
        if name.hasPrefix("slot-"), let number = Int(name.dropFirst(5)), String(number) == name.dropFirst(5),
           (1...4).contains(number) {
            return .slot(number)
        }
        return nil
    }

    /// Seconds `gesture` takes on the clock.
    public static func duration(of gesture: SwipeGesture) -> Double {
        switch gesture {
        case .direction: IdealGesture.swipeDuration
        case .track(_, _, let duration): duration
        }
    }

    public static func initialState(on device: Device, for scenario: Scenario<Instagrid>) -> AppState {
        AppState(device: device, orientation: scenario.orientation, options: scenario.options)
    }

    /// A control's frame's centre, or the presented stand-in's button's.
    public static func point(of target: InstagridTarget, in runner: ScenarioRunner<Instagrid>) -> TargetPoint {
        runner.targetPoint(target)
    }

    /// The device's screen in the interface's current orientation (R6).
    public static func screenSize(in runner: ScenarioRunner<Instagrid>) -> Size {
        runner.device.screenSize(runner.state.orientation)
    }

    public static func perform(_ step: InstagridStep, at location: Step<Instagrid>,
                               in runner: inout ScenarioRunner<Instagrid>) -> StepFailure? {
        runner.performInstagrid(step, at: location)
    }

    public static func differences(_ expectation: InstagridExpectation, in state: AppState)
        -> [ExpectationDifference] {
        expectation.differences(in: state)
    }

    public static func traceLine(_ entry: AppTraceEntry) -> TraceLine {
        let reasons = entry.events.compactMap { event -> String? in
            if case .ignored(let reason) = event { return reason.summary }
            return nil
        }
        return TraceLine(time: entry.time, input: entry.action.summary, inputFields: entry.action.jsonFields,
                         isIgnored: entry.isIgnored, events: entry.events.map(\.summary), reasons: reasons,
                         did: entry.events.filter { !$0.isIgnored }.map(\.summary),
                         state: ("phase", entry.phase.rawValue), stateText: entry.phase.rawValue)
    }
}

extension Scenario where App == Instagrid {
    /// An Instagrid scenario with its options and photos.
    public init(name: String, description: String? = nil, path: String, devices: [Device],
                orientation: Orientation = .portrait, options: AppOptions, photos: [String: PhotoSource] = [:],
                steps: [Step<Instagrid>]) {
        self.init(name: name, description: description, path: path, devices: devices, orientation: orientation,
                  settings: InstagridSettings(options: options, photos: photos), steps: steps)
    }

    /// The app's options (`options:`).
    public var options: AppOptions {
        get { settings.options }
        set { settings.options = newValue }
    }

    /// Photo aliases, by alias (`photos:`).
    public var photos: [String: PhotoSource] {
        get { settings.photos }
        set { settings.photos = newValue }
    }
}

import InstagridModel

/// Writes a scenario as the YAML that ``ScenarioParser`` reads back to the same steps
/// (docs/scenarios.md). Numbers are written in the shortest decimal form that reads back as the
/// same `Double`, so a recorded track replays bit for bit.
///
/// Options other than the defaults are not written: the writer serves scenarios recorded with
/// default options (the studio's recorder).
public enum ScenarioWriter {
    /// The YAML text of `scenario`; photo paths are written as given (`relativePath`).
    public static func yaml(_ scenario: Scenario) -> String {
        var lines: [String] = []
        lines.append("name: \(quoted(scenario.name))")
        if let description = scenario.description { lines.append("description: \(quoted(description))") }
        let devices = scenario.devices.map(\.id)
        lines.append("devices: " + (devices.count == 1 ? devices[0] : "[\(devices.joined(separator: ", "))]"))
        lines.append("orientation: \(scenario.orientation.rawValue)")
        if !scenario.photos.isEmpty {
            lines.append("photos:")
            for alias in scenario.photos.keys.sorted() {
                lines.append("  \(quoted(alias)): \(quoted(scenario.photos[alias]?.relativePath ?? ""))")
            }
        }
        lines.append(scenario.steps.isEmpty ? "steps: []" : "steps:")
        for step in scenario.steps {
            lines.append(contentsOf: self.lines(step.kind))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The list item (one or more lines, indented for `steps:`) of one step.
    public static func lines(_ kind: StepKind) -> [String] {
        switch kind {
        case .tap(.control(let control)): ["  - tap: \(control)"]
        case .tap(.point(let point)): ["  - tap: {x: \(number(point.x)), y: \(number(point.y))}"]
        case let .pick(slot, photo): ["  - pick: {slot: \(slot), photo: \(quoted(photo))}"]
        case .picker(.cancel): ["  - picker: cancel"]
        case .picker(.choose(let photo)): ["  - picker: {choose: \(quoted(photo))}"]
        case .rotate(let orientation): ["  - rotate: \(orientation.rawValue)"]
        case .swipe(.direction(let direction)): ["  - swipe: \(direction.rawValue)"]
        case let .swipe(.track(from, to, duration)):
            ["  - swipe: {from: [\(number(from.x)), \(number(from.y))], to: [\(number(to.x)), \(number(to.y))], duration: \(number(duration))}"]
        case .touches(let samples):
            ["  - touches:"] + samples.map {
                "      - [\(number($0.time)), \($0.id), \($0.phase.rawValue), \(number($0.point.x)), \(number($0.point.y))]"
            }
        case .wait(let seconds): ["  - wait: \(number(seconds))"]
        case .at(let time): ["  - at: \(number(time))"]
        case .share(let outcome): ["  - share: \(outcome.rawValue)"]
        case .alert(let answer): ["  - alert: \(answer.rawValue)"]
        case .expect(let expectation): ["  - expect: {\(fields(expectation).joined(separator: ", "))}"]
        case .snapshot(let request):
            if let window = request.window {
                ["  - snapshot: {name: \(quoted(request.name)), from: \(number(window.from)), to: \(number(window.to)), fps: \(number(window.fps))}"]
            } else {
                ["  - snapshot: \(quoted(request.name))"]
            }
        }
    }

    /// The keys of an `expect` mapping, in the order docs/scenarios.md lists them.
    static func fields(_ expectation: Expectation) -> [String] {
        var fields: [String] = []
        if let phase = expectation.phase { fields.append("phase: \(phase.rawValue)") }
        if let layout = expectation.layout { fields.append("layout: \(layout.rawValue)") }
        if let orientation = expectation.orientation { fields.append("orientation: \(orientation.rawValue)") }
        if let slots = expectation.slots {
            let items = slots.keys.sorted().map { slot -> String in
                switch slots[slot] ?? .empty {
                case .empty: "\(slot): null"
                case .photo(let alias): "\(slot): \(quoted(alias))"
                }
            }
            fields.append("slots: {\(items.joined(separator: ", "))}")
        }
        if let visible = expectation.visibleSlots {
            fields.append("visibleSlots: [\(visible.map(String.init).joined(separator: ", "))]")
        }
        if let offset = expectation.gridOffset {
            fields.append("gridOffset: [\(number(offset.x)), \(number(offset.y))]")
        }
        switch expectation.picker {
        case .none: break
        case .hidden: fields.append("picker: null")
        case .shown(let slot): fields.append("picker: \(slot)")
        }
        switch expectation.alert {
        case .none: break
        case .hidden: fields.append("alert: null")
        case .shown(let kind): fields.append("alert: \(kind.rawValue)")
        }
        if let shares = expectation.shares {
            fields.append("shares: [\(shares.map(\.rawValue).joined(separator: ", "))]")
        }
        if let time = expectation.time { fields.append("time: \(number(time))") }
        return fields
    }

    /// A number YAML reads back as the same `Double`: an integer when it is one, else Swift's
    /// shortest round-trip decimal; values that would need an exponent are written with fixed
    /// decimals (YAML 1.1, which Yams follows, reads `1e-05` as text).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = "\(value)"
        if !text.contains("e") { return text }
        return fixed(value)
    }

    /// `value` with up to 12 decimals, trailing zeros dropped.
    static func fixed(_ value: Double) -> String {
        let scale = 1e12
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return String(Int64(value.rounded())) }
        let units = Int64(scaled)
        var fraction = String(units % Int64(scale))
        fraction = String(repeating: "0", count: 12 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = String(units / Int64(scale))
        let sign = value < 0 ? "-" : ""
        return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
    }

    /// A single-quoted YAML scalar (`'` doubled): never read as a number, boolean or null.
    public static func quoted(_ text: String) -> String {
        var out = "'"
        for character in text {
            out.append(character)
            if character == "'" { out.append("'") }
        }
        return out + "'"
    }
}

extension Expectation {
    /// Every key of `expect` as `state` has it (the studio's "expect the current state"):
    /// phase, layout, orientation, all four slots, visible slots, grid offset, picker, alert,
    /// shares and time.
    public init(everythingIn state: AppState) {
        self.init()
        phase = state.phase
        layout = state.layout
        orientation = state.orientation
        var slots: [Int: SlotContent] = [:]
        for slot in 1...4 { slots[slot] = SlotContent(state.photos[slot]) }
        self.slots = slots
        visibleSlots = state.visibleSlots
        gridOffset = state.gridOffset
        picker = Presence(state.picker)
        alert = Presence(state.alert)
        shares = state.shares
        time = state.now
    }
}

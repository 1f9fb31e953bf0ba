import Devices
import Gestures
import GestureLabModel
import Scenarios

extension LabExpectation {
    /// The keys that do not hold in `state`, in the order docs/gestures.md lists them; the log
    /// is read from the record `logSince` on.
    public func differences(in state: LabState, logSince: Int) -> [ExpectationDifference] {
        let arena = state.arena
        var found: [ExpectationDifference] = []
        func recognizer(_ name: String) -> RecognizerID? { arena.recognizer(named: name) }
        for check in self.state {
            guard let id = recognizer(check.name) else { continue }
            let actual = arena.state(of: id)
            if actual != check.value {
                found.append(.init(key: "state.\(check.name)", expected: check.value.rawValue,
                                   found: actual.rawValue + (arena.isWaiting(id) ? " (waiting)" : "")))
            }
        }
        for check in recognized {
            guard let id = recognizer(check.name) else { continue }
            let actual = arena.recognizedCount(of: id)
            if actual != check.value {
                found.append(.init(key: "recognized.\(check.name)", expected: "\(check.value)", found: "\(actual)"))
            }
        }
        if let log {
            let actual = state.logEntries(from: logSince)
            if actual != log {
                found.append(.init(key: "log", expected: Self.list(log), found: Self.list(actual)))
            }
        }
        func points(_ key: String, _ checks: [Named<Point>], _ read: (RecognizerID) -> Point) {
            for check in checks {
                guard let id = recognizer(check.name) else { continue }
                let actual = read(id)
                if !Self.near(actual, check.value, Self.pointTolerance) {
                    found.append(.init(key: "\(key).\(check.name)", expected: Self.text(check.value), found: Self.text(actual)))
                }
            }
        }
        points("translation", translation) { arena.translation(of: $0) }
        for check in velocity {
            guard let id = recognizer(check.name) else { continue }
            let actual = arena.velocity(of: id)
            switch check.value {
            case .vector(let expected):
                if !Self.near(actual, expected, Self.pointTolerance) {
                    found.append(.init(key: "velocity.\(check.name)", expected: Self.text(expected), found: Self.text(actual)))
                }
            case .rate(let expected):
                if abs(actual.x - expected) > Self.valueTolerance {
                    found.append(.init(key: "velocity.\(check.name)", expected: ScenarioText.format(expected),
                                       found: ScenarioText.format(actual.x)))
                }
            }
        }
        points("location", location) { arena.location(of: $0) }
        func values(_ key: String, _ checks: [Named<Double>], _ read: (RecognizerID) -> Double) {
            for check in checks {
                guard let id = recognizer(check.name) else { continue }
                let actual = read(id)
                if abs(actual - check.value) > Self.valueTolerance {
                    found.append(.init(key: "\(key).\(check.name)", expected: ScenarioText.format(check.value),
                                       found: ScenarioText.format(actual)))
                }
            }
        }
        values("scale", scale) { arena.scale(of: $0) }
        values("rotation", rotation) { arena.rotation(of: $0) }
        for check in offset {
            guard let view = arena.view(named: check.name) else { continue }
            let actual = arena.contentOffset(of: view, at: state.now)
            if !Self.near(actual, check.value, Self.pointTolerance) {
                found.append(.init(key: "offset.\(check.name)", expected: Self.text(check.value), found: Self.text(actual)))
            }
        }
        if let highlighted {
            let actual = arena.highlightedButtons().map { arena.views[$0].name }
            if Set(actual) != Set(highlighted) {
                found.append(.init(key: "highlighted", expected: ExpectationDifference.list(highlighted),
                                   found: ExpectationDifference.list(actual)))
            }
        }
        if let time, let difference = ExpectationDifference.time(expected: time, found: state.now) {
            found.append(difference)
        }
        return found
    }

    static func near(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    static func text(_ point: Point) -> String {
        "[\(ScenarioText.format(point.x)), \(ScenarioText.format(point.y))]"
    }

    static func list(_ entries: [String]) -> String {
        ExpectationDifference.list(entries.map { ScenarioText.jsonQuoted($0) })
    }
}

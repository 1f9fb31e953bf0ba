import AppModel
import Support

extension Expectation {
    /// Tolerance for `gridOffset` (points) and `time` (seconds).
    public static let offsetTolerance = 0.01
    public static let timeTolerance = 1e-6

    /// Nil when every listed key holds in `state`; otherwise a diff of expected and actual
    /// values of the listed keys (− expected, + actual).
    public func mismatch(in state: AppState) -> String? {
        var checks: [(key: String, expected: String, actual: String)] = []
        func check(_ key: String, _ want: String, _ have: String) {
            checks.append((key, want, have))
        }
        if let phase { check("phase", phase.rawValue, state.phase.rawValue) }
        if let layout { check("layout", "\(layout.rawValue)", "\(state.layout.rawValue)") }
        if let orientation { check("orientation", orientation.rawValue, state.orientation.rawValue) }
        if let slots {
            for slot in slots.keys.sorted() {
                check("slots.\(slot)", slots[slot].flatMap { $0 } ?? "null", state.photos[slot] ?? "null")
            }
        }
        if let visibleSlots {
            check("visibleSlots", "\(visibleSlots)", "\(state.visibleSlots)")
        }
        if let gridOffset {
            let offset = state.gridOffset
            let close = abs(offset.x - gridOffset.x) <= Self.offsetTolerance
                && abs(offset.y - gridOffset.y) <= Self.offsetTolerance
            check("gridOffset", "[\(formatPoints(gridOffset.x)), \(formatPoints(gridOffset.y))]",
                  close ? "[\(formatPoints(gridOffset.x)), \(formatPoints(gridOffset.y))]"
                        : "[\(formatPoints(offset.x)), \(formatPoints(offset.y))]")
        }
        if let picker {
            check("picker", picker.map { "\($0)" } ?? "null", state.picker.map { "\($0)" } ?? "null")
        }
        if let alert {
            check("alert", alert?.rawValue ?? "null", state.alert?.rawValue ?? "null")
        }
        if let shares {
            check("shares", "[\(shares.map(\.rawValue).joined(separator: ", "))]",
                  "[\(state.shares.map(\.rawValue).joined(separator: ", "))]")
        }
        if let time {
            let close = abs(state.now - time) <= Self.timeTolerance
            check("time", formatSeconds(time), close ? formatSeconds(time) : formatSeconds(state.now))
        }
        guard checks.contains(where: { $0.expected != $0.actual }) else { return nil }
        // One line per checked key in the order of SPEC §5; a mismatch shows both values.
        var lines = ["expected state does not match (− expected, + actual):"]
        for check in checks {
            if check.expected == check.actual {
                lines.append("    \(check.key): \(check.expected)")
            } else {
                lines.append("  − \(check.key): \(check.expected)")
                lines.append("  + \(check.key): \(check.actual)")
            }
        }
        return lines.joined(separator: "\n")
    }
}


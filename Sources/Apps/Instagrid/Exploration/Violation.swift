import Scenarios

/// An invariant that did not hold, and where.
package struct Violation: Sendable, Equatable, CustomStringConvertible {
    package var invariant: String
    package var rules: String
    package var message: String
    /// The input after which it failed (1-based, as in the trace), with its time and summary;
    /// nil for whole-run checks.
    package var input: Int?
    package var time: Double?
    package var action: String?

    package init(invariant: String, rules: String, message: String, input: Int? = nil, time: Double? = nil,
                 action: String? = nil) {
        self.invariant = invariant
        self.rules = rules
        self.message = message
        self.input = input
        self.time = time
        self.action = action
    }

    /// `invariant 'name' (rules) failed after input N at T s (action): message`.
    package var description: String {
        var text = "invariant '\(invariant)' (\(rules)) failed"
        if let input, let time, let action {
            text += " after input \(input) at \(ScenarioText.seconds(time)) s (\(action))"
        }
        return text + ": " + message
    }
}

import InstagridModel
import Support

/// A property of the rules that must hold after every input, whatever came before. `explore`
/// checks every invariant of ``all`` after each input; to check a new rule, write it as an
/// invariant and add it to the list.
package struct Invariant: Sendable {
    /// A short name, printed with a failure ("phase graph").
    package var name: String
    /// The rules it proves ("R7–R12").
    package var rules: String
    /// What broke, or nil when the transition keeps the invariant.
    package var check: @Sendable (Transition) -> String?

    package init(name: String, rules: String, check: @escaping @Sendable (Transition) -> String?) {
        self.name = name
        self.rules = rules
        self.check = check
    }

    /// Every invariant `explore` checks, in the order they are checked.
    package static let all: [Invariant] = [
        .clock, .oneLayout, .photosKept, .phaseGraph, .lockedWhileBusy, .gridOffset, .shareRecords,
    ]

    /// The name of the whole-run check: replaying the same steps gives the same trace, and the
    /// scenario printed for them reads back to the same steps and trace (R15).
    package static let sameTraceName = "same seed, same trace"
}

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
            text += " after input \(input) at \(formatSeconds(time)) s (\(action))"
        }
        return text + ": " + message
    }
}

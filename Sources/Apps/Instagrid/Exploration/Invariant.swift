import InstagridModel

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
        .oneModal, .permissionsKept, .pausedWhileInactive,
    ]

    /// The name of the whole-run check: replaying the same steps gives the same trace, and the
    /// scenario printed for them reads back to the same steps and trace (R15).
    package static let sameTraceName = "same seed, same trace"
}

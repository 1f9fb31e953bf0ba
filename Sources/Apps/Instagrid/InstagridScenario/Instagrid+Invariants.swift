import InstagridModel
import Scenarios

/// The rules' invariants (docs/explore.md, "The invariants"): what `explore` checks after every
/// input and timer of its random sequences, and what a scenario checks with
/// `expect: { invariants: [NAME…] }`, in the order they are checked.
extension Instagrid {
    public static let invariants: [AppInvariant<AppState>] = InstagridInvariant.all.map { name, check in
        AppInvariant(name, input: { before, entry, after in
            check(Transition(before: before, entry: entry, after: after))
        })
    }
}

/// Instagrid's invariants as checks of one ``Transition`` each, by name.
package enum InstagridInvariant {
    /// What breaks the invariant in a transition, or nil when it holds.
    package typealias Check = @Sendable (Transition) -> String?

    /// Every invariant, in the order they are checked, with the rules each proves
    /// (docs/explore.md).
    package static let all: [(name: String, check: Check)] = [
        ("clock", clock),                                     // R15
        ("one-layout", oneLayout),                            // R1, R2
        ("hidden-slots-keep-photos", photosKept),             // R3, R4, R22, R23
        ("phase-graph", phaseGraph),                          // R4, R7–R12, R17–R26
        ("locked-while-busy", lockedWhileBusy),               // R11, R25, R27
        ("grid-offset", gridOffset),                          // R7, R9, R10, R26, R28
        ("share-records", shareRecords),                      // R8, R9, R16, R20–R25
        ("one-modal", oneModal),                              // R27
        ("permissions", permissionsKept),                     // R19
        ("paused-while-inactive", pausedWhileInactive),       // R26
    ]
}

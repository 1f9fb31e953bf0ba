import VirtualClock

/// Messenger's mutants (docs/explore.md, "Mutants"): plausible bugs in its data layers behind
/// test-only switches, each caught by one of its world invariants. Off unless the process was
/// started with `INSTAGRID_SIM_MUTANT` naming one (``Mutant``).
enum MessengerMutants {
    /// The atomic layer's update of a message leaves out the recipient's entry, as a write split
    /// in two whose second half is forgotten would (caught by W3).
    static let recipientEntryLeftOut = Mutant("messenger-recipient-entry-left-out")
}

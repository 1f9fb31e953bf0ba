import VirtualClock

/// Instagrid's mutants (docs/explore.md, "Mutants"): plausible bugs in its rules behind
/// test-only switches, each caught by one of its explore invariants. Off unless the process was
/// started with `INSTAGRID_SIM_MUTANT` naming one (``Mutant``).
enum InstagridMutants {
    /// R11's lock is forgotten while the grid slides: a layout button or a slot fires during a
    /// slide (caught by "locked while busy").
    static let unlockedSlide = Mutant("instagrid-unlocked-slide")
}

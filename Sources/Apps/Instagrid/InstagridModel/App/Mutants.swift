import VirtualClock

/// Instagrid's mutants (docs/explore.md, "Mutants"): plausible bugs behind test-only switches,
/// each off unless the process was started with `INSTAGRID_SIM_MUTANT` naming it.
enum Mutants {
    /// The slots left unlocked while the grid slides out (R11): a tap on a slot then opens the
    /// picker (or its check) in the middle of the slide. The model once had this bug, and
    /// `explore` found it; the tests turn it back on to show that it still would.
    static let unlockedSlide = Mutant("instagrid-unlocked-slide")
}

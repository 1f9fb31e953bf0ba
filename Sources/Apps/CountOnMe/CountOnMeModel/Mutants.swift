import VirtualClock

/// The calculator's mutants (docs/explore.md, "Mutants"): plausible bugs behind test-only
/// switches, each off unless the process was started with `INSTAGRID_SIM_MUTANT` naming it.
enum Mutants {
    /// A digit typed on `0` appended to it instead of replacing it (C2): `07`.
    static let leadingZero = Mutant("countonme-leading-zero")
}

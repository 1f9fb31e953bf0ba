import Harness
import InstagridExploration

extension Explorer {
    /// Instagrid's `explore` (docs/explore.md): the harness's explorer over
    /// ``InstagridExploration/plan`` — its inputs drawn for the state before them, `--options`
    /// read as a scenario's `options` — with the rules' invariants after every input.
    public static let instagrid = Explorer(maxInputs: InstagridExploration.maxInputs, plan: InstagridExploration.plan)
}

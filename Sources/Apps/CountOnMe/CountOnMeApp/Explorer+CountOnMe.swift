import Harness

extension Explorer {
    /// The calculator's `explore` (docs/explore.md, "The calculator"): the harness's explorer
    /// over ``CalculatorExploration/plan``, with the rules of C1–C5 as invariants.
    public static let countOnMe = Explorer(maxInputs: 10_000, plan: CalculatorExploration.plan)
}

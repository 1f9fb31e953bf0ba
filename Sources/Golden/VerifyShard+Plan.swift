extension VerifyShard {
    /// The positions, in a plan of `total` checks, of the checks this shard runs: every
    /// `count`-th position starting at `index − 1`. The shards `1/N` … `N/N` together cover
    /// `0..<total` exactly once; ``VerifyPlan/shard(_:of:)`` runs these checks and the reports of
    /// a shard record them (see ``ReportSidecar``).
    package func positions(inPlanOf total: Int) -> [Int] {
        Array(stride(from: index - 1, to: max(total, 0), by: count))
    }
}

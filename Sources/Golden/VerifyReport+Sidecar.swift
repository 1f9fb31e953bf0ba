extension VerifyReport {
    /// The run as `report.json` records it, before the HTML report names its images: the shard
    /// (`1/1` when the run was not split), each result at its position in ``plan``, the failed
    /// runs as the JUnit report lists them, the orphans. When ``plan`` is empty (a report not
    /// made by ``VerifyRun``), the results are taken as the whole plan.
    package var sidecar: ReportSidecar {
        let known = !plan.isEmpty
        let shard = known ? self.shard ?? .whole : .whole
        let plan = known ? plan : results.map(\.check.id)
        let checks = zip(shard.positions(inPlanOf: plan.count), results).map { index, result in
            ReportSidecar.Check(index: index, outcome: result.outcome, record: result.record)
        }
        let runs = failedRuns.map { run in
            CheckRecord(scenario: run.scenario.name, variant: "\(run.device.id)-\(run.startOrientation.rawValue)",
                        snapshot: "expectations", status: .failed,
                        message: run.failures.map(\.description).joined(separator: "\n"))
        }
        return ReportSidecar(shard: shard, mode: mode, plan: plan, checks: checks, failedRuns: runs, orphans: orphans)
    }
}

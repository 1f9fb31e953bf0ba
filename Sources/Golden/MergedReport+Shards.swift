extension MergedReport {
    /// Checks that `shards` are the shards `1/N` … `N/N` of one run: one `N`, each index once,
    /// none missing, one plan, one record mode. Messages name the folders.
    ///
    /// - Throws: ``GoldenError/unmergeableReports(reason:)``.
    static func checkShards(_ shards: [Shard]) throws(GoldenError) {
        let sameRun = "give the report folders of the shards of one verify run"
        guard let first = shards.first else {
            throw .unmergeableReports(reason: "no report folders given; \(sameRun)")
        }
        let count = first.sidecar.shard.count
        if let other = shards.first(where: { $0.sidecar.shard.count != count }) {
            throw .unmergeableReports(reason: "\(first.folder) is shard \(first.sidecar.shard) but \(other.folder) is shard "
                                      + "\(other.sidecar.shard); \(sameRun), all split the same way")
        }
        var folders: [Int: [String]] = [:]
        for shard in shards { folders[shard.sidecar.shard.index, default: []].append(shard.folder) }
        for index in 1...count {
            guard let given = folders[index], given.count > 1 else { continue }
            throw .unmergeableReports(reason: "\(listed(given)) are \(given.count == 2 ? "both" : "all") shard \(index)/\(count); "
                                      + "give each shard's report folder once")
        }
        let missing = (1...count).filter { folders[$0] == nil }.map { "\($0)/\(count)" }
        if !missing.isEmpty {
            let which = missing.count == 1 ? "shard \(missing[0]) is" : "shards \(listed(missing)) are"
            let given = shards.map { "\($0.folder) is \($0.sidecar.shard)" }.joined(separator: ", ")
            throw .unmergeableReports(reason: "\(which) missing (given: \(given)); add the report folder of each shard")
        }
        for other in shards.dropFirst() where other.sidecar.plan != first.sidecar.plan {
            let plan = first.sidecar.plan, otherPlan = other.sidecar.plan
            var detail = "\(first.folder) plans \(plan.count) checks, \(other.folder) \(otherPlan.count)"
            if plan.count == otherPlan.count, let index = plan.indices.first(where: { plan[$0] != otherPlan[$0] }) {
                detail = "check \(index) is \(plan[index]) in \(first.folder) but \(otherPlan[index]) in \(other.folder)"
            }
            throw .unmergeableReports(reason: "\(first.folder) and \(other.folder) come from different plans (\(detail)); "
                                      + "\(sameRun), with the same scenarios and devices")
        }
        if let other = shards.first(where: { $0.sidecar.mode != first.sidecar.mode }) {
            throw .unmergeableReports(reason: "\(first.folder) ran in record mode \(first.sidecar.mode.rawValue) but "
                                      + "\(other.folder) in record mode \(other.sidecar.mode.rawValue); \(sameRun)")
        }
    }

    /// `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}

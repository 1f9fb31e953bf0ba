import Support

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
            throw .unmergeableReports(reason: "\(shown(first.folder)) is shard \(first.sidecar.shard) but \(shown(other.folder)) is shard "
                                      + "\(other.sidecar.shard); \(sameRun), all split the same way")
        }
        // Only the indices given are looked at, never 1…N: N is at most VerifyShard.maxCount,
        // but the work is bounded by the folders given.
        var folders: [Int: [String]] = [:]
        for shard in shards { folders[shard.sidecar.shard.index, default: []].append(shard.folder) }
        if let (index, given) = folders.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
            throw .unmergeableReports(reason: "\(listed(given.map(shown))) are \(given.count == 2 ? "both" : "all") "
                                      + "shard \(index)/\(count); give each shard's report folder once")
        }
        if folders.count < count {
            let missing = missingShards(given: folders.keys.sorted(), count: count)
            let which = count - folders.count == 1 ? "shard \(missing[0]) is" : "shards \(listed(missing)) are"
            let given = shards.prefix(listLimit).map { "\(shown($0.folder)) is \($0.sidecar.shard)" }.joined(separator: ", ")
                + (shards.count > listLimit ? ", … (\(shards.count) in all)" : "")
            throw .unmergeableReports(reason: "\(which) missing (given: \(given)); add the report folder of each shard")
        }
        for other in shards.dropFirst() where other.sidecar.plan != first.sidecar.plan {
            let plan = first.sidecar.plan, otherPlan = other.sidecar.plan
            let a = shown(first.folder), b = shown(other.folder)
            var detail = "\(a) plans \(plan.count) checks, \(b) \(otherPlan.count)"
            if plan.count == otherPlan.count, let index = plan.indices.first(where: { plan[$0] != otherPlan[$0] }) {
                detail = "check \(index) is \"\(echo(plan[index]))\" in \(a) but \"\(echo(otherPlan[index]))\" in \(b)"
            }
            throw .unmergeableReports(reason: "\(a) and \(b) come from different plans (\(detail)); "
                                      + "\(sameRun), with the same scenarios and devices")
        }
        if let other = shards.first(where: { $0.sidecar.mode != first.sidecar.mode }) {
            throw .unmergeableReports(reason: "\(shown(first.folder)) ran in record mode \(first.sidecar.mode.rawValue) but "
                                      + "\(shown(other.folder)) in record mode \(other.sidecar.mode.rawValue); \(sameRun)")
        }
    }

    /// A folder as messages name it: the one escaping rule, at most ``echoPathLimit`` characters.
    static func shown(_ folder: String) -> String { echo(folder, limit: echoPathLimit) }

    /// The most shards or folders a message lists; the rest are counted.
    static let listLimit = 8

    /// The first ``listLimit`` shards `I/count` missing from `given` (sorted, distinct, each in
    /// 1…count), then `… (M in all)`: found by walking the gaps between the given indices, so
    /// the work is bounded by the folders given, not by `count`.
    static func missingShards(given: [Int], count: Int) -> [String] {
        var missing: [String] = []
        var next = 1
        for index in given + [count + 1] {
            while next < index, missing.count < listLimit {
                missing.append("\(next)/\(count)")
                next += 1
            }
            if missing.count == listLimit { break }
            next = index + 1
        }
        let total = count - given.count
        if total > missing.count { missing.append("… (\(total) in all)") }
        return missing
    }

    /// `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        if items.last?.hasPrefix("…") == true { return items.joined(separator: ", ") }
        return items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}

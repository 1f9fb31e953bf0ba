import Support

/// `report.json`: the machine-readable record that `verify --report DIR` writes beside
/// `index.html`, and from which `merge-reports` rebuilds the reports of a whole run out of its
/// shards (see ``MergedReport``).
///
/// It holds what the JUnit and HTML reports are made of: the shard, the record mode, the ids of
/// every check of the whole run's plan (all shards), each check of this shard with its position
/// in that plan, its outcome, its record and the image files the HTML report wrote for it, and
/// the failed runs and orphaned goldens (reported by shard 1 only). The JSON is written by hand
/// with a fixed key order and one check per line, so equal runs give equal files (durations
/// aside):
///
/// ```json
/// {
///   "format": "instagrid-sim verify report",
///   "version": 1,
///   "shard": "2/3",
///   "recordMode": "never",
///   "plan": [
///     "layouts/iphone-se-portrait/layout-3-filled",
///     "layouts/iphone-se-portrait/layout-1-slot-2-hidden",
///     ...
///   ],
///   "checks": [
///     {"index": 1, "scenario": "layouts", "variant": "iphone-se-portrait", "snapshot": "layout-1-slot-2-hidden", "outcome": "passed", "status": "passed", "duration": 0.0213, "message": null, "artifacts": [], "images": {"thumb": "images/0-layouts-iphone-se-portrait-layout-1-slot-2-hidden-thumb.png"}},
///     ...
///   ],
///   "failedRuns": [],
///   "orphans": []
/// }
/// ```
package struct ReportSidecar: Sendable, Equatable {
    /// The sidecar's file name inside a report folder.
    package static let fileName = "report.json"
    /// The value of the `format` key, which marks the file as a sidecar.
    package static let format = "instagrid-sim verify report"
    /// The version written and the only one read.
    package static let version = 1

    /// One check of the shard.
    package struct Check: Sendable, Equatable {
        /// The check's position in the plan of the whole run, from 0.
        package var index: Int
        package var outcome: GoldenOutcome
        package var record: CheckRecord
        /// The image files the HTML report wrote for the check.
        package var images: ReportImages

        package init(index: Int, outcome: GoldenOutcome, record: CheckRecord, images: ReportImages = ReportImages()) {
            self.index = index
            self.outcome = outcome
            self.record = record
            self.images = images
        }

        /// `<scenario>/<variant>/<snapshot>`, as the plan lists it.
        package var id: String { record.scenario + "/" + record.name }
    }

    /// The shard that ran (`1/1` for a whole run).
    package var shard: VerifyShard
    /// The record mode the run used.
    package var mode: RecordMode
    /// The id (`<scenario>/<variant>/<snapshot>`) of every check of the whole run, in plan order.
    package var plan: [String]
    /// This shard's checks, in plan order.
    package var checks: [Check]
    /// Runs whose expectations failed, as the JUnit report lists them (shard 1 only).
    package var failedRuns: [CheckRecord]
    /// Goldens that no check produces (shard 1 only).
    package var orphans: [String]

    package init(shard: VerifyShard, mode: RecordMode, plan: [String], checks: [Check],
                failedRuns: [CheckRecord] = [], orphans: [String] = []) {
        self.shard = shard
        self.mode = mode
        self.plan = plan
        self.checks = checks
        self.failedRuns = failedRuns
        self.orphans = orphans
    }

    /// What the JUnit report lists: every check in plan order, then each failed run.
    package var records: [CheckRecord] { checks.map(\.record) + failedRuns }

    /// The sidecar as JSON text, ending with a newline.
    package var json: String {
        var members: [[String]] = [
            ["\"format\": \(jsonQuoted(Self.format))"],
            ["\"version\": \(Self.version)"],
            ["\"shard\": \(jsonQuoted(shard.description))"],
            ["\"recordMode\": \(jsonQuoted(mode.rawValue))"],
            Self.array("plan", plan.map(jsonQuoted)),
            Self.array("checks", checks.map { check in
                let images = check.images.written.map { "\(jsonQuoted($0.kind.rawValue)): \(jsonQuoted($0.path))" }
                return "{\"index\": \(check.index), " + Self.fields(of: check.record, outcome: check.outcome)
                    + ", \"images\": {" + images.joined(separator: ", ") + "}}"
            }),
            Self.array("failedRuns", failedRuns.map { "{" + Self.fields(of: $0, outcome: nil) + "}" }),
            Self.array("orphans", orphans.map(jsonQuoted)),
        ]
        for index in members.indices.dropLast() { members[index][members[index].count - 1] += "," }
        return (["{"] + members.joined().map { "  " + $0 } + ["}"]).joined(separator: "\n") + "\n"
    }

    /// `"key": [`, one item per line, `]`; `"key": []` when there are none.
    private static func array(_ key: String, _ items: [String]) -> [String] {
        guard !items.isEmpty else { return ["\(jsonQuoted(key)): []"] }
        let lines = items.enumerated().map { "  " + $0.element + ($0.offset + 1 < items.count ? "," : "") }
        return ["\(jsonQuoted(key)): ["] + lines + ["]"]
    }

    /// A record's fields as JSON members, with the outcome after the snapshot when given.
    private static func fields(of record: CheckRecord, outcome: GoldenOutcome?) -> String {
        var members = [
            "\"scenario\": \(jsonQuoted(record.scenario))",
            "\"variant\": \(jsonQuoted(record.variant))",
            "\"snapshot\": \(jsonQuoted(record.snapshot))",
        ]
        if let outcome { members.append("\"outcome\": \(jsonQuoted(outcome.rawValue))") }
        members += [
            "\"status\": \(jsonQuoted(record.status.rawValue))",
            "\"duration\": \(formatSeconds(record.duration))",
            "\"message\": \(record.message.map(jsonQuoted) ?? "null")",
            "\"artifacts\": [\(record.artifacts.map(jsonQuoted).joined(separator: ", "))]",
        ]
        return members.joined(separator: ", ")
    }
}

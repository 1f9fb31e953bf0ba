import Foundation
import Support

extension ReportSidecar {
    /// Reads `folder/report.json`.
    ///
    /// - Throws: ``GoldenError/reportSidecarMissing(folder:)`` when there is none,
    ///   ``GoldenError/reportSidecarInvalid(path:reason:)`` when it cannot be read or is not a
    ///   valid sidecar (see ``parse(_:path:)``).
    package static func read(folder: String) throws(GoldenError) -> ReportSidecar {
        let path = folder + "/" + fileName
        let bytes: [UInt8]
        do {
            // A report.json linked out of its shard folder (to a secret) is not read, so none of
            // its content reaches a message (docs/security.md).
            bytes = try RegularFile.read(path, maxBytes: maxFileBytes, inside: folder, rootName: "the shard folder")
        } catch {
            if error.problem == .notFound { throw .reportSidecarMissing(folder: folder) }
            throw .reportSidecarInvalid(path: path, reason: "cannot be read: \(error.reason)")
        }
        return try parse(Data(bytes), path: path)
    }

    /// The largest `report.json` read (16 MiB, a report of some 40,000 checks): its JSON is
    /// decoded whole, so its size bounds the memory `merge-reports` takes.
    package static let maxFileBytes = 16 << 20

    /// Parses the JSON of a sidecar and checks that it describes one shard of a plan: its checks
    /// are exactly the shard's positions of the plan (``VerifyShard/positions(inPlanOf:)``),
    /// each with the plan's id at its position, and its image names are files inside the
    /// report's `images/` folder.
    ///
    /// - Throws: ``GoldenError/reportSidecarInvalid(path:reason:)`` naming `path` and what is wrong.
    package static func parse(_ data: Data, path: String) throws(GoldenError) -> ReportSidecar {
        func invalid(_ reason: String) -> GoldenError { .reportSidecarInvalid(path: path, reason: reason) }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw invalid(describe(error))
        }
        guard header.format == format else { throw invalid("not a report of instagrid-sim verify (no \"format\": \"\(format)\")") }
        guard header.version == version else {
            throw invalid("version \(header.version.map(String.init) ?? "null") is not supported; this instagrid-sim reads version \(version)")
        }
        let stored: Stored
        do {
            stored = try decoder.decode(Stored.self, from: data)
        } catch {
            throw invalid(describe(error))
        }
        guard let shard = VerifyShard(stored.shard) else {
            throw invalid("shard: \"\(echo(stored.shard))\" is not I/N with 1 ≤ I ≤ N ≤ \(VerifyShard.maxCount)")
        }
        let mode = try value(RecordMode.self, stored.recordMode, at: "recordMode", invalid)
        var checks: [Check] = []
        for (position, check) in stored.checks.enumerated() {
            let at = "checks[\(position)]"
            var images = ReportImages()
            for (key, name) in check.images {
                let kind = try value(ReportImages.Kind.self, key, at: "\(at).images", invalid)
                guard isImageName(name) else { throw invalid("\(at).images.\(echo(key)): \"\(echo(name))\" is not a file in images/") }
                images[kind] = name
            }
            checks.append(Check(index: check.index, outcome: try value(GoldenOutcome.self, check.outcome, at: "\(at).outcome", invalid),
                                record: try check.record.record(at: at, invalid), images: images))
        }
        let failedRuns = try stored.failedRuns.enumerated().map { (position, run) throws(GoldenError) in
            try run.record(at: "failedRuns[\(position)]", invalid)
        }
        let sidecar = ReportSidecar(shard: shard, mode: mode, plan: stored.plan, checks: checks,
                                    failedRuns: failedRuns, orphans: stored.orphans)
        if let problem = sidecar.inconsistency { throw invalid(problem) }
        return sidecar
    }

    /// What makes the checks not the shard's checks of the plan, or `nil`.
    var inconsistency: String? {
        let positions = shard.positions(inPlanOf: plan.count)
        guard checks.map(\.index) == positions else {
            return "shard \(shard) of a plan of \(counted(plan.count, "check")) has the checks at "
                + "\(Self.list(positions)), but the file lists \(Self.list(checks.map(\.index)))"
        }
        if let check = checks.first(where: { plan[$0.index] != $0.id }) {
            return "check \(check.index) is \"\(echo(check.id))\", but the plan has \"\(echo(plan[check.index]))\" there"
        }
        return nil
    }

    /// Positions for a message: `[]`, `[0, 3, 6]`, or the first few and a count.
    private static func list(_ positions: [Int]) -> String {
        let shown = positions.prefix(8).map(String.init).joined(separator: ", ")
        return "[" + shown + (positions.count > 8 ? ", … (\(positions.count) in all)" : "") + "]"
    }

    /// A file name the HTML report writes: `images/<one path component>.png`.
    static func isImageName(_ name: String) -> Bool {
        guard name.hasPrefix("images/"), name.hasSuffix(".png") else { return false }
        let file = name.dropFirst("images/".count)
        return !file.contains("/") && !file.hasPrefix(".") && !file.contains("\0")
    }

    /// The case of `type` named `raw`, or an error listing the valid names.
    fileprivate static func value<T: RawRepresentable & CaseIterable>(
        _ type: T.Type, _ raw: String, at path: String, _ invalid: (String) -> GoldenError
    ) throws(GoldenError) -> T where T.RawValue == String {
        guard let value = T(rawValue: raw) else {
            let valid = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw invalid("\(path): \"\(echo(raw))\" is not one of \(valid)")
        }
        return value
    }

    /// A decoding error as one line: where in the file, and what was expected.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .keyNotFound(key, context):
            return "\(location(context.codingPath + [key])) is missing"
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return "\(location(context.codingPath)): expected \(kind(type))"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                let detail = context.underlyingError.map { ": \(echo("\($0)", limit: 200))" } ?? ""
                return "not valid JSON\(detail)"
            }
            return "\(location(context.codingPath)): \(echo(context.debugDescription))"
        @unknown default:
            return "\(error)"
        }
    }

    /// `checks[3].status`.
    private static func location(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + echo(key.stringValue)
            }
        }
        return text.isEmpty ? "the file" : text
    }

    /// `a string`, `a number`, … for a type a decoder expected.
    private static func kind(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name == "String" { return "a string" }
        if ["Int", "Double"].contains(name) { return "a number" }
        if name.hasPrefix("Array") { return "an array" }
        if name.hasPrefix("Dictionary") { return "an object" }
        return name
    }
}

/// The keys that say what a file is, read before the rest.
private struct Header: Decodable {
    var format: String?
    var version: Int?
}

/// The JSON as written, before its values are checked.
private struct Stored: Decodable {
    var shard: String
    var recordMode: String
    var plan: [String]
    var checks: [StoredCheck]
    var failedRuns: [StoredRecord]
    var orphans: [String]
}

private struct StoredCheck: Decodable {
    var index: Int
    var outcome: String
    var record: StoredRecord
    var images: [String: String]

    private enum CodingKeys: String, CodingKey { case index, outcome, images }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        outcome = try container.decode(String.self, forKey: .outcome)
        images = try container.decode([String: String].self, forKey: .images)
        record = try StoredRecord(from: decoder)
    }
}

private struct StoredRecord: Decodable {
    var scenario: String
    var variant: String
    var snapshot: String
    var status: String
    var duration: Double
    var message: String?
    var artifacts: [String]

    func record(at path: String, _ invalid: (String) -> GoldenError) throws(GoldenError) -> CheckRecord {
        CheckRecord(scenario: scenario, variant: variant, snapshot: snapshot, duration: duration,
                    status: try ReportSidecar.value(CheckRecord.Status.self, status, at: "\(path).status", invalid),
                    message: message, artifacts: artifacts)
    }
}

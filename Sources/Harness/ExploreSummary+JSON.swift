import Foundation
import Scenarios

/// `explore --report FILE`'s JSON (docs/explore.md, "On many machines"): seeds as decimal
/// strings (they may pass 2^53), spans of run indices, the failure with its scenario.
extension ExploreSummary {
    /// The report's format, written first so that another file is told apart.
    public static let format = "instagrid-explore-report/1"

    /// The summary as one JSON object.
    public var json: String {
        var fields: [(String, JSONValue)] = [
            ("format", .string(Self.format)), ("app", .string(app)), ("device", .string(device)),
            ("orientation", .string(orientation)), ("inputs", .int(inputs)),
        ]
        if let options { fields.append(("options", .string(options))) }
        fields += [
            ("invariants", .int(invariants)), ("seed", .string(String(seed))), ("runs", .int(runs)),
            ("covered", .array(covered.map { .object([("first", .int($0.first)), ("stride", .int($0.stride)),
                                                       ("count", .int($0.count))]) })),
            ("sequences", .int(sequences)), ("inputsSent", .int(inputsSent)), ("stopped", .string(stopped)),
        ]
        if guided {
            let fingerprints = (transitions ?? []).map { JSONValue.string(Self.hex($0)) }
            // A guided run's report is told by its transitions.
            fields += [("transitions", .int(fingerprints.count)), ("transitionFingerprints", .array(fingerprints))]
        }
        if let failure {
            fields.append(("failure", .object([
                ("seed", .string(String(failure.seed))), ("invariant", .string(failure.invariant)),
                ("detail", .string(failure.detail)), ("scenario", .string(failure.scenario)),
            ])))
        }
        return JSONValue.object(fields).encoded + "\n"
    }

    /// Reads a report written by `json`; an error naming what is wrong otherwise.
    public init(json data: Data) throws(ExploreReportError) {
        let file: ReportFile
        do {
            file = try JSONDecoder().decode(ReportFile.self, from: data)
        } catch {
            throw ExploreReportError("not an explore report (\(Self.format)): \(Self.reason(error))")
        }
        guard file.format == Self.format else { throw ExploreReportError("not an explore report (\(Self.format))") }
        func seed(_ text: String, _ key: String) throws(ExploreReportError) -> UInt64 {
            guard let value = UInt64(text) else { throw ExploreReportError("'\(key)' is not a seed") }
            return value
        }
        var transitions: [UInt64]?
        if let fingerprints = file.transitionFingerprints {
            transitions = []
            for text in fingerprints {
                guard text.count == 16, let value = UInt64(text, radix: 16) else {
                    throw ExploreReportError("'transitionFingerprints' holds '\(text)', not 16 hexadecimal digits")
                }
                transitions?.append(value)
            }
        }
        guard [file.inputs, file.invariants, file.runs, file.inputsSent].allSatisfy({ $0 >= 0 }),
              file.covered.allSatisfy({ $0.first >= 0 && $0.stride >= 1 && $0.count >= 0 }) else {
            throw ExploreReportError("a count, a run or a stride is out of range")
        }
        self.init(app: file.app, device: file.device, orientation: file.orientation, inputs: file.inputs,
                  options: file.options, invariants: file.invariants, seed: try seed(file.seed, "seed"), runs: file.runs,
                  covered: file.covered.map { Span(first: $0.first, stride: $0.stride, count: $0.count) },
                  inputsSent: file.inputsSent,
                  failure: try file.failure.map { found throws(ExploreReportError) in
                      Failure(seed: try seed(found.seed, "failure.seed"), invariant: found.invariant,
                              detail: found.detail, scenario: found.scenario)
                  },
                  stopped: file.stopped, guided: transitions != nil, transitions: transitions)
    }

    /// A fingerprint as 16 hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The report's JSON as read.
    private struct ReportFile: Decodable {
        struct SpanFile: Decodable { var first: Int; var stride: Int; var count: Int }
        struct FailureFile: Decodable { var seed: String; var invariant: String; var detail: String; var scenario: String }
        var format: String
        var app: String
        var device: String
        var orientation: String
        var inputs: Int
        var options: String?
        var invariants: Int
        var seed: String
        var runs: Int
        var covered: [SpanFile]
        var inputsSent: Int
        var stopped: String
        var failure: FailureFile?
        var transitionFingerprints: [String]?
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "'\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' is not what it should be"
        default: "it is not JSON"
        }
    }

    /// The report of one run of all the seeds `parts` ran (the shards of one run, or runs of one
    /// explore's seeds): their spans together; the failure of the smallest seed, the runs after
    /// it not counted. Throws when they are not parts of one run.
    public static func merged(_ parts: [ExploreSummary]) throws(ExploreReportError) -> ExploreSummary {
        guard var result = parts.first else { throw ExploreReportError("no report to merge") }
        for part in parts.dropFirst() {
            guard part.app == result.app, part.device == result.device, part.orientation == result.orientation,
                  part.inputs == result.inputs, part.options == result.options, part.seed == result.seed,
                  part.runs == result.runs, part.invariants == result.invariants, part.guided == result.guided else {
                throw ExploreReportError("the reports are not of one run: their app, device, orientation, steps, options, "
                                         + "first seed, runs or guidance differ")
            }
            result.covered += part.covered
            if let more = part.transitions {
                result.transitions = Set(result.transitions ?? []).union(more).sorted()
            }
            result.inputsSent += part.inputsSent
            if let failure = part.failure, result.failure.map({ failure.seed < $0.seed }) ?? true {
                result.failure = failure
            }
        }
        if let failure = result.failure {
            // Runs past the first failure are not part of one run of these seeds.
            let last = Int(failure.seed &- result.seed)
            result.covered = result.covered.compactMap { span in
                guard span.first <= last else { return nil }
                let count = min(span.count, (last - span.first) / span.stride + 1)
                return Span(first: span.first, stride: span.stride, count: count)
            }
            result.stopped = "failure"
        } else if parts.contains(where: { $0.stopped == "interrupted" }) {
            result.stopped = "interrupted"
        } else if parts.contains(where: { $0.stopped == "time" }) {
            result.stopped = "time"
        }
        result.covered = normalized(result.covered)
        return result
    }
}

/// Why an explore report cannot be read or merged.
public struct ExploreReportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

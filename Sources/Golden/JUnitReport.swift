import PixelDiff
import Foundation
import Support

/// Writes check records as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins, Buildkite, …) read:
///
/// ```xml
/// <testsuites name="instagrid-sim" tests="3" failures="1" errors="0" time="0.420">
///   <testsuite name="onboarding" tests="3" failures="1" errors="0" time="0.420">
///     <testcase classname="onboarding" name="iphone-se-portrait/final" time="0.140">
///       <failure message="12 pixels differ …" type="golden-mismatch">12 pixels differ …</failure>
///       <system-out>[[ATTACHMENT|artifacts/onboarding/iphone-se-portrait/final.diff.png]]</system-out>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One `<testsuite>` per scenario, in the order scenarios first appear; artifacts are listed in
/// `<system-out>` as `[[ATTACHMENT|path]]` lines, which Jenkins and GitLab turn into links.
package enum JUnitReport {
    /// The XML document for `records`.
    package static func xml(_ records: [CheckRecord], name: String = "instagrid-sim") -> String {
        var order: [String] = []
        var suites: [String: [CheckRecord]] = [:]
        for record in records {
            if suites[record.scenario] == nil { order.append(record.scenario) }
            suites[record.scenario, default: []].append(record)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Markup.escape(name, attribute: true))\" \(counts(records))>\n"
        for scenario in order {
            let cases = suites[scenario] ?? []
            xml += "  <testsuite name=\"\(Markup.escape(scenario, attribute: true))\" \(counts(cases))>\n"
            for record in cases { xml += testCase(record) }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// Writes the XML for `records` to `path` atomically.
    package static func write(_ records: [CheckRecord], to path: String, name: String = "instagrid-sim") throws(GoldenError) {
        do {
            try AtomicFile.write(xml(records, name: name), to: path, sync: true)
        } catch {
            throw GoldenError(error)
        }
    }

    private static func counts(_ records: [CheckRecord]) -> String {
        let failures = records.count { $0.status == .failed }
        let errors = records.count { $0.status == .error }
        let time = records.reduce(0) { $0 + $1.duration }
        return "tests=\"\(records.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\""
    }

    private static func testCase(_ record: CheckRecord) -> String {
        let open = "    <testcase classname=\"\(Markup.escape(record.scenario, attribute: true))\""
            + " name=\"\(Markup.escape(record.name, attribute: true))\" time=\"\(seconds(record.duration))\""
        let message = record.message ?? ""
        var body = ""
        switch record.status {
        case .passed:
            break
        case .failed, .error:
            let element = record.status == .failed ? "failure" : "error"
            let type = record.status == .failed ? "golden-mismatch" : "check-error"
            body += "      <\(element) message=\"\(Markup.escape(message, attribute: true))\" type=\"\(type)\">"
            body += Markup.escape(([message] + record.artifacts).filter { !$0.isEmpty }.joined(separator: "\n"))
            body += "</\(element)>\n"
        }
        if !record.artifacts.isEmpty {
            let lines = record.artifacts.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
            body += "      <system-out>\(Markup.escape(lines))</system-out>\n"
        }
        return body.isEmpty ? open + "/>\n" : open + ">\n" + body + "    </testcase>\n"
    }

    /// Seconds with millisecond precision and a dot, whatever the locale.
    static func seconds(_ value: Double) -> String {
        formatFixed(max(0, value), decimals: 3)
    }
}

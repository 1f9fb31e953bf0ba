import Foundation
import Scenarios
import Support

extension VerifyReport {
    /// GitHub Actions workflow commands for every failure: `::error file=…,line=…,title=…::…`,
    /// one per failed check (at its `snapshot` step, or on the scenario file for the final state
    /// and shared images) and one per failed step of a run, so the failures show on the pull
    /// request's files.
    package var githubAnnotations: [String] {
        var lines: [String] = []
        for result in results where !result.outcome.passes {
            let message = ([result.message] + result.artifacts).map(escapedForTerminal).joined(separator: "\n")
            lines.append(Self.annotation(at: result.check.source, title: "golden \(result.check.id) \(result.outcome.rawValue)",
                                         message: message))
        }
        for run in failedRuns {
            for failure in run.failures {
                lines.append(Self.annotation(at: failure.location, title: "\(run.title): step failed",
                                             message: failure.description))
            }
        }
        return lines
    }

    /// One `::error` command; `location` with line 0 names the file only. Every value goes
    /// through the one escaping rule (``escapedForTerminal(_:)``; in the message, CR and LF are GitHub's `%0D` and `%0A`)
    /// before GitHub's own escapes, so the command stays one line and holds no control character.
    static func annotation(at location: SourceLocation?, title: String, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=" + escapeProperty(escapedForTerminal(location.path)))
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.column > 0 { properties.append("col=\(location.column)") }
        }
        properties.append("title=" + escapeProperty(echo(title, limit: echoPathLimit)))
        // The message cut (by the one cut of text) before it is escaped: a failure quoting a
        // megabyte of a value still makes a bounded line.
        let (kept, isCut) = cutText(message, characters: maxAnnotationBytes, bytes: maxAnnotationBytes)
        var text = ""
        for scalar in (isCut ? kept + "…" : kept).unicodeScalars {
            // CR and LF become %0D and %0A below; every other control character is escaped.
            if scalar != "\n", scalar != "\r", PathComponent.isControl(scalar) {
                text += escapedForTerminal(String(scalar))
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return "::error " + properties.joined(separator: ",") + "::" + escapeData(text)
    }

    /// The most bytes of a message an annotation carries (then `…`).
    static let maxAnnotationBytes = 4096

    /// A message as GitHub's workflow commands read it: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,` escaped.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

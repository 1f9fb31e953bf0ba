import PixelDiff
import Foundation

/// When goldens are written, following swift-snapshot-testing's record modes.
///
/// | mode | golden missing | image differs | image matches |
/// |---|---|---|---|
/// | `never` | fail, write nothing | fail | pass |
/// | `missing` | write it, fail | fail | pass |
/// | `failed` | write it, fail | rewrite it, fail | pass |
/// | `all` | write it, fail | rewrite it, fail | rewrite it, pass |
///
/// A check's verdict follows this table in `verify`, `assertGoldens` and `expectScreen`.
public enum RecordMode: String, CaseIterable, Sendable, Equatable {
    /// Never write a golden; a missing golden fails.
    case never
    /// Write goldens that do not exist yet (and fail those checks). The default outside CI.
    case missing
    /// Write missing goldens and rewrite the ones that differ (and fail those checks).
    case failed
    /// Rewrite every golden; checks fail only where the old golden was missing or differed.
    case all

    /// The environment variable that selects a mode (overridden by the `--record` flag).
    package static let environmentVariable = "INSTAGRID_RECORD"
    /// The environment variable that, when set to any non-empty value, makes the default `never`.
    package static let ciVariable = "CI"

    /// Parses a mode name (surrounding whitespace and letter case are ignored).
    ///
    /// - Parameter source: where the text came from, for the error message
    ///   (e.g. `--record` or `INSTAGRID_RECORD`).
    /// - Throws: ``GoldenError/invalidRecordMode(value:source:)`` listing the valid values.
    package static func parse(_ text: String, source: String) throws(GoldenError) -> RecordMode {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let mode = RecordMode(rawValue: trimmed) else {
            throw .invalidRecordMode(value: text, source: source)
        }
        return mode
    }

    /// The mode in effect, from the `--record` flag and the environment:
    ///
    /// 1. the flag, when given (an `INSTAGRID_RECORD` value is then not even looked at);
    /// 2. else `INSTAGRID_RECORD`, when set and non-empty (it wins over `CI`);
    /// 3. else `never`, when `CI` is set to a non-empty value;
    /// 4. else `missing`.
    ///
    /// - Throws: ``GoldenError/invalidRecordMode(value:source:)`` when `INSTAGRID_RECORD` is
    ///   needed and is not a valid mode.
    package static func resolve(flag: RecordMode?, environment: [String: String]) throws(GoldenError) -> RecordMode {
        if let flag { return flag }
        if let value = environment[environmentVariable],
           !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return try parse(value, source: environmentVariable)
        }
        if let ci = environment[ciVariable], !ci.isEmpty { return .never }
        return .missing
    }
}

import Support
/// The one error type of the `Golden` module. Every message says what went wrong and what to do.
package enum GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A record mode given as text (flag or environment variable) is not one of `RecordMode.allCases`.
    /// `source` names where it came from, e.g. `INSTAGRID_RECORD` or `--record`.
    case invalidRecordMode(value: String, source: String)
    /// A directory could not be created.
    case directoryCreationFailed(path: String, reason: String)
    /// A file could not be written (the target is left as it was).
    case fileWriteFailed(path: String, reason: String)
    /// An image file could not be read or decoded; `reason` is the decoder's message.
    case unreadableImage(path: String, reason: String)
    /// The goldens folder given is not a folder (a file, say).
    case goldensNotAFolder(String)
    /// The goldens folder, not given explicitly, is a symbolic link out of the project.
    case goldensOutsideProject(String)
    /// A scenario path given to a verify run is neither a file nor a folder.
    case noSuchScenarioPath(String)
    /// A scenario folder holds no scenario file (`.yaml` or `.yml`).
    case noScenarioFiles(String)
    /// Scenario files could not be parsed or their photos decoded; one
    /// `path:line:column: error: …` message per file.
    case invalidScenarios([String])
    /// A folder given to `merge-reports` holds no `report.json` (``ReportSidecar``).
    case reportSidecarMissing(folder: String)
    /// A `report.json` cannot be read or is not a valid sidecar; `reason` says where and why.
    case reportSidecarInvalid(path: String, reason: String)
    /// The report folders given to `merge-reports` are not the shards of one verify run;
    /// `reason` names the folders and what differs.
    case unmergeableReports(reason: String)

    package var description: String {
        switch self {
        case let .invalidRecordMode(value, source):
            let valid = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "invalid record mode \"\(echo(value))\" in \(source); valid values are: \(valid)"
        case let .directoryCreationFailed(path, reason):
            return "cannot create directory \(escapedForTerminal(path)): \(reason); check that the parent is writable"
        case let .fileWriteFailed(path, reason):
            return "cannot write \(escapedForTerminal(path)): \(reason); the previous file, if any, is unchanged"
        case let .unreadableImage(path, reason):
            return "\(escapedForTerminal(path)): \(reason); give a readable PNG or JPEG file"
        case let .goldensNotAFolder(path):
            return "--goldens \(escapedForTerminal(path)) is not a folder; give the folder that holds the goldens (it is created when missing)"
        case let .goldensOutsideProject(path):
            return "\(escapedForTerminal(path)) is a symbolic link out of the project; its goldens are neither read nor "
                + "written (give the folder with --goldens to trust it, or pass --allow-outside-links)"
        case let .noSuchScenarioPath(path):
            return "\(escapedForTerminal(path)): error: no such file or folder"
        case let .noScenarioFiles(path):
            return "\(escapedForTerminal(path)): error: no scenario files (.yaml, .yml) in this folder"
        case let .invalidScenarios(messages):
            return messages.joined(separator: "\n")
        case let .reportSidecarMissing(folder):
            return "\(escapedForTerminal(folder)): no \(ReportSidecar.fileName) in this folder; give the folders that verify --report wrote"
        case let .reportSidecarInvalid(path, reason):
            return "\(escapedForTerminal(path)): \(reason); write the folder again with verify --report"
        case let .unmergeableReports(reason):
            return "cannot merge reports: \(reason)"
        }
    }
}

import PixelDiff
import Foundation
import Golden

/// An error the command line reports and turns into an exit status (see the README, "Commands").
struct CommandFailure: Error {
    var message: String
    /// 1 for a failed check, 2 for invalid input.
    var status: Int32

    static func invalid(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 2) }
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

extension CommandFailure {
    /// Invalid input (exit status 2) from a library error: scenario and "no such file"
    /// messages already read `path: error: …`, the others get an `error: ` prefix.
    init(_ error: GoldenError) {
        switch error {
        case .invalidScenarios, .noSuchScenarioPath, .noScenarioFiles: self = .invalid("\(error)")
        default: self = .invalid("error: \(error)")
        }
    }
}

extension CommandFailure {
    /// Invalid input (exit status 2) from a comparison of image files.
    init(_ error: PixelDiffError) {
        self = .invalid("error: \(error)")
    }
}

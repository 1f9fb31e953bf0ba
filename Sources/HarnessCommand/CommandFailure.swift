import PixelDiff
import Foundation
import Golden
import Support

/// An error the command line reports and turns into an exit status (see the README, "Commands").
struct CommandFailure: Error {
    var message: String
    /// 1 for a failed check, 2 for invalid input.
    var status: Int32

    static func invalid(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 2) }
}

/// Writes a line to standard error, each of its lines through the one escaping rule
/// (``terminalLines(_:)``): no control character, no line starting with `::`.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((terminalLines(text) + "\n").utf8))
}

/// Writes `text` to standard output, each of its lines through the one escaping rule
/// (``terminalLines(_:)``). Every command prints through here or ``printError(_:)``.
func printLine(_ text: String, terminator: String = "\n") {
    print(terminalLines(text), terminator: terminator)
}

/// Writes a GitHub Actions workflow command the program composed itself (`::error …`), whose
/// values were escaped when it was made (``VerifyReport/githubAnnotations``). Only `verify
/// --format github` prints through here.
func printAnnotation(_ line: String) {
    precondition(line.hasPrefix("::error ") && !line.contains("\n"), "an annotation is one ::error line")
    print(line)
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

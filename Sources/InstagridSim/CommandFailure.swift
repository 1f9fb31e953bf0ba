import Foundation

/// An error the command line reports and turns into an exit status (SPEC §6).
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

import Foundation
import Support

/// The command line's words must be UTF-8: Swift reads each argument as text and replaces bytes
/// that are not UTF-8, so a file named in another encoding would be "not found" under a name
/// that is not its own. Such an argument is refused at once instead, naming it.
enum ArgumentText {
    /// The message for the first argument that is not UTF-8, or nil when all are.
    static func problem() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(pointer))
            if String(validating: bytes, as: UTF8.self) == nil {
                let shown = echo(String(decoding: bytes, as: UTF8.self), limit: echoPathLimit)
                return "error: argument \(index) ('\(shown)') is not UTF-8 text; instagrid-sim reads file names and "
                    + "values as UTF-8: rename the file or pass the value in UTF-8"
            }
        }
        return nil
    }
}

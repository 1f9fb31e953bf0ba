/// Why a path was refused, in a sentence that says what to write instead.
public struct DatabasePathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence, without a location: a scenario's reader puts it after `file:line:column:`.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

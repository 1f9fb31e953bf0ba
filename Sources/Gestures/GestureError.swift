/// Why a screen's views and recognizers cannot make a ``GestureArena``.
public struct GestureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in words a user can act on.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

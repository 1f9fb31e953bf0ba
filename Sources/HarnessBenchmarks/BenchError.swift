/// A benchmark failure with a message for the user (printed as `Error: …`, exit status 1).
public struct BenchError: Error, CustomStringConvertible {
    public var description: String

    /// A failure that prints `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// The tag of a data layer's backend requests: the number of the operation that asked, so the
/// answer resumes it. A world's backend is a `Backend<DataTag>`.
public struct DataTag: Sendable, Hashable {
    /// The operation's number in its phone's layer (0 for requests that wait for no answer).
    public let operation: Int

    public init(operation: Int) {
        self.operation = operation
    }
}

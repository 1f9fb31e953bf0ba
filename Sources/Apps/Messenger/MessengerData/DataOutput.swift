import MessengerBackend

/// What the data layer does with an input: backend requests to send, in order, and results for
/// its callers.
public struct DataOutput<Caller: Sendable & Equatable>: Sendable, Equatable {
    /// Requests for the backend, each with its tag.
    public var requests: [TaggedRequest] = []
    /// Results for the screens, each with the caller's value.
    public var results: [CallerResult] = []

    /// Nothing to send, nothing to answer.
    public init() {}

    /// A request for the backend and the tag its answers will carry.
    public struct TaggedRequest: Sendable, Equatable {
        public var request: BackendRequest
        public var tag: DataTag
    }

    /// A result and the caller it is for.
    public struct CallerResult: Sendable, Equatable {
        public var caller: Caller
        public var result: DataResult
    }

    mutating func ask(_ request: BackendRequest, for operation: Int) {
        requests.append(TaggedRequest(request: request, tag: DataTag(operation: operation)))
    }

    mutating func answer(_ caller: Caller?, _ result: DataResult) {
        guard let caller else { return }
        results.append(CallerResult(caller: caller, result: result))
    }
}

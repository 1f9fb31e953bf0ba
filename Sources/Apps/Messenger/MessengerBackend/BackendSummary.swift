/// What a trace shows of the backend after each input.
public struct BackendSummary: Sendable, Equatable {
    /// Messages on their way (or at work at the server).
    public var inFlight: Int
    /// Messages kept by offline links.
    public var held: Int
    /// Each phone's writes not yet acknowledged.
    public var pendingWrites: [Int]

    public init(inFlight: Int, held: Int, pendingWrites: [Int]) {
        self.inFlight = inFlight
        self.held = held
        self.pendingWrites = pendingWrites
    }
}

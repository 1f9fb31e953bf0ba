import MessengerBackend
import VirtualClock

/// A path from its text, for tests.
func path(_ text: String) throws -> DatabasePath {
    try DatabasePath.parse(text).get()
}

/// A backend run alone by the harness's `Driver`, with requests tagged by strings, and what it
/// answered and traced, with times.
struct BackendHarness {
    var driver: Driver<Backend<String>>

    init(latencies: [Double], uploadTime: Double = 1, jitter: BackendJitter? = nil) {
        driver = Driver(state: Backend(latencies: latencies, uploadTime: uploadTime, jitter: jitter))
    }

    var backend: Backend<String> { driver.state }

    /// Sets the backend up before the first input.
    mutating func setUp(_ change: (inout Backend<String>) -> Void) {
        var state = driver.state
        change(&state)
        driver = Driver(state: state)
    }

    mutating func request(_ client: Int, _ request: BackendRequest, tag: String = "", at time: Double) {
        driver.send(.request(client: client, request, tag: tag), at: time)
    }

    mutating func network(_ client: Int, online: Bool, at time: Double) {
        driver.send(.network(client: client, online: online), at: time)
    }

    mutating func advance(to time: Double) {
        driver.advance(to: time)
    }

    /// Runs until nothing is left to deliver.
    mutating func settle() {
        while let next = driver.nextDeadline { driver.advance(to: next) }
    }

    /// Every callback so far, with the time it was made.
    var callbacks: [(time: Double, callback: BackendCallback<String>)] {
        driver.trace.flatMap { entry in
            entry.events.compactMap { event -> (Double, BackendCallback<String>)? in
                if case .callback(let callback) = event { return (entry.time, callback) }
                return nil
            }
        }
    }

    /// The times and answers of the callbacks tagged `tag`.
    func answers(_ tag: String) -> [(time: Double, answer: BackendCallback<String>.Answer)] {
        callbacks.filter { $0.callback.tag == tag }.map { ($0.time, $0.callback.answer) }
    }

    /// Every trace line so far, with its time.
    var traces: [(time: Double, trace: BackendTrace)] {
        driver.trace.flatMap { entry in
            entry.events.compactMap { event -> (Double, BackendTrace)? in
                if case .trace(let trace) = event { return (entry.time, trace) }
                return nil
            }
        }
    }

    /// The trace lines of one kind.
    func traces(_ kind: BackendTrace.Kind) -> [(time: Double, trace: BackendTrace)] {
        traces.filter { $0.trace.kind == kind }
    }
}

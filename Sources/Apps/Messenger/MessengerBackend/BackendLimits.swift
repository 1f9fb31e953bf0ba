/// The bounds on the backend's timings (docs/limits.md): latencies, jitter bounds and the
/// upload time are seconds between 0 and ``maxSeconds``, as every time of a scenario is.
public enum BackendLimits {
    /// The longest latency or upload time, in seconds: the longest a scenario runs.
    public static let maxSeconds = 3600.0

    /// `seconds` within 0…``maxSeconds``; a value that is not a number is 0. A scenario's reader
    /// refuses such values with a message; this keeps the backend's clock arithmetic finite
    /// whatever it is given.
    public static func seconds(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(seconds, 0), maxSeconds)
    }
}

/// Bounds that keep a session's memory flat whatever a page sends (docs/studio.md, "Limits").
enum StudioLimits {
    /// The longest recording in virtual seconds (a scenario's clock stays within an hour).
    static let maxSeconds = 3600.0
    /// Steps in one recording.
    static let maxSteps = 5_000
    /// Inputs in one recording.
    static let maxRecordedInputs = 100_000
    /// Samples in one gesture (about 4 minutes of continuous moves at 60 Hz).
    static let maxGestureSamples = 15_000
    /// The longest gesture, in seconds.
    static let maxGestureSeconds = 600.0
    /// Fingers down at once.
    static let maxTouches = 10
    /// The largest socket message, in bytes.
    static let maxMessageBytes = 16 * 1024
    /// Messages a socket may send per second before the excess is refused.
    static let maxMessagesPerSecond = 1_000
    /// Coordinates a pointer event may carry, in points (the scenario format's bound).
    static let maxCoordinate = 100_000.0
    /// Page times a message may carry, in milliseconds (a day).
    static let maxPageTime = 86_400_000.0
    /// Scenario file and name lengths.
    static let maxNameBytes = 100
}

/// Bounds that keep a live recording's memory flat however long a person plays with the phone
/// (docs/studio.md, "Limits"). Past them the recording says it is full.
public struct LiveLimits: Sendable, Equatable {
    /// The longest recording in virtual seconds.
    public var maxSeconds: Double
    /// Steps in one recording.
    public var maxSteps: Int
    /// Inputs in one recording.
    public var maxInputs: Int
    /// Samples in one gesture.
    public var maxGestureSamples: Int
    /// The longest gesture, in seconds.
    public var maxGestureSeconds: Double
    /// Fingers down at once.
    public var maxTouches: Int
    /// A live panel's text (a server's tree), in bytes of UTF-8; longer text is cut with a note.
    public var maxPanelBytes: Int = 65_536
    /// A live panel's rows (each recognizer's); later rows are left out with a note.
    public var maxPanelRows: Int = 256
    /// A live panel's log lines: the newest are kept, the earlier left out with a note.
    public var maxPanelLogLines: Int = 200
    /// A panel's cell or log line, in bytes of UTF-8; longer ones are cut with "…".
    public var maxPanelLineBytes: Int = 200

    public init(maxSeconds: Double = 3600, maxSteps: Int = 5_000, maxInputs: Int = 100_000,
                maxGestureSamples: Int = 15_000, maxGestureSeconds: Double = 600, maxTouches: Int = 10) {
        self.maxSeconds = maxSeconds
        self.maxSteps = maxSteps
        self.maxInputs = maxInputs
        self.maxGestureSamples = maxGestureSamples
        self.maxGestureSeconds = maxGestureSeconds
        self.maxTouches = maxTouches
    }

    /// An hour of virtual time, 5,000 steps, 100,000 inputs; a gesture of 15,000 samples (about
    /// four minutes of moves at 60 Hz), ten minutes and ten fingers; a panel of 64 KiB of text,
    /// 256 rows and the newest 200 log lines of at most 200 bytes each.
    public static let standard = LiveLimits()
}

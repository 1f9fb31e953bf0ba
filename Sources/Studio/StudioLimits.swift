import Harness

/// Bounds that keep a session's memory flat whatever a page sends, and the studio's reading of
/// the project bounded whatever it holds (docs/studio.md, "Limits"). A recording's own bounds
/// are the harness's ``LiveLimits``.
enum StudioLimits {
    /// A recording's bounds: an hour, 5,000 steps, 100,000 inputs; gestures of 15,000 samples.
    static let recording = LiveLimits.standard
    /// The largest socket message, in bytes; a longer one (in fragments of at most
    /// ``maxFrameBytes``) is read, dropped and answered with an error.
    static let maxMessageBytes = 16 * 1024
    /// The largest WebSocket frame: a longer one closes the socket (status 1009), since it would
    /// have to be held whole to be skipped.
    static let maxFrameBytes = 1 << 20
    /// Messages a socket may send per second before the excess is refused.
    static let maxMessagesPerSecond = 1_000
    /// Messages dropped over the per-second bound, since the last second within it, that close
    /// the socket (status 1008, with the reason the page shows): 10,000 in one second, or a
    /// flood of 2,000 a second for nine seconds.
    static let maxDroppedMessages = 9_000
    /// Coordinates a pointer event may carry, in points (the scenario format's bound).
    static let maxCoordinate = 100_000.0
    /// Page times a message may carry, in milliseconds (a day).
    static let maxPageTime = 86_400_000.0
    /// The player's times, in seconds (a recording's longest).
    static var maxSeconds: Double { recording.maxSeconds }
    /// A text typed from the page (a world's text box).
    static let maxTypedCharacters = 1_000
    /// Scenario file and name lengths.
    static let maxNameBytes = 100
    /// Folders below `Scenarios/` the player lists (`Scenarios/CountOnMe/x.yaml` is one deep).
    static let maxFolderDepth = 4
    /// Scenario files the player lists.
    static let maxScenarioFiles = 2_000
    /// Trace lines a reply carries (the player's opened scenario, a live session's trace): the
    /// first ones; the reply says how many there are.
    static let maxTraceLines = 5_000
    /// The longest value of an app's field the player's state line repeats.
    static let maxFieldBytes = 200
}

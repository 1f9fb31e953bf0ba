/// What keeps a chart's file sane whatever the run (docs/limits.md): at most `maxItems` marks
/// and messages are drawn, the earliest first, with a note in the picture saying how many were
/// left out and where the chart stops; the time axis is at most `maxWidth` points wide (its
/// scale shrinks to fit); labels are cut to `labelCharacters` characters.
public struct TimelineLimits: Sendable, Equatable {
    public var maxItems: Int
    public var maxWidth: Double
    public var labelCharacters: Int

    public init(maxItems: Int = 1500, maxWidth: Double = 16000, labelCharacters: Int = 44) {
        self.maxItems = max(maxItems, 0)
        self.maxWidth = max(maxWidth, 100)
        self.labelCharacters = max(labelCharacters, 1)
    }

    /// The defaults.
    public static let `default` = TimelineLimits()

    /// The space kept between two labels of one row (points).
    static let labelGap = 6.0
}

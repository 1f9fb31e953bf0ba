/// What keeps a chart's file sane whatever the run (docs/limits.md): at most `maxItems` marks,
/// messages and spans are drawn, the earliest first, with a note in the picture saying how many
/// were left out and where the chart stops; the time axis is at most `maxWidth` points wide (its
/// scale shrinks to fit, and the room it gives crowded labels stays within it); labels are cut to
/// `labelCharacters` characters.
public struct TimelineLimits: Sendable, Equatable {
    /// How many marks, messages and spans are drawn at most, the earliest.
    public var maxItems: Int
    /// How wide the time axis may be (points), the room given to crowded labels included.
    public var maxWidth: Double
    /// How many characters of a label are drawn before `…`.
    public var labelCharacters: Int

    /// Limits of at least one item, 100 points and one character.
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

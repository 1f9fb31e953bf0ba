/// The bounds every scenario is checked against while it is read (docs/limits.md).
///
/// Scenario files come from pull requests as often as from their authors, so whatever a file
/// says, reading, replaying and drawing it takes bounded time and memory: the parser rejects a
/// value beyond a bound at the value's line and column, before anything runs. Only the file
/// size is a setting (`--max-scenario-size`); the other bounds are far beyond what a gesture
/// test needs, and fixed.
public struct ScenarioLimits: Sendable, Equatable {
    /// Largest scenario file read, in bytes; a larger file is refused before it is parsed.
    public var maxFileBytes: Int

    /// Limits allowing scenario files of up to `maxFileBytes` bytes.
    public init(maxFileBytes: Int = defaultMaxFileBytes) {
        self.maxFileBytes = maxFileBytes
    }

    /// 1 MiB: a hundred times the longest scenario in the project; a raw touch recording of
    /// about 30,000 samples.
    public static let defaultMaxFileBytes = 1 << 20

    /// The default limits.
    public static let `default` = ScenarioLimits()

    /// The longest a scenario may run on its clock, in seconds (one hour): every time, wait and
    /// duration is at most this, and so is the time the last step ends.
    public static let maxSeconds: Double = 3600

    /// The most inputs (touches, picker, share and alert answers, rotations) one scenario may
    /// send; a drawn swipe sends one move per 1/60 s.
    public static let maxInputs = 1_000_000

    /// The largest distance from the origin of a point's coordinates, in points (a screen is
    /// under 1,000 points wide); gesture distances are bounded by it too.
    public static let maxCoordinate: Double = 100_000

    /// The highest frame rate of an animation snapshot or a frame dump.
    public static let maxFPS: Double = 1000

    /// The most frames one animation snapshot (one contact sheet) may hold; longer spans are
    /// for `instagrid-sim frames`.
    public static let maxSheetFrames = 300

    /// The most screens the snapshot steps of one scenario may draw on one device: a still
    /// counts one, an animation snapshot its frames.
    public static let maxSnapshotScreens = 1_000

    /// The most frames one frame dump may hold.
    public static let maxFrameCount = 100_000

    /// The most YAML nodes (mappings, lists, keys and scalars) the values an app reads from one
    /// scenario (its steps, `expect` checks and settings) may hold once aliases are expanded:
    /// YAML's aliases let a few hundred bytes stand for billions of values.
    public static let maxExpandedNodes = 250_000

    /// The most bytes of scalars those values may hold once aliases are expanded (16 MiB).
    public static let maxExpandedBytes = 16 << 20

    /// The largest absolute value of a `cubic-bezier` control point's y, and of a spring's
    /// damping ratio.
    public static let maxCurveValue: Double = 100
}

import Devices
import Raster

/// One picture of a live phone or a played scenario, and what the page writes under it.
public struct LiveFrame: Sendable {
    public var image: RGBAImage
    /// The virtual time it shows.
    public var time: Double
    /// The app's phase then (`FrameState.phaseName`).
    public var phase: String
    public var orientation: Orientation
    /// The screen's size in points.
    public var size: Size
    /// The app's own words on the state (`offset`, `display`), as `name=value` shows them.
    public var fields: [(name: String, value: String)]
    /// The controls shown over the screen now (``LiveButton/id``).
    public var onScreen: [String]
    /// In a world, where each participant's phone is in the picture; empty for one phone.
    public var areas: [LiveArea] = []
    /// With a panel (``LivePanel``), what it shows of the state shown, bounded.
    public var panel: LivePanelText?

    public init(image: RGBAImage, time: Double, phase: String, orientation: Orientation, size: Size,
                fields: [(name: String, value: String)], onScreen: [String] = []) {
        self.image = image
        self.time = time
        self.phase = phase
        self.orientation = orientation
        self.size = size
        self.fields = fields
        self.onScreen = onScreen
    }
}

/// Where a live recording stands: its steps as YAML, its clock and the app's state at the end.
public struct LiveStatus: Sendable, Equatable {
    /// Each step as `key: value`, as the saved file writes it, from ``firstStep`` on.
    public var steps: [String]
    /// The index of the first of ``steps`` in the recording.
    public var firstStep: Int
    /// The recording's steps in all.
    public var stepCount: Int
    /// Inputs recorded.
    public var inputs: Int
    /// Where the recording's clock is (seconds).
    public var clock: Double
    /// The app's phase at the end of the recording.
    public var phase: String
    public var orientation: Orientation
    /// Whether fingers are down.
    public var touching: Bool

    public init(steps: [String], firstStep: Int = 0, stepCount: Int? = nil, inputs: Int, clock: Double, phase: String,
                orientation: Orientation, touching: Bool) {
        self.steps = steps
        self.firstStep = firstStep
        self.stepCount = stepCount ?? firstStep + steps.count
        self.inputs = inputs
        self.clock = clock
        self.phase = phase
        self.orientation = orientation
        self.touching = touching
    }
}

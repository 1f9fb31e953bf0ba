import Devices
import Support

/// A parsed, validated scenario script (docs/scenarios.md) of an app.
public struct Scenario<App: ScenarioApp>: Sendable, Equatable {
    /// The scenario's name: `name:` or the file name without extension.
    public var name: String
    public var description: String?
    /// The file it was read from, as given.
    public var path: String
    /// Devices to run on, in order (`devices:`; default iPhone 8).
    public var devices: [Device]
    /// The orientation at the start.
    public var orientation: Orientation
    /// What the app's own top-level keys say.
    public var settings: App.Settings
    /// A world's participants, in the order written (which breaks ties between them); empty
    /// for an app of one phone (docs/worlds.md).
    public var participants: [Participant<App.ParticipantSettings>] = []
    public var steps: [Step<App>]

    public init(name: String, description: String? = nil, path: String, devices: [Device],
                orientation: Orientation = .portrait, settings: App.Settings = App.defaultSettings,
                steps: [Step<App>]) {
        self.name = name
        self.description = description
        self.path = path
        self.devices = devices
        self.orientation = orientation
        self.settings = settings
        self.steps = steps
    }

    /// The app's `app:` value.
    public var app: String { App.vocabulary.app }

    /// Whether the scenario is a world of named participants (docs/worlds.md).
    public var isWorld: Bool { App.vocabulary.world != nil }
}

/// Where something is in a scenario file (1-based line and column).
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the path through the one escaping rule for printed values
    /// (`escapedForTerminal`, docs/security.md): a file name cannot break the line or drive the terminal.
    public var description: String { "\(escapedForTerminal(path)):\(line):\(column)" }
}

/// One step of a scenario and where it was written.
public struct Step<App: ScenarioApp>: Sendable, Equatable {
    public var kind: StepKind<App>
    public var location: SourceLocation
    /// In a world, the participant the step is addressed to (`alice: { tap: send }`); nil for
    /// a step of the world as a whole, and for every step of a scenario of one phone.
    public var participant: Int?

    public init(_ kind: StepKind<App>, at location: SourceLocation, participant: Int? = nil) {
        self.kind = kind
        self.location = location
        self.participant = participant
    }
}

/// What a step does: one of the shared steps, or one of the app's.
public enum StepKind<App: ScenarioApp>: Sendable, Equatable {
    /// Touch down and up at the target's centre (`IdealGesture.tapDuration`).
    case tap(TapTarget<App.AppTarget>)
    /// One of the gesture steps every app accepts (`double-tap`, `drag`, `pinch`, …;
    /// docs/scenarios.md, "Gesture steps").
    case gesture(GestureStep<App.AppTarget>)
    /// A raw recording; times are relative to the step's start.
    case touches([TouchSample])
    /// Advance the clock by seconds.
    case wait(Double)
    /// Advance the clock to an absolute time.
    case at(Double)
    case expect(App.AppExpectation)
    /// `expect: { invariants: [NAME…] }`: the app's named invariants hold in the run so far
    /// (``ScenarioApp/invariants``).
    case invariants([String])
    case snapshot(SnapshotRequest)
    /// One of the app's own steps.
    case app(App.AppStep)

    /// The step's key in the script.
    public var keyword: String {
        switch self {
        case .tap: "tap"
        case .gesture(let gesture): gesture.keyword
        case .touches: "touches"
        case .wait: "wait"
        case .at: "at"
        case .expect, .invariants: "expect"
        case .snapshot: "snapshot"
        case .app(let step): App.keyword(of: step)
        }
    }

    /// Inputs the step sends when it runs: two for a tap (down and up), a gesture's touches, a
    /// recording's samples, none for time, checks and pictures, and what the app says of its own.
    public var inputCount: Int {
        switch self {
        case .tap: 2
        case .gesture(let gesture): gesture.inputCount
        case .touches(let samples): samples.count
        case .wait, .at, .expect, .invariants, .snapshot: 0
        case .app(let step): App.inputCount(of: step)
        }
    }
}

/// What a `tap` or a gesture step touches: a point, or a target the app names.
public enum TapTarget<Target: Sendable & Equatable>: Sendable, Equatable {
    /// `{x: 120, y: 600}` or `at: [120, 600]`, in points.
    case point(Point)
    /// One of the app's targets.
    case named(Target)
}

/// One sample of a raw touch recording.
public struct TouchSample: Sendable, Equatable {
    public enum Phase: String, Sendable, Equatable, CaseIterable {
        case began, moved, ended, cancelled
    }

    /// Seconds from the step's start.
    public var time: Double
    public var id: Int
    public var phase: Phase
    public var point: Point

    public init(time: Double, id: Int, phase: Phase, point: Point) {
        self.time = time
        self.id = id
        self.phase = phase
        self.point = point
    }

    /// This sample as an input of an app.
    public func action<Action: TouchAction>() -> Action {
        switch phase {
        case .began: .touchBegan(id: id, at: point)
        case .moved: .touchMoved(id: id, at: point)
        case .ended: .touchEnded(id: id, at: point)
        case .cancelled: .touchCancelled(id: id, at: point)
        }
    }
}

/// A `snapshot` step: a still, or with a window, an animation contact sheet.
public struct SnapshotRequest: Sendable, Equatable {
    public var name: String
    public var window: AnimationWindow?

    public init(name: String, window: AnimationWindow? = nil) {
        self.name = name
        self.window = window
    }
}

/// A span of scenario time sampled at a frame rate (absolute seconds).
public struct AnimationWindow: Sendable, Equatable {
    public var from: Double
    public var to: Double
    public var fps: Double

    public init(from: Double, to: Double, fps: Double) {
        self.from = from
        self.to = to
        self.fps = fps
    }
}

extension AnimationWindow {
    /// How many frames the window holds: frame k is at `from + k / fps`, for every such time
    /// up to `to` inclusive (a tolerance of 1e-9 s absorbs decimal inputs such as 0.1). A
    /// window no check accepts (a count beyond `Int`, or not a number) saturates at `Int.max`
    /// instead of trapping.
    public var frameCount: Int {
        guard fps > 0, to >= from else { return 0 }
        let span = ((to - from) * fps + 1e-9).rounded(.down)
        guard span < Double(Int.max / 2) else { return Int.max }
        return Int(span) + 1
    }

    /// The time of frame `index`, computed from the index (no accumulated steps).
    public func time(ofFrame index: Int) -> Double {
        from + Double(index) / fps
    }
}

import Support
import InstagridModel
import CountOnMeModel

/// A parsed, validated scenario script (docs/scenarios.md).
public struct Scenario: Sendable, Equatable {
    /// The app it drives (`app:`; default Instagrid).
    public var app: ScenarioApp = .instagrid
    /// The scenario's name: `name:` or the file name without extension.
    public var name: String
    public var description: String?
    /// The file it was read from, as given.
    public var path: String
    /// Devices to run on, in order (`devices:`; default iPhone 8).
    public var devices: [Device]
    /// The orientation at the start.
    public var orientation: Orientation
    public var options: AppOptions
    /// Photo aliases, by alias.
    public var photos: [String: PhotoSource]
    public var steps: [Step]

    public init(name: String, description: String? = nil, path: String, devices: [Device],
                orientation: Orientation = .portrait, options: AppOptions = AppOptions(),
                photos: [String: PhotoSource] = [:], steps: [Step]) {
        self.name = name
        self.description = description
        self.path = path
        self.devices = devices
        self.orientation = orientation
        self.options = options
        self.photos = photos
        self.steps = steps
    }
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

/// A photo alias and the file it names.
public struct PhotoSource: Sendable, Equatable {
    public var alias: String
    /// The path as written in the scenario.
    public var relativePath: String
    /// The path resolved against the scenario file's folder.
    public var resolvedPath: String
    /// Where the path was written, for error messages.
    public var location: SourceLocation

    public init(alias: String, relativePath: String, resolvedPath: String, location: SourceLocation) {
        self.alias = alias
        self.relativePath = relativePath
        self.resolvedPath = resolvedPath
        self.location = location
    }
}

/// One step of a scenario and where it was written.
public struct Step: Sendable, Equatable {
    public var kind: StepKind
    public var location: SourceLocation

    public init(_ kind: StepKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// What a step does.
public enum StepKind: Sendable, Equatable {
    /// Touch down and up at the target's centre (`IdealGesture.tapDuration`).
    case tap(TapTarget)
    /// Tap the slot, then choose the photo in the picker.
    case pick(slot: Int, photo: String)
    case picker(PickerAnswer)
    case rotate(Orientation)
    case swipe(SwipeGesture)
    /// A raw recording; times are relative to the step's start.
    case touches([TouchSample])
    /// Advance the clock by seconds.
    case wait(Double)
    /// Advance the clock to an absolute time.
    case at(Double)
    case share(ShareOutcome)
    case alert(AlertAnswer)
    case expect(Expectation)
    case snapshot(SnapshotRequest)
    /// `rotate:` to face-up, face-down or portrait-upside-down (R28).
    case turn(DeviceOrientation)
    /// `share: {activity:, completed:, sheetStays:}` (R20, R21).
    case shareActivity(ShareActivity, completed: Bool, sheetStays: Bool)
    /// `source:` answers the action sheet (R17).
    case source(SourceChoice)
    /// `permission:` answers the prompt (R19).
    case permission(PermissionAnswer)
    /// `settings:` changes authorizations in the Settings app, in the order written (R19).
    case settings([PermissionSetting])
    /// `app:` a life-cycle change (R26).
    case app(LifecycleStep)

    /// The step's key in the script.
    public var keyword: String {
        switch self {
        case .tap: "tap"
        case .pick: "pick"
        case .picker: "picker"
        case .rotate: "rotate"
        case .swipe: "swipe"
        case .touches: "touches"
        case .wait: "wait"
        case .at: "at"
        case .share: "share"
        case .alert: "alert"
        case .expect: "expect"
        case .snapshot: "snapshot"
        case .turn: "rotate"
        case .shareActivity: "share"
        case .source: "source"
        case .permission: "permission"
        case .settings: "settings"
        case .app: "app"
        }
    }
}

/// What a `tap` touches.
public enum TapTarget: Sendable, Equatable {
    /// `layout-1…3` or `slot-1…4`.
    case control(Control)
    /// A calculator button: `digit-0…9`, `plus`, `minus`, `times`, `divide`, `equal`, `clear`.
    case key(CalculatorKey)
    /// `{x: 120, y: 600}` in points.
    case point(Point)
    /// A button of the presented stand-in, by its title (§7).
    case button(String)
}

/// An answer to the photo picker.
public enum PickerAnswer: Sendable, Equatable {
    case cancel
    case choose(photo: String)
}

/// An answer to the alert.
public enum AlertAnswer: String, Sendable, Equatable, CaseIterable {
    /// The Cancel or only button.
    case dismiss
    case ok, cancel, settings
}

/// A swipe gesture.
public enum SwipeGesture: Sendable, Equatable {
    /// Idealized: from the grid centre (`IdealGesture`).
    case direction(Direction)
    /// From one point to another in `duration` seconds.
    case track(from: Point, to: Point, duration: Double)
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

import InstagridModel
import Scenarios

/// One of Instagrid's own steps (docs/scenarios.md), beyond the shared ones.
public enum InstagridStep: Sendable, Equatable {
    /// Tap the slot, then choose the photo in the picker.
    case pick(slot: Int, photo: String)
    case picker(PickerAnswer)
    case rotate(Orientation)
    case swipe(SwipeGesture)
    case share(ShareOutcome)
    case alert(AlertAnswer)
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
        case .pick: "pick"
        case .picker: "picker"
        case .rotate, .turn: "rotate"
        case .swipe: "swipe"
        case .share, .shareActivity: "share"
        case .alert: "alert"
        case .source: "source"
        case .permission: "permission"
        case .settings: "settings"
        case .app: "app"
        }
    }
}

/// A named `tap` target of Instagrid.
public enum InstagridTarget: Sendable, Equatable {
    /// `layout-1…3` or `slot-1…4`.
    case control(Control)
    /// A button of the presented stand-in, by its title (docs/rules.md, R17–R28).
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

/// What Instagrid's top-level keys say: `options` and `photos`.
public struct InstagridSettings: Sendable, Equatable {
    public var options: AppOptions
    /// Photo aliases, by alias.
    public var photos: [String: PhotoSource]
    /// Every alias `photos` declares, in order, even those whose file is missing (so that a step
    /// naming one reports no second error).
    public var aliases: [String]

    public init(options: AppOptions = AppOptions(), photos: [String: PhotoSource] = [:], aliases: [String]? = nil) {
        self.options = options
        self.photos = photos
        self.aliases = aliases ?? photos.keys.sorted()
    }

    /// Settings are equal when they say the same: the order the aliases were declared in, and
    /// those whose file was missing, are the reader's business.
    public static func == (a: InstagridSettings, b: InstagridSettings) -> Bool {
        a.options == b.options && a.photos == b.photos
    }
}

/// Instagrid's steps written as the shared ones are, for code that builds scenarios
/// (`.pick(slot: 1, photo: "beach")` for `.app(.pick(slot: 1, photo: "beach"))`).
extension StepKind where App == Instagrid {
    public static func pick(slot: Int, photo: String) -> Self { .app(.pick(slot: slot, photo: photo)) }
    public static func picker(_ answer: PickerAnswer) -> Self { .app(.picker(answer)) }
    public static func rotate(_ orientation: Orientation) -> Self { .app(.rotate(orientation)) }
    public static func swipe(_ gesture: SwipeGesture) -> Self { .app(.swipe(gesture)) }
    public static func share(_ outcome: ShareOutcome) -> Self { .app(.share(outcome)) }
    public static func alert(_ answer: AlertAnswer) -> Self { .app(.alert(answer)) }
    public static func turn(_ orientation: DeviceOrientation) -> Self { .app(.turn(orientation)) }
    public static func shareActivity(_ activity: ShareActivity, completed: Bool, sheetStays: Bool) -> Self {
        .app(.shareActivity(activity, completed: completed, sheetStays: sheetStays))
    }
    public static func source(_ choice: SourceChoice) -> Self { .app(.source(choice)) }
    public static func permission(_ answer: PermissionAnswer) -> Self { .app(.permission(answer)) }
    public static func settings(_ settings: [PermissionSetting]) -> Self { .app(.settings(settings)) }
    public static func lifecycle(_ step: LifecycleStep) -> Self { .app(.app(step)) }
}

extension TapTarget where Target == InstagridTarget {
    /// `layout-1…3` or `slot-1…4`.
    public static func control(_ control: Control) -> Self { .named(.control(control)) }
    /// A button of the presented stand-in, by its title.
    public static func button(_ title: String) -> Self { .named(.button(title)) }
}

import Scenarios
import InstagridModel

/// The checks of an `expect` step (docs/scenarios.md), typed when the scenario is loaded; nil means
/// "not checked".
public struct InstagridExpectation: Sendable, Equatable {
    public var phase: InstagridModel.Phase?
    public var layout: Layout?
    public var orientation: Orientation?
    /// Only the listed slots are checked.
    public var slots: [Int: SlotContent]?
    public var visibleSlots: [Int]?
    /// Points, checked within ±`offsetTolerance`.
    public var gridOffset: Point?
    /// `.hidden` checks that no picker is shown; `.shown(n)` that it is open for slot n.
    public var picker: Presence<Int>?
    public var alert: Presence<AlertKind>?
    public var shares: [ShareOutcome]?
    /// Seconds, checked within ±`timeTolerance`.
    public var time: Double?
    /// CountOnMe: the display's exact text.
    public var display: String?
    /// CountOnMe: the value after `=` (`.hidden`: no result); nan matches nan.
    public var result: Presence<Double>?
    /// Which sheet is up (R21).
    public var sheet: Presence<SheetKind>?
    /// Which permission prompt is up (R19).
    public var prompt: Presence<PermissionKind>?
    /// Where the presented picker takes its photo from (R18).
    public var pickerSource: Presence<PickerSource>?
    /// Only the listed authorizations are checked (R19).
    public var permissions: [PermissionKind: Authorization]?
    /// The app's life-cycle state (R26).
    public var app: AppLifecycle?
    /// Images saved so far (R20).
    public var savedImages: Int?
    /// How the device is held (R28).
    public var deviceOrientation: DeviceOrientation?

    public init() {}

    /// Tolerance for `gridOffset` (points).
    public static let offsetTolerance = 0.01
    /// Tolerance for `time` (seconds).
    public static let timeTolerance = 1e-6
}

/// What a slot holds, as `expect: slots` states it: empty (`null` in the script) or a photo.
public enum SlotContent: Sendable, Equatable, Hashable, CustomStringConvertible {
    case empty
    /// The photo of this alias.
    case photo(String)

    /// A slot's content from the app's photos by slot.
    public init(_ alias: String?) {
        self = alias.map(SlotContent.photo) ?? .empty
    }

    /// `empty`, or the alias (`photo 'empty'` for a photo whose alias is the word itself).
    public var description: String {
        switch self {
        case .empty: "empty"
        case .photo(let alias): alias == "empty" ? "photo 'empty'" : ScenarioText.echo(alias)
        }
    }
}


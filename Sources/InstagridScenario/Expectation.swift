import InstagridModel
import Support

/// The checks of an `expect` step (docs/scenarios.md), typed when the scenario is loaded; nil means
/// "not checked".
public struct Expectation: Sendable, Equatable {
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
        case .photo(let alias): alias == "empty" ? "photo 'empty'" : echo(alias)
        }
    }
}

/// Whether something is shown, and which: the picker's slot, the alert's kind (`null` in the
/// script for hidden).
public enum Presence<Value: Sendable & Equatable>: Sendable, Equatable {
    case hidden
    case shown(Value)

    /// `.hidden` for nil.
    public init(_ value: Value?) {
        self = value.map(Presence.shown) ?? .hidden
    }
}

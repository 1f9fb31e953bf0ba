import Gestures

/// What a view of Instagrid's screen is (docs/rules.md, R13 and R27). The app declares the same
/// views to the kit in the same order for the whole run (``all``), hiding those not on screen,
/// so that each keeps its `ViewID` and its touches whatever the layout or the stand-in.
public enum ScreenTarget: Sendable, Equatable, Hashable {
    /// A slot (hidden when the layout does not show it, R3) or a layout button.
    case control(Control)
    /// The presented stand-in (R27), over the whole screen: a touch beside its buttons reaches
    /// nothing beneath it. Hidden while none is presented.
    case standIn
    /// A button of the presented stand-in, by index (hidden beyond its buttons).
    case standInButton(Int)

    /// The view's name: `slot-1`, `layout-2`, `stand-in`, `stand-in-1`.
    public var name: String {
        switch self {
        case .control(let control): control.description
        case .standIn: "stand-in"
        case .standInButton(let index): "stand-in-\(index + 1)"
        }
    }

    /// Every view of the screen, back to front: the slots, the layout buttons, the stand-in and
    /// its buttons.
    public static let all: [ScreenTarget] = (1...4).map { .control(.slot($0)) }
        + Layout.allCases.map { .control(.layoutButton($0)) }
        + [.standIn] + (0..<StandIn.maxButtons).map { .standInButton($0) }

    /// The names of ``all``, in order.
    public static let names: [String] = all.map(\.name)

    /// The target of the arena's view `view` (the screen itself, 0, is none).
    public init?(_ view: ViewID) {
        guard view >= 1, view <= Self.all.count else { return nil }
        self = Self.all[view - 1]
    }
}

/// A gesture recognizer as UIKit's (docs/gestures.md, "Recognizers"): what it recognizes and
/// with which parameters, the view it is attached to, the recognizers it requires to fail, those
/// it may recognize with at once, and how it holds back and cancels its touches' delivery.
///
/// A value: a ``GestureArena`` runs recognizers; this only describes one.
public struct GestureRecognizer: Sendable, Equatable {
    /// The recognizer's name, unique on its screen.
    public var name: String
    /// What it recognizes, with its parameters.
    public var kind: Kind
    /// The name of the view it is attached to (``GestureArena/rootName`` for the screen).
    public var view: String
    /// The recognizers that must fail before this one may leave `possible` (UIKit's
    /// `require(toFail:)`).
    public var requires: [String]
    /// The recognizers this one may recognize with at the same time (UIKit's delegate
    /// `shouldRecognizeSimultaneouslyWith`; either side naming the other is enough).
    public var simultaneous: [String]
    /// When it begins or ends, its view's touches are cancelled (UIKit's `cancelsTouchesInView`).
    public var cancelsTouchesInView: Bool
    /// While it is `possible`, its touches' `began` and `moved` are held back from the view
    /// (UIKit's `delaysTouchesBegan`).
    public var delaysTouchesBegan: Bool
    /// While it is `possible`, its touches' `ended` is held back from the view (UIKit's
    /// `delaysTouchesEnded`).
    public var delaysTouchesEnded: Bool

    /// A recognizer with UIKit's defaults: cancels touches in its view, does not delay their
    /// `began` (an edge pan does), delays their `ended`.
    public init(name: String, kind: Kind, view: String, requires: [String] = [], simultaneous: [String] = [],
                cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool? = nil, delaysTouchesEnded: Bool = true) {
        self.name = name
        self.kind = kind
        self.view = view
        self.requires = requires
        self.simultaneous = simultaneous
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan ?? kind.delaysTouchesBeganByDefault
        self.delaysTouchesEnded = delaysTouchesEnded
    }

    /// What a recognizer recognizes.
    public enum Kind: Sendable, Equatable {
        /// One or more taps of one or more fingers (`UITapGestureRecognizer`); discrete.
        case tap(Tap)
        /// A press held in place (`UILongPressGestureRecognizer`); continuous.
        case longPress(LongPress)
        /// A drag (`UIPanGestureRecognizer`); continuous.
        case pan(Pan)
        /// A quick stroke in a direction (`UISwipeGestureRecognizer`); discrete.
        case swipe(Swipe)
        /// A drag in from an edge of the screen (`UIScreenEdgePanGestureRecognizer`); continuous.
        case edgePan(EdgePan)
        /// Two fingers moving apart or together (`UIPinchGestureRecognizer`); continuous.
        case pinch(Pinch)
        /// Two fingers turning (`UIRotationGestureRecognizer`); continuous.
        case rotation(Rotation)

        /// Whether it recognizes once (`possible → ended`) rather than over time.
        public var isDiscrete: Bool {
            switch self {
            case .tap, .swipe: true
            case .longPress, .pan, .edgePan, .pinch, .rotation: false
            }
        }

        /// The kind's name in scenario files (`tap`, `long-press`, …).
        public var name: String {
            switch self {
            case .tap: "tap"
            case .longPress: "long-press"
            case .pan: "pan"
            case .swipe: "swipe"
            case .edgePan: "edge-pan"
            case .pinch: "pinch"
            case .rotation: "rotation"
            }
        }

        /// UIKit's default of `delaysTouchesBegan`: true for the screen-edge pan alone.
        public var delaysTouchesBeganByDefault: Bool {
            if case .edgePan = self { return true }
            return false
        }
    }
}

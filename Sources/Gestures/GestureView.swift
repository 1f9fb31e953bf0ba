import Devices

/// One view of a screen (docs/gestures.md, "Views and hit-testing"): a name, a frame in its
/// parent's coordinates, and what UIKit's `hitTest` and touch delivery read of it.
///
/// A screen is a tree of views whose root is the screen itself (``GestureArena/rootName``).
/// Views are given to a ``GestureArena`` in z-order: among the subviews of one parent, a later
/// one is on top.
public struct GestureView: Sendable, Equatable {
    /// The view's name, unique on its screen.
    public var name: String
    /// The parent's name; nil for a subview of the screen itself.
    public var parent: String?
    /// Where the view is, in points, in its parent's coordinates (a scroll view's subviews: in
    /// its content's coordinates).
    public var frame: Rect
    /// A hidden view, and every view inside it, takes no touch.
    public var isHidden: Bool
    /// Whether the view, and every view inside it, takes touches (UIKit's
    /// `isUserInteractionEnabled`).
    public var isInteractionEnabled: Bool
    /// A button (a `UIControl`): highlighted while its touch is inside its frame grown by
    /// ``Button/slop``, it sends control events as it receives the touch's phases.
    public var button: Button?
    /// A scroll view: its content, larger than the view on the axes it scrolls.
    public var scroll: Scroll?

    public init(name: String, parent: String? = nil, frame: Rect, isHidden: Bool = false,
                isInteractionEnabled: Bool = true, button: Button? = nil, scroll: Scroll? = nil) {
        self.name = name
        self.parent = parent
        self.frame = frame
        self.isHidden = isHidden
        self.isInteractionEnabled = isInteractionEnabled
        self.button = button
        self.scroll = scroll
    }

    /// What makes a view a button.
    public struct Button: Sendable, Equatable {
        /// How far outside its frame a touch still counts as inside (R13's 70 pt).
        public var slop: Double

        public init(slop: Double = 70) {
            self.slop = slop
        }
    }

    /// What makes a view a scroll view (docs/gestures.md, "The scroll view").
    public struct Scroll: Sendable, Equatable {
        /// The content's size; the view scrolls along each axis where it is larger than the view.
        public var content: Size
        /// Whether a release settles on a page (a multiple of the view's size).
        public var isPaging: Bool
        /// Whether a touch that begins on a subview is held back from it for
        /// ``contentTouchDelay`` while the scroll view's pan may still begin (UIKit's
        /// `delaysContentTouches`).
        public var delaysContentTouches: Bool
        /// The scroll view's own pan (UIKit's `panGestureRecognizer`), named `VIEW.pan`.
        public var pan: GestureRecognizer.Pan
        /// Whether the scroll view's pan cancels the touches it takes from its subviews.
        public var cancelsTouchesInView: Bool
        /// Whether it scrolls vertically, bouncing back to its top, even when its content is not
        /// taller than the view (UIKit's `alwaysBounceVertical`, which a table view sets: a short
        /// list still follows the finger, resisted by the rubber band, and its pan counts its
        /// hysteresis vertically).
        public var alwaysBounceVertical: Bool
        /// The same sideways (UIKit's `alwaysBounceHorizontal`).
        public var alwaysBounceHorizontal: Bool

        /// How long a touch on a subview is held back (UIKit's 150 ms).
        public static let contentTouchDelay = 0.15

        public init(content: Size, isPaging: Bool = false, delaysContentTouches: Bool = true,
                    pan: GestureRecognizer.Pan = GestureRecognizer.Pan(), cancelsTouchesInView: Bool = true,
                    alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false) {
            self.content = content
            self.isPaging = isPaging
            self.delaysContentTouches = delaysContentTouches
            self.pan = pan
            self.cancelsTouchesInView = cancelsTouchesInView
            self.alwaysBounceVertical = alwaysBounceVertical
            self.alwaysBounceHorizontal = alwaysBounceHorizontal
        }
    }
}

import Gestures

/// A phone's screen as the kit's views and recognizers (docs/messenger.md, "The screens as
/// views"): every view in z-order, bottom first, with its frame on the screen as M12 reads it (a
/// row clipped to its list) and the target a tap on it fires, and the recognizers attached.
///
/// Kept as the few values the phone varies — a view's name, parent, frame, target, visibility and
/// a list's content — and made into the kit's ``GestureView``s and ``GestureRecognizer``s only
/// when the arena is given a new screen: the phone describes its screen at every touch.
struct ScreenViews: Sendable, Equatable {
    /// One view, what a tap on it fires, and its frame on the screen.
    struct Entry: Sendable, Equatable {
        var name: String
        var parent: String?
        /// In its parent's coordinates (a list's content's, inside a list).
        var frame: Rect
        var screenFrame: Rect
        /// A button's target; nil for a view that only takes touches.
        var target: Target?
        var isHidden = false
        /// A list's content height; nil for a view that does not scroll.
        var content: Double?

        /// The kit's view: a button with R13's slop when it has a target, a list's scroll view.
        var view: GestureView {
            GestureView(name: name, parent: parent, frame: frame, isHidden: isHidden,
                        button: target == nil ? nil : MessengerGestures.button,
                        scroll: content.map { MessengerGestures.list(content: max($0, frame.height), width: frame.width) })
        }
    }

    /// A recognizer: the edge pop (M7) or a row's swipe (M8), on a view.
    struct Recognizer: Sendable, Equatable {
        var name: String
        var view: String
        var isEdgePop: Bool

        var recognizer: GestureRecognizer {
            GestureRecognizer(name: name, kind: isEdgePop ? .edgePan(MessengerGestures.edgePop) : .pan(MessengerGestures.rowSwipe),
                              view: view)
        }
    }

    var entries: [Entry] = []
    var recognizers: [Recognizer] = []

    init() {
        entries.reserveCapacity(24)
    }

    /// The views, for the arena.
    var views: [GestureView] { entries.map(\.view) }

    /// The recognizers, for the arena.
    var gestureRecognizers: [GestureRecognizer] { recognizers.map(\.recognizer) }

    /// A view on the screen named `name`: a button when it has a target.
    mutating func add(_ name: String, frame: Rect, target: Target? = nil, parent: String? = nil) {
        entries.append(Entry(name: name, parent: parent, frame: frame, screenFrame: frame, target: target))
    }

    /// A button named `name` inside a list, at `screenFrame` on the screen; `origin` is the list's
    /// frame and `offset` how far it is scrolled.
    mutating func add(_ name: String, target: Target, screenFrame: Rect, in list: String, at origin: Rect, offset: Double) {
        let frame = Rect(x: screenFrame.x - origin.x, y: screenFrame.y - origin.y + offset,
                         width: screenFrame.width, height: screenFrame.height)
        entries.append(Entry(name: name, parent: list, frame: frame, screenFrame: screenFrame, target: target))
    }

    /// A list (M10): a scroll view whose content is `height` high; hidden, it keeps its offset
    /// and motion under the screen on top.
    mutating func addList(_ name: String, frame: Rect, content height: Double, hidden: Bool = false,
                          parent: String? = nil) {
        entries.append(Entry(name: name, parent: parent, frame: frame, screenFrame: frame, isHidden: hidden, content: height))
    }

    /// A recognizer named `name` on the view `view`.
    mutating func attach(_ name: String, to view: String, isEdgePop: Bool) {
        recognizers.append(Recognizer(name: name, view: view, isEdgePop: isEdgePop))
    }

    /// The frame on the screen of the view that fires `target`.
    func frame(of target: Target) -> Rect? {
        entries.first { $0.target == target }?.screenFrame
    }

    /// Whether the arena already holds exactly these views and recognizers.
    func isShown(in arena: GestureArena) -> Bool {
        // The arena's recognizers are each scroll view's pan, then those given.
        let pans = entries.reduce(0) { $1.content == nil ? $0 : $0 + 1 }
        guard arena.views.count == entries.count + 1,
              arena.recognizers.count == pans + recognizers.count else { return false }
        for index in entries.indices where arena.views[index + 1] != entries[index].view { return false }
        let first = arena.recognizers.count - recognizers.count
        for index in recognizers.indices where arena.recognizers[first + index] != recognizers[index].recognizer {
            return false
        }
        return true
    }
}

/// The screen last given to a phone's arena, so that an unchanged screen is not described or
/// given again: a cache of what the arena holds, not part of the state (two phones that differ
/// only in it are equal).
struct ShownScreen: Sendable, Equatable {
    var views: ScreenViews?
    /// Whether `views` is still the screen: nothing has changed the phone since, and no list was
    /// moving then (a moving list moves its rows with time).
    var isCurrent = false

    /// Always equal: the cache is not state.
    static func == (a: ShownScreen, b: ShownScreen) -> Bool { true }
}

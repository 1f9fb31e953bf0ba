import Devices

/// A screen of views with recognizers, and the touches on it: UIKit's touch handling as a value
/// (docs/gestures.md). Each touch is hit-tested to a view, offered to the recognizers of that
/// view and its ancestors, which compete by UIKit's rules, and delivered to the view as those
/// recognizers allow; a scroll view moves its content.
///
/// The arena is driven by its app's reducer on the harness's one clock: the app hands it every
/// touch (``handle(_:id:at:time:into:)``) and every timer it asked for
/// (``fire(_:at:into:)``), and reads back what happened as ``GestureReport``s, in order; the
/// recognizers' states, translations and velocities, the buttons' highlights and the scroll
/// views' offsets are read from it at any time.
///
/// ```swift
/// var arena = try GestureArena(
///     screen: Size(width: 375, height: 667),
///     views: [GestureView(name: "card", frame: Rect(x: 37, y: 100, width: 300, height: 400))],
///     recognizers: [
///         GestureRecognizer(name: "double", kind: .tap(.init(taps: 2)), view: "card"),
///         GestureRecognizer(name: "single", kind: .tap(.init()), view: "card", requires: ["double"]),
///     ])
/// var reports: [GestureReport] = []
/// arena.handle(.began, id: 1, at: Point(x: 187, y: 300), time: 0, into: &reports)
/// ```
public struct GestureArena: Sendable, Equatable {
    /// The name of the root view, the screen itself.
    public static let rootName = "screen"
    /// Views a screen may have, recognizers (a scroll view's pan included), and how deep views nest.
    public static let maxViews = 4096
    public static let maxRecognizers = 64
    public static let maxDepth = 64
    /// Touches the arena keeps at once (down, or still part of a recognizer's gesture); an older
    /// touch that is up is forgotten to make room.
    public static let maxTouches = 64

    /// The views, the screen first (``ViewID`` 0), then in the order given.
    public internal(set) var views: [GestureView]
    /// The recognizers: each scroll view's pan (named `VIEW.pan`) first, in the views' order,
    /// then those given, in order (``RecognizerID``s are indices here).
    public internal(set) var recognizers: [GestureRecognizer]
    /// The time of the last touch or timer handled.
    public internal(set) var now: Double = 0

    var nodes: [ViewNode]
    var specs: [RecognizerSpec]
    var runtimes: [RecognizerRuntime]
    var scrolls: [ScrollRuntime]
    /// Touch records by slot.
    var slots: [TouchRecord]
    /// Slots in use, oldest touch first.
    var liveSlots: [Int] = []
    /// Per slot: the recognizers whose current gesture includes the touch.
    var members: [UInt64]
    /// Slots whose touch is down.
    var downSlots: UInt64 = 0
    /// Recognizers in `possible`.
    var possible: UInt64
    /// Recognizers that changed state during the event being handled.
    var changedThisEvent: UInt64 = 0
    /// Per view: the slot of the touch a button tracks, or −1.
    var buttonTouch: [Int]
    var serial = 0
    /// Recognizers that delay their touches' `began` and `moved`, and their `ended`.
    var delaysBegan: UInt64 = 0
    var delaysEnded: UInt64 = 0
    /// Touches whose views are to receive `cancelled`, and whose held `began` is to be dropped,
    /// once the transitions of the event are all applied.
    var pendingCancels: UInt64 = 0
    var pendingDrops: UInt64 = 0
    /// Recognizers a transition is failing, not to be released meanwhile.
    var failing: UInt64 = 0
    /// The slot of the touch that began at the event being handled, or −1.
    var beganSlot = -1

    /// Views and recognizers on a screen of `screen` size; views must name their parent before
    /// them. Throws when a name is used twice or unknown, a frame is not finite with a positive
    /// size, requirements make a cycle, or a bound above is passed.
    public init(screen: Size, views: [GestureView], recognizers: [GestureRecognizer]) throws(GestureError) {
        let layout = try ArenaLayout(screen: screen, views: views, recognizers: recognizers)
        self.views = layout.views
        self.recognizers = layout.recognizers
        self.nodes = layout.nodes
        self.specs = layout.specs
        self.runtimes = layout.specs.map { RecognizerRuntime(kind: $0.recognizer.kind) }
        self.scrolls = layout.scrolls
        self.slots = Array(repeating: TouchRecord(), count: Self.maxTouches)
        self.members = Array(repeating: 0, count: Self.maxTouches)
        self.possible = layout.specs.isEmpty ? 0 : (layout.specs.count == 64 ? ~0 : (1 << UInt64(layout.specs.count)) - 1)
        self.buttonTouch = Array(repeating: -1, count: layout.views.count)
        liveSlots.reserveCapacity(Self.maxTouches)
        for (id, spec) in layout.specs.enumerated() {
            if spec.recognizer.delaysTouchesBegan { delaysBegan |= 1 << UInt64(id) }
            if spec.recognizer.delaysTouchesEnded { delaysEnded |= 1 << UInt64(id) }
        }
    }

    /// The screen alone, with no views and no recognizers (a size that is not finite and
    /// positive is taken as 1 × 1 points).
    public init(screen: Size) {
        let valid = screen.width.isFinite && screen.height.isFinite && screen.width > 0 && screen.height > 0
        let root = GestureView(name: Self.rootName, frame: Rect(x: 0, y: 0, width: valid ? screen.width : 1,
                                                                 height: valid ? screen.height : 1))
        views = [root]
        recognizers = []
        nodes = [ViewNode(parent: -1, depth: 0)]
        specs = []
        runtimes = []
        scrolls = []
        slots = Array(repeating: TouchRecord(), count: Self.maxTouches)
        members = Array(repeating: 0, count: Self.maxTouches)
        possible = 0
        buttonTouch = [-1]
    }

    // MARK: Reading

    /// A view's subviews, back to front.
    public func children(of view: ViewID) -> [ViewID] {
        nodes[view].children
    }

    /// A view's parent; nil for the screen.
    public func parent(of view: ViewID) -> ViewID? {
        nodes[view].parent >= 0 ? nodes[view].parent : nil
    }

    /// The view named `name`.
    public func view(named name: String) -> ViewID? {
        views.firstIndex { $0.name == name }
    }

    /// The recognizer named `name`.
    public func recognizer(named name: String) -> RecognizerID? {
        recognizers.firstIndex { $0.name == name }
    }

    /// A recognizer's state: its current one, or the last it reached until it next takes part
    /// in a touch.
    public func state(of recognizer: RecognizerID) -> RecognizerState {
        runtimes[recognizer].state
    }

    /// Whether a recognizer is `possible` but waits for one it requires to fail.
    public func isWaiting(_ recognizer: RecognizerID) -> Bool {
        runtimes[recognizer].isWaiting
    }

    /// Whether the current gestures of two recognizers share a touch (one down, or one that ended
    /// while they were in progress).
    public func shareTouch(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
        runtimes[a].touches & runtimes[b].touches != 0
    }

    /// Whether two recognizers may recognize at the same time (either names the other as
    /// `simultaneous`).
    public func maySimultaneously(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
        specs[a].simultaneous & (UInt64(1) << UInt64(b)) != 0
    }

    /// Whether `a` requires `b` to fail.
    public func requires(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
        specs[a].requires & (UInt64(1) << UInt64(b)) != 0
    }

    /// How many times it has recognized: ended (a discrete one) or begun (a continuous one).
    public func recognizedCount(of recognizer: RecognizerID) -> Int {
        runtimes[recognizer].recognizedCount
    }

    /// Its touches' centroid at its last report.
    public func location(of recognizer: RecognizerID) -> Point {
        runtimes[recognizer].location
    }

    /// A pan's or an edge pan's translation since it began, without the jump of its hysteresis.
    public func translation(of recognizer: RecognizerID) -> Point {
        runtimes[recognizer].tracker.translation
    }

    /// A pan's or an edge pan's velocity (pt/s, a point per axis), a pinch's (scale per second),
    /// a rotation's (radians per second, in `x`); zero for the others.
    public func velocity(of recognizer: RecognizerID) -> Point {
        let runtime = runtimes[recognizer]
        switch runtime.tracker {
        case .pan(let pan):
            guard case .pan(let parameters) = specs[recognizer].recognizer.kind else { return .zero }
            return pan.samples.velocity(parameters.velocityEstimate)
        case .edgePan(let edge):
            guard case .edgePan(let parameters) = specs[recognizer].recognizer.kind else { return .zero }
            return edge.pan.samples.velocity(parameters.velocityEstimate)
        case .pinch(let pinch):
            return Point(x: pinch.rate.value, y: 0)
        case .rotation(let rotation):
            return Point(x: rotation.rate.value, y: 0)
        case .tap, .longPress, .swipe:
            return .zero
        }
    }

    /// A pinch's scale (1 until it begins).
    public func scale(of recognizer: RecognizerID) -> Double {
        if case .pinch(let pinch) = runtimes[recognizer].tracker { return pinch.scale }
        return 1
    }

    /// A rotation's angle in radians since it began, clockwise on screen positive.
    public func rotation(of recognizer: RecognizerID) -> Double {
        if case .rotation(let rotation) = runtimes[recognizer].tracker { return rotation.rotation }
        return 0
    }

    /// The buttons highlighted now: each tracks a touch that is inside its frame grown by its
    /// slop, from the instant it received `began` until it receives `ended` or `cancelled`.
    public func highlightedButtons() -> [ViewID] {
        var highlighted: [ViewID] = []
        for view in views.indices where buttonTouch[view] >= 0 {
            let touch = slots[buttonTouch[view]]
            let slop = views[view].button?.slop ?? 0
            if frameOnScreen(of: view, at: now).outset(by: slop).contains(touch.location) {
                highlighted.append(view)
            }
        }
        return highlighted
    }

    /// A scroll view's content offset at `time` (zero for another view).
    public func contentOffset(of view: ViewID, at time: Double) -> Point {
        guard let index = nodes[view].scroll else { return .zero }
        return scrolls[index].offset(at: time)
    }

    /// The scroll view whose pan is `recognizer`, if it is one.
    public func scrollView(of recognizer: RecognizerID) -> ViewID? {
        specs[recognizer].scroll.map { scrolls[$0].view }
    }

    /// The ids of the touches down now, oldest first, with where each is.
    public func touchesDown() -> [(id: Int, location: Point)] {
        liveSlots.compactMap { slot in
            slots[slot].isDown ? (slots[slot].id, slots[slot].location) : nil
        }
    }

    /// Whether a touch of that id is down.
    public func isTouchDown(_ id: Int) -> Bool {
        downSlot(of: id) != nil
    }

    /// The view a touch that is down was hit-tested to when it began (UIKit's `UITouch.view`):
    /// nil when no touch of that id is down, when it began outside every view, or when its view
    /// has left the screen since (``update(screen:views:recognizers:)``).
    public func view(ofTouch id: Int) -> ViewID? {
        guard let slot = downSlot(of: id), slots[slot].view >= 0 else { return nil }
        return slots[slot].view
    }

    /// Whether anything moves on its own at `time` (a scroll view coasting or settling).
    public func isMoving(at time: Double) -> Bool {
        scrolls.contains { $0.isMoving(at: time) }
    }

    /// A view's frame in screen coordinates at `time`: its frame moved by its ancestors' origins
    /// and less their scroll offsets.
    public func frameOnScreen(of view: ViewID, at time: Double) -> Rect {
        var frame = views[view].frame
        var parent = nodes[view].parent
        while parent >= 0 {
            let offset = contentOffset(of: parent, at: time)
            frame = frame.offsetBy(dx: views[parent].frame.x - offset.x, dy: views[parent].frame.y - offset.y)
            parent = nodes[parent].parent
        }
        return frame
    }

    /// The deepest view that takes a touch at `point` at `time` (UIKit's `hitTest`), if any.
    public func hitTest(_ point: Point, at time: Double) -> ViewID? {
        hit(point, in: 0, origin: .zero, at: time)
    }

    private func hit(_ point: Point, in view: ViewID, origin: Point, at time: Double) -> ViewID? {
        let description = views[view]
        guard !description.isHidden, description.isInteractionEnabled else { return nil }
        let frame = description.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard frame.contains(point) else { return nil }
        let offset = contentOffset(of: view, at: time)
        let inner = Point(x: frame.x - offset.x, y: frame.y - offset.y)
        for child in nodes[view].children.reversed() {
            if let found = hit(point, in: child, origin: inner, at: time) { return found }
        }
        return view
    }
}
